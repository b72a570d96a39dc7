import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../lib/api-client.ts';
import { readOnboardingAnswers, type OnboardingAnswers } from '../answers.ts';
import { createOnboardingApplication, getOnboardingApplication, saveOnboardingApplication } from '../api/onboarding-application.ts';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; answers: OnboardingAnswers; progress: number };

/**
 * The ONBOARDING application: loads the saved answers and step, and saves them one request at
 * a time (the record is created on the first save, so two quick steps never create it twice).
 * A failed save is only logged (spec section 8); Finish sends everything again anyway.
 */
export function useOnboardingRecord() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [pendingSaves, setPendingSaves] = useState(0);
  const recordId = useRef<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    let active = true;
    getOnboardingApplication()
      .then((application) => {
        if (!active) return;
        recordId.current = application?.id ?? null;
        setLoaded({ status: 'ready', answers: application ? readOnboardingAnswers(application.data) : {}, progress: application?.progress ?? 0 });
      })
      .catch((error: unknown) => active && setLoaded({ status: 'failed', message: messageOf(error, 'Failed to load your answers.') }));
    return () => {
      active = false;
    };
  }, []);

  const save = useCallback((answers: OnboardingAnswers, step: number) => {
    setPendingSaves((count) => count + 1);
    queue.current = queue.current.then(async () => {
      try {
        if (recordId.current === null) recordId.current = (await createOnboardingApplication(answers)).id;
        await saveOnboardingApplication(recordId.current, answers, step);
      } catch (error) {
        console.warn('The onboarding answers could not be saved', error);
      } finally {
        setPendingSaves((count) => count - 1);
      }
    });
  }, []);

  /** Resolves when every save asked for so far has finished. */
  const settled = useCallback(() => queue.current, []);

  return { loaded, save, saving: pendingSaves > 0, settled };
}
