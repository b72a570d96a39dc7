import { onboarding } from '@domain/catalogue/forms/onboarding.ts';
import { localizedForm } from '@domain/catalogue/localized.ts';
import { NO_FACTS, textOf } from '@domain/catalogue/text.ts';
import { useSnapshot } from 'valtio';
import { languageState } from '../../../stores/language.ts';
import { useT } from '../../../i18n/use-t.ts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, CircularProgress, Paper, Stack } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { FormErrorAlert } from '../../../components/ui/FormErrorAlert.tsx';
import { SaveIndicator } from '../../../components/ui/SaveIndicator.tsx';
import { track } from '../../../lib/analytics.ts';
import { messageOf } from '../../../lib/api-client.ts';
import type { SaveStatus } from '../../../lib/autosave/form-saver.ts';
import { isRepeatedClick, searchWithStep, stepInSearch } from '../../../lib/step-address.ts';
import { isUser } from '@domain/contract/account.ts';
import { setUser } from '../../../stores/auth.ts';
import {
  ELIGIBILITY_STEP,
  LAST_STEP,
  ONBOARDING_STEPS,
  personOf,
  stepProblems,
  visibleFields,
  type OnboardingAnswers,
} from '../answers.ts';
import { completeOnboarding, updateOnboardingStatus } from '../api/eligibility.ts';
import { useEligibilityCheck } from '../hooks/use-eligibility-check.ts';
import { EligibilityCheckPanel } from './EligibilityCheckPanel.tsx';
import { OnboardingQuestion, questionInputId } from './OnboardingQuestion.tsx';
import { PackageSummary } from './PackageSummary.tsx';
import { StepHeader } from './StepHeader.tsx';
import { useSaid } from '../../../i18n/use-said.ts';

interface OnboardingWizardProps {
  answers: OnboardingAnswers;
  /** The step to open when the address names none (?step=N names it, counted from 1). */
  initialStep: number;
  /** The filing date the server checks dates against ('YYYY-MM-DD'). */
  today: string;
  saveStatus: SaveStatus;
  onAnswer: (key: string, value: string) => void;
  /** The person reached another step (saved as the application's progress, spec section 4). */
  onStepChange: (step: number) => void;
  /** Resolves when every answer is saved (true) or could not be (false), before Finish sends them all. */
  beforeFinish: () => Promise<boolean>;
}

/** The seven steps of spec section 4, with the eligibility check at step 4 and Finish at the end. */
export function OnboardingWizard({ answers, initialStep, today, saveStatus, onAnswer, onStepChange, beforeFinish }: OnboardingWizardProps) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const { language } = useSnapshot(languageState);
  const t = useT();
  // Steps are reached one Next at a time: an address naming a later step opens the furthest one reached.
  const [reached, setReached] = useState(initialStep);
  const inAddress = stepInSearch(search, ONBOARDING_STEPS.length);
  const step = Math.min(inAddress ?? initialStep, reached);
  const [triedToLeave, setTriedToLeave] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const { check, retry } = useEligibilityCheck(step === ELIGIBILITY_STEP, answers);
  const say = useSaid();

  useEffect(() => {
    if (inAddress !== step) navigate(`${paths.onboarding}?${searchWithStep(search, step)}`, { replace: true });
  }, [inAddress, step, search, navigate]);

  // A new step, from Next and Back or the browser's own Back and Forward.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    setTriedToLeave(false);
    onStepChange(step);
    headingRef.current?.focus();
  }, [step, onStepChange]);

  const stepDef = ONBOARDING_STEPS[step];
  // The same questions in the reader's language, found by key (the answers and rules read the catalogue's own).
  const shown = localizedForm(onboarding, language).steps[step];
  if (!stepDef || !shown) return null;
  const inLanguage = (key: string) => shown.fields.find((field) => field.key === key);
  const problems = triedToLeave ? stepProblems(step, answers, today, say) : {};
  const eligible = check.phase === 'done' && check.result.eligible;
  // A check that ran and said no (not one that failed to run) is an outcome worth recording.
  const ineligible = check.phase === 'done' && !check.result.eligible && !check.failed;

  const goTo = (target: number) => {
    setReached((current) => Math.max(current, target));
    // The entry remembers the step Next left, so that Back can return to that entry itself.
    navigate(`${paths.onboarding}?${searchWithStep(search, target)}`, { state: { onboardingStepBefore: step } });
  };

  // Back never adds a history entry (else the browser's own Back would then go forward): it is the
  // browser's Back when Next came from the step before, and replaces the entry otherwise.
  const back = () => {
    const state: unknown = window.history.state;
    const cameFrom = typeof state === 'object' && state !== null && 'onboardingStepBefore' in state ? state.onboardingStepBefore : null;
    if (cameFrom === step - 1) window.history.back();
    else navigate(`${paths.onboarding}?${searchWithStep(search, step - 1)}`, { replace: true });
  };

  const next = () => {
    const [firstProblem] = Object.keys(stepProblems(step, answers, today));
    if (firstProblem) {
      setTriedToLeave(true);
      document.getElementById(questionInputId(firstProblem))?.focus();
      return;
    }
    goTo(step + 1);
  };

  const finish = async () => {
    setFinishing(true);
    setFinishError(null);
    try {
      // A save still on its way must not race the final save of the same record.
      await beforeFinish();
      const { user, eligibility } = await updateOnboardingStatus(answers);
      const completed = await completeOnboarding();
      const latest = isUser(completed.user) ? completed.user : isUser(user) ? user : null;
      if (latest) setUser(latest);
      track('onboarding_complete', { eligible: eligibility.eligible });
      navigate(eligibility.eligible ? paths.dashboard : paths.ineligible);
    } catch (error) {
      setFinishError(messageOf(error, t('walk.onboarding.notSaved')));
      setFinishing(false);
    }
  };

  /** Records the ineligible outcome, so /ineligible explains it and /profile leads back here to change answers. */
  const recordIneligible = async () => {
    setFinishing(true);
    setFinishError(null);
    try {
      await beforeFinish();
      const { user } = await updateOnboardingStatus(answers);
      if (isUser(user)) setUser(user);
      track('onboarding_complete', { eligible: false });
      navigate(paths.ineligible);
    } catch (error) {
      setFinishError(messageOf(error, t('walk.onboarding.notSaved')));
      setFinishing(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === LAST_STEP) void finish();
    else if (step !== ELIGIBILITY_STEP || eligible) next();
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <StepHeader ref={headingRef} index={step} count={ONBOARDING_STEPS.length} name={shown.name} intro={textOf(shown.intro, { ...NO_FACTS, language })} />
      <Box component="form" noValidate onSubmit={submit} aria-label={shown.name}>
        <Stack spacing={3}>
          {visibleFields(step, answers).map((field) => (
            <OnboardingQuestion
              key={field.key}
              field={inLanguage(field.key) ?? field}
              value={answers[field.key] ?? ''}
              onChange={(value) => onAnswer(field.key, value)}
              error={problems[field.key]}
              person={personOf(field.key, answers, language)}
            />
          ))}
          {step === ELIGIBILITY_STEP && <EligibilityCheckPanel check={check} onRetry={retry} answers={answers} />}
          {step === LAST_STEP && <PackageSummary answers={answers} today={today} />}
        </Stack>
        {finishError && (
          <Box sx={{ mt: 3 }}>
            <FormErrorAlert message={finishError} />
          </Box>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 4 }}>
          <Button type="button" onClick={back} disabled={step === 0 || saveStatus === 'saving' || finishing} startIcon={<ArrowBackIcon />}>
            {t('wizard.back')}
          </Button>
          <Box sx={{ flex: 1 }}>
            <SaveIndicator status={saveStatus} />
          </Box>
          {step === ELIGIBILITY_STEP && ineligible && (
            <Button type="button" variant="outlined" onClick={() => void recordIneligible()} disabled={finishing}>
              {t('walk.onboarding.meaning')}
            </Button>
          )}
          {step < LAST_STEP ? (
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={step === ELIGIBILITY_STEP && !eligible}
              endIcon={<ArrowForwardIcon />}
              // The second click of a double click would submit the next step too.
              onClick={(event: MouseEvent) => isRepeatedClick(event) && event.preventDefault()}
            >
              {t('wizard.next')}
            </Button>
          ) : (
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={finishing}
              startIcon={finishing ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              {t('wizard.finish')}
            </Button>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
