import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { HeldFormsNotice, unavailableOf } from '../../components/filing/HeldFormsNotice.tsx';
import { PageContainer } from '../../components/ui/PageContainer.tsx';
import { LinkButton, RouterLink } from '../../components/ui/RouterLink.tsx';
import { IncomeShortfall } from '../../components/sponsorship/IncomeShortfall.tsx';
import { useT } from '../../i18n/use-t.ts';
import { CHECKS_MIN_MS, CHECKS_STAGE_MS } from '../../config/constants.ts';
import { paths } from '../../config/paths.ts';
import { messageOf } from '../../lib/api-client.ts';
import { StageSwitch, useChosenStage, withStage } from '../../components/filing/StageSwitch.tsx';
import type { Application } from '@domain/contract/applications.ts';
import type { CheckResult } from '@domain/rules/check.ts';
import { listApplications } from '../../lib/applications-api.ts';
import { validateForms } from './api.ts';
import { CHECK_STAGES, CheckStages } from './CheckStages.tsx';
import { CheckProblems } from './CheckProblems.tsx';
import { problemHref } from './problem-place.ts';
import { EnglishAnswers } from './EnglishAnswers.tsx';

type Outcome =
  | { phase: 'checking' }
  | { phase: 'done'; result: CheckResult; applications: Application[] }
  | { phase: 'failed'; message: string };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** /checking-stage: every answer of every active form checked, with a link to each problem. */
export default function CheckingStagePage() {
  const [, navigate] = useLocation();
  const [outcome, setOutcome] = useState<Outcome>({ phase: 'checking' });
  const [stage, setStage] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const chosen = useChosenStage();
  const { filing, stage: stageStatus, ready } = chosen;
  const stageName = stageStatus?.stage;
  const t = useT();

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    setOutcome({ phase: 'checking' });
    setStage(0);
    const timer = setInterval(() => setStage((s) => Math.min(s + 1, CHECK_STAGES.length - 1)), CHECKS_STAGE_MS);
    Promise.all([validateForms(stageName ? { stage: stageName } : {}), listApplications().catch((): Application[] => []), wait(CHECKS_MIN_MS)])
      .then(([result, applications]) => {
        if (!cancelled) setOutcome({ phase: 'done', result, applications });
      })
      .catch((error: unknown) => {
        if (!cancelled) setOutcome({ phase: 'failed', message: messageOf(error, t('screens.check.failed')) });
      })
      .finally(() => clearInterval(timer));
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [attempt, ready, stageName, t]);

  // The result replaces the animation: focus goes to its heading so a screen reader reads it next.
  useEffect(() => {
    if (outcome.phase !== 'checking') resultHeading.current?.focus();
  }, [outcome.phase]);

  const passed = outcome.phase === 'done' && outcome.result.isValid;
  // An income shortfall is not missing information: it has its own heading, with each way that closes it.
  const problems = outcome.phase === 'done' ? outcome.result.errors : [];
  const shortfalls = problems.filter((problem) => problem.shortfall !== undefined);
  const missing = problems.filter((problem) => problem.shortfall === undefined);
  // The server refuses to generate while a form has no template installed: the button does not lead there.
  const unavailable = unavailableOf(stageStatus).length > 0;
  const canGenerate = passed && !unavailable;
  const whyNot =
    outcome.phase === 'checking'
      ? t('screens.check.whyRunning')
      : !passed
        ? t('screens.check.whyFix')
        : unavailable
          ? t('screens.check.whyUnavailable')
          : null;
  const headingProps = { ref: resultHeading, tabIndex: -1, sx: { outline: 'none', fontWeight: 700 } } as const;

  return (
    <PageContainer title={t('screens.check.title')} subtitle={t('screens.check.subtitle')}>
      <RouterLink href={paths.dashboard} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 3, fontWeight: 500 }}>
        <ArrowBackIcon fontSize="small" aria-hidden="true" />
        {t('screens.check.back')}
      </RouterLink>

      <StageSwitch {...chosen} />

      {outcome.phase === 'checking' && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }} aria-busy="true">
          <CheckStages stage={stage} />
        </Paper>
      )}

      {outcome.phase === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" onClick={() => setAttempt((n) => n + 1)}>{t('screens.tryAgain')}</Button>}>
          <AlertTitle component="h2" {...headingProps}>
            {t('screens.check.couldNotRun')}
          </AlertTitle>
          {outcome.message}
        </Alert>
      )}

      {outcome.phase === 'done' && passed && (
        <Alert severity="success" sx={{ mb: 2 }}>
          <AlertTitle component="h2" {...headingProps}>
            {t('screens.check.allGood')}
          </AlertTitle>
          {t('screens.check.passed')}
          {canGenerate ? ` ${t('screens.check.canGenerate')}` : ''}
        </Alert>
      )}

      {outcome.phase === 'done' && <HeldFormsNotice status={filing} stage={stageStatus} place="check" />}

      {outcome.phase === 'done' && <EnglishAnswers applications={outcome.applications} />}

      {outcome.phase === 'done' &&
        shortfalls.map((problem) => {
          const href = problemHref(problem, outcome.applications);
          return problem.shortfall ? (
            <Box key={`${problem.formType}-${problem.field}`} sx={{ mb: 2 }}>
              <IncomeShortfall shortfall={problem.shortfall} headingLevel="h2">
                {href && (
                  <LinkButton href={href} variant="outlined" sx={{ mt: 2 }}>
                    {t('shortfall.fix')}
                  </LinkButton>
                )}
              </IncomeShortfall>
            </Box>
          ) : null;
        })}

      {outcome.phase === 'done' && missing.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="h5" component="h2" {...(shortfalls.length === 0 ? headingProps : {})} sx={{ ...headingProps.sx, mb: 1 }}>
            {t('screens.check.missing')}
          </Typography>
          <Typography sx={{ mb: 2.5, color: 'text.secondary' }}>
            {t('screens.check.missingText')}
          </Typography>
          <CheckProblems problems={missing} applications={outcome.applications} />
        </Box>
      )}

      <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
        {t('screens.check.changeAfter')}
      </Typography>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 3 }}>
        <Button
          variant="contained"
          size="large"
          disabled={!canGenerate}
          aria-describedby={whyNot ? 'generate-why-not' : undefined}
          onClick={() => navigate(withStage(paths.preview, stageName))}
        >
          {t('screens.check.generate')}
        </Button>
        {whyNot && (
          <Typography id="generate-why-not" variant="body2" sx={{ color: 'text.secondary' }}>
            {whyNot}
          </Typography>
        )}
        {outcome.phase === 'done' && !passed && (
          <Button variant="outlined" size="large" onClick={() => setAttempt((n) => n + 1)}>
            {t('screens.check.again')}
          </Button>
        )}
      </Box>
    </PageContainer>
  );
}
