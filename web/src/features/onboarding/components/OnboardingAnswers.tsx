import { useMemo, useState } from 'react';
import { useFormSaver } from '../../../lib/autosave/use-form-saver.ts';
import type { SaverEvents } from '../../../lib/autosave/form-saver.ts';
import type { Application } from '@domain/contract/applications.ts';
import { ELIGIBILITY_STEP, readOnboardingAnswers, withAnswer } from '../answers.ts';
import { OnboardingWizard } from './OnboardingWizard.tsx';

interface Props {
  application: Application | null;
  today: string;
}

/**
 * A first onboarding, saved as the person types, as the wizards are (lib/autosave): the answers
 * and the step reached live on the ONBOARDING application, so a reload or another device resumes
 * there (at most at the eligibility check, which then runs again).
 */
export function AutosavedOnboarding({ application, today }: Props) {
  const events = useMemo<SaverEvents>(
    () => ({
      onSaved: () => undefined,
      // Spec section 8: an onboarding save failure is not a toast; the status line says it and the saver tries again.
      onError: (message) => console.warn('The onboarding answers could not be saved:', message),
    }),
    [],
  );
  const initialStep = Math.min(Math.max(application?.progress ?? 0, 0), ELIGIBILITY_STEP);
  const { draft, saver, answers, status } = useFormSaver({
    formType: 'ONBOARDING',
    application,
    initialAnswers: () => readOnboardingAnswers(application?.data ?? {}),
    initialStep,
    events,
  });
  const shown = useMemo(() => readOnboardingAnswers(answers), [answers]);
  return (
    <OnboardingWizard
      answers={shown}
      initialStep={initialStep}
      today={today}
      saveStatus={status}
      onAnswer={(key, value) => {
        draft.update((current) => withAnswer(readOnboardingAnswers(current), key, value));
        saver.answerChanged();
      }}
      onStepChange={(step) => void saver.stepChanged(step)}
      beforeFinish={() => saver.flush()}
    />
  );
}

/**
 * Editing a completed onboarding (from /profile): the changes stay on this page until Finish, so
 * the saved answers never disagree with the eligibility they produced.
 */
export function EditedOnboarding({ application, today }: Props) {
  const [answers, setAnswers] = useState(() => readOnboardingAnswers(application?.data ?? {}));
  return (
    <OnboardingWizard
      answers={answers}
      initialStep={0}
      today={today}
      saveStatus="idle"
      onAnswer={(key, value) => setAnswers((current) => withAnswer(current, key, value))}
      onStepChange={() => undefined}
      beforeFinish={() => Promise.resolve(true)}
    />
  );
}
