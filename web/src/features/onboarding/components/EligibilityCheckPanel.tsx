import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, AlertTitle, Box, Button, CircularProgress, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden.tsx';
import { CHECK_STAGES, type EligibilityCheck } from '../hooks/use-eligibility-check.ts';
import { Reason } from './Reason.tsx';

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

/** Step 4: the animated check, then the result in plain words. */
export function EligibilityCheckPanel({ check, onRetry }: { check: EligibilityCheck; onRetry: () => void }) {
  if (check.phase !== 'done') return <Checking stage={check.phase === 'checking' ? check.stage : 0} />;
  const { result, failed } = check;
  if (result.eligible && result.filing !== 'together' && result.filing !== 'petition-filed') {
    return (
      <Alert severity="info" role="status">
        <AlertTitle>We can prepare your petition now</AlertTitle>
        {result.message}
        {result.unmetConditions.length > 0 && (
          <ul>
            {result.unmetConditions.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
        )}
      </Alert>
    );
  }
  if (result.eligible) {
    return (
      <Alert severity="success" role="status">
        <AlertTitle>Good news: our service fits your case</AlertTitle>
        {result.message} Continue to choose the optional applications.
      </Alert>
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
      {result.unmetConditions.length > 0 && (
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {result.unmetConditions.map((condition) => (
            <li key={condition}>
              <Reason message={condition} variant="body2" />
            </li>
          ))}
        </Box>
      )}
      <Typography variant="body2">If an answer is not right, go back and change it: the check runs again when you return here.</Typography>
    </Alert>
  );
}
