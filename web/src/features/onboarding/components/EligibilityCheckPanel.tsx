import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, AlertTitle, Box, Button, CircularProgress, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden.tsx';
import { CHECK_STAGES, type EligibilityCheck } from '../hooks/use-eligibility-check.ts';
import { Reason } from './Reason.tsx';
import { IncomeShortfall } from '../../../components/sponsorship/IncomeShortfall.tsx';
import type { FilingPathKind } from '@domain/rules/filing-path.ts';
import type { OnboardingAnswers } from '../answers.ts';

function StageIcon({ state }: { state: 'done' | 'current' | 'upcoming' }) {
  if (state === 'done') return <CheckCircleIcon color="success" aria-hidden />;
  if (state === 'current') return <CircularProgress size={20} aria-hidden />;
  return <RadioButtonUncheckedIcon sx={{ color: 'text.disabled' }} aria-hidden />;
}

function Checking({ stage }: { stage: number }) {
  return (
    <Box>
      <LinearProgress variant="determinate" value={((stage + 1) / CHECK_STAGES.length) * 100} aria-label="Eligibility check progress" />
      <List dense aria-label="Steps of the eligibility check">
        {CHECK_STAGES.map((label, index) => {
          const state = index < stage ? 'done' : index === stage ? 'current' : 'upcoming';
          return (
            <ListItem key={label} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <StageIcon state={state} />
              </ListItemIcon>
              <ListItemText primary={label} slotProps={{ primary: { sx: { color: state === 'upcoming' ? 'text.secondary' : 'text.primary', fontWeight: state === 'current' ? 600 : 400 } } }} />
            </ListItem>
          );
        })}
      </List>
      <Box role="status" aria-live="polite">
        <VisuallyHidden>{CHECK_STAGES[stage]}…</VisuallyHidden>
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
function pathTitle(filing: FilingPathKind, choseIt: boolean, shortfall: boolean): string {
  switch (filing) {
    case 'together':
      // A shortfall is not good news: the income section below says what closes it.
      return shortfall ? 'Our service fits your case; the income needs one more step' : 'Good news: our service fits your case';
    case 'petition-filed':
      return 'We prepare your green card application on the petition you filed';
    case 'petition-first':
      return choseIt ? 'Your petition first, your green card application next' : 'We can prepare your petition now';
    case 'consular':
      return 'We prepare the petition for an immigrant visa abroad';
    case 'petition-only':
      return 'We can prepare your petition; what follows needs a lawyer';
    default: {
      const exhaustive: never = filing;
      return exhaustive;
    }
  }
}

/** Step 4: the animated check, then the result in plain words, for the way the couple files. */
export function EligibilityCheckPanel({ check, onRetry, answers }: { check: EligibilityCheck; onRetry: () => void; answers: OnboardingAnswers }) {
  if (check.phase !== 'done') return <Checking stage={check.phase === 'checking' ? check.stage : 0} />;
  const { result, failed } = check;
  if (result.eligible && result.filing) {
    const choseIt = answers['onboardingFilingChoice'] === 'petition-first';
    const barred = result.filing === 'petition-only';
    const short = result.shortfall !== null;
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity={barred ? 'warning' : (result.filing === 'together' || result.filing === 'petition-filed') && !short ? 'success' : 'info'} role="status">
          <AlertTitle>{pathTitle(result.filing, choseIt, short)}</AlertTitle>
          <Typography variant="body2">{result.message}</Typography>
          {barred && result.unmetConditions.length > 0 && (
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
              Why the green card cannot be applied for from here:
            </Typography>
          )}
          <Conditions conditions={result.unmetConditions} />
          {barred && (
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
              What follows the petition needs an immigration lawyer or a DOJ-accredited representative: we prepare only the petition.
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 1 }}>
            Continue to see what we prepare for you.
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
            Check again
          </Button>
        }
      >
        {result.message}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>We cannot continue with these answers</AlertTitle>
      <Typography variant="body2">{result.message}</Typography>
      <Conditions conditions={result.unmetConditions} />
      <Typography variant="body2">If an answer is not right, go back and change it: the check runs again when you return here.</Typography>
    </Alert>
  );
}
