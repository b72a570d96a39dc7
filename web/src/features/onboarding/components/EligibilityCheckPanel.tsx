import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, AlertTitle, Box, Button, CircularProgress, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden.tsx';
import { CHECK_STAGES, type EligibilityCheck } from '../hooks/use-eligibility-check.ts';
import { Reason } from './Reason.tsx';
import { IncomeShortfall } from '../../../components/sponsorship/IncomeShortfall.tsx';
import { onboardingAnswer } from '@domain/rules/eligibility-condition.ts';
import type { FilingPathKind } from '@domain/rules/filing-path.ts';
import type { OnboardingAnswers } from '../answers.ts';
import type { MessageId } from '@domain/i18n/messages.ts';
import { useT } from '../../../i18n/use-t.ts';

function StageIcon({ state }: { state: 'done' | 'current' | 'upcoming' }) {
  if (state === 'done') return <CheckCircleIcon color="success" aria-hidden />;
  if (state === 'current') return <CircularProgress size={20} aria-hidden />;
  return <RadioButtonUncheckedIcon sx={{ color: 'text.disabled' }} aria-hidden />;
}

function Checking({ stage }: { stage: number }) {
  const t = useT();
  return (
    <Box>
      <LinearProgress variant="determinate" value={((stage + 1) / CHECK_STAGES.length) * 100} aria-label={t('walk.check.progress')} />
      <List dense aria-label={t('walk.check.steps')}>
        {CHECK_STAGES.map((label, index) => {
          const state = index < stage ? 'done' : index === stage ? 'current' : 'upcoming';
          return (
            <ListItem key={label} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <StageIcon state={state} />
              </ListItemIcon>
              <ListItemText primary={t(label)} slotProps={{ primary: { sx: { color: state === 'upcoming' ? 'text.secondary' : 'text.primary', fontWeight: state === 'current' ? 600 : 400 } } }} />
            </ListItem>
          );
        })}
      </List>
      <Box role="status" aria-live="polite">
        <VisuallyHidden>{t(CHECK_STAGES[stage] ?? 'walk.check.stage.result')}…</VisuallyHidden>
      </Box>
    </Box>
  );
}

function Conditions({ conditions }: { conditions: readonly string[] }) {
  if (conditions.length === 0) return null;
  return (
    <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
      {conditions.map((condition) => (
        <li key={condition}>
          <Reason message={condition} variant="body2" />
        </li>
      ))}
    </Box>
  );
}

/** The result's heading for each way of filing (domain/rules/filing-path.ts); the server's message says the rest. */
function pathTitle(filing: FilingPathKind, choseIt: boolean, shortfall: boolean): MessageId {
  switch (filing) {
    case 'together':
      // A shortfall is not good news: the income section below says what closes it.
      return shortfall ? 'walk.check.title.togetherShort' : 'walk.check.title.together';
    case 'petition-filed':
      return 'walk.check.title.petitionFiled';
    case 'petition-first':
      return choseIt ? 'walk.check.title.petitionFirstChosen' : 'walk.check.title.petitionFirst';
    case 'consular':
      return 'walk.check.title.consular';
    case 'petition-only':
      return 'walk.check.title.petitionOnly';
    default: {
      const exhaustive: never = filing;
      return exhaustive;
    }
  }
}

/** Step 4: the animated check, then the result in plain words, for the way the couple files. */
export function EligibilityCheckPanel({ check, onRetry, answers }: { check: EligibilityCheck; onRetry: () => void; answers: OnboardingAnswers }) {
  const t = useT();
  if (check.phase !== 'done') return <Checking stage={check.phase === 'checking' ? check.stage : 0} />;
  const { result, failed } = check;
  if (result.eligible && result.filing) {
    const choseIt = onboardingAnswer(answers, 'onboardingFilingChoice') === 'petition-first';
    const barred = result.filing === 'petition-only';
    const short = result.shortfall !== null;
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity={barred ? 'warning' : (result.filing === 'together' || result.filing === 'petition-filed') && !short ? 'success' : 'info'} role="status">
          <AlertTitle>{t(pathTitle(result.filing, choseIt, short))}</AlertTitle>
          <Typography variant="body2">{result.message}</Typography>
          {barred && result.unmetConditions.length > 0 && (
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
              {t('walk.check.whyNotHere')}
            </Typography>
          )}
          <Conditions conditions={result.unmetConditions} />
          {barred && (
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
              {t('walk.check.lawyerNext')}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('walk.check.continue')}
          </Typography>
        </Alert>
        {result.shortfall && <IncomeShortfall shortfall={result.shortfall} />}
      </Box>
    );
  }
  if (failed) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('walk.check.again')}
          </Button>
        }
      >
        {t('walk.check.failed')}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{t('walk.check.cannotContinue')}</AlertTitle>
      <Typography variant="body2">{result.message}</Typography>
      <Conditions conditions={result.unmetConditions} />
      <Typography variant="body2">{t('walk.check.changeAnswer')}</Typography>
    </Alert>
  );
}
