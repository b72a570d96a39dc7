import type { MessageId } from '@domain/i18n/messages.ts';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { languageState } from '../../../stores/language.ts';
import { ELIGIBILITY_MIN_MS, ELIGIBILITY_STAGE_MS } from '../../../config/constants.ts';
import type { OnboardingAnswers } from '../answers.ts';
import type { EligibilityResult } from '@domain/rules/eligibility.ts';
import { checkEligibility } from '../api/eligibility.ts';

/** What the animation says while the check runs: four stages (spec section 4). */
export const CHECK_STAGES: readonly MessageId[] = ['walk.check.stage.answers', 'walk.check.stage.where', 'walk.check.stage.income', 'walk.check.stage.result'];

export type EligibilityCheck =
  | { phase: 'idle' }
  | { phase: 'checking'; stage: number }
  | { phase: 'done'; result: EligibilityResult; failed: boolean };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs POST /onboarding/check-eligibility while `active`, showing each stage for 0.6 s and the
 * result after at least 3 s, so a quick answer still reads as a careful check. A failed call
 * counts as not eligible, with the spec's message.
 */
export function useEligibilityCheck(active: boolean, answers: OnboardingAnswers): { check: EligibilityCheck; retry: () => void } {
  const [check, setCheck] = useState<EligibilityCheck>({ phase: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // The result's reasons are the server's sentences in the page's language: a switch asks again.
  const { language } = useSnapshot(languageState);

  useEffect(() => {
    if (!active) {
      setCheck({ phase: 'idle' });
      return;
    }
    let cancelled = false;
    setCheck({ phase: 'checking', stage: 0 });
    const stageTimer = setInterval(() => {
      setCheck((current) =>
        current.phase === 'checking' ? { phase: 'checking', stage: Math.min(current.stage + 1, CHECK_STAGES.length - 1) } : current,
      );
    }, ELIGIBILITY_STAGE_MS);
    const outcome = checkEligibility(answers).then(
      (result) => ({ result, failed: false }),
      // The panel says the failure in the page's language ('walk.check.failed').
      () => ({ result: { eligible: false, message: '', unmetConditions: [], filing: null, stages: [], shortfall: null }, failed: true }),
    );
    void Promise.all([outcome, wait(ELIGIBILITY_MIN_MS)]).then(([{ result, failed }]) => {
      if (cancelled) return;
      clearInterval(stageTimer);
      setCheck({ phase: 'done', result, failed });
    });
    return () => {
      cancelled = true;
      clearInterval(stageTimer);
    };
  }, [active, answers, attempt, language]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { check, retry };
}
