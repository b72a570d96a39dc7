import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { HeldFormsNotice } from '../../components/filing/HeldFormsNotice.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { PageContainer } from '../../components/ui/PageContainer.tsx';
import { LinkButton, RouterLink } from '../../components/ui/RouterLink.tsx';
import { paths } from '../../config/paths.ts';
import { useFilingStatus } from '../../lib/filing-status.ts';
import { authState } from '../../stores/auth.ts';
import { PreviewPanel } from './PreviewPanel.tsx';
import { StalePackageNotice } from './StalePackageNotice.tsx';
import { usePdfJob } from './use-pdf-job.ts';

/** /preview: the forms are filled on load; progress, then every page to look through before paying. */
export default function PreviewPage() {
  const [, navigate] = useLocation();
  const { state, retry } = usePdfJob();
  const filing = useFilingStatus();
  // The server refuses the payment too; the button does not lead there.
  const held = filing !== null && !filing.fileable;
  // A person who paid already goes on to the download, not to a payment they need not make.
  const paid = useSnapshot(authState).user?.hasPaid === true;

  return (
    <PageContainer
      title="Preview Your Documents"
      subtitle="We fill in the official USCIS forms with your answers. Look through every page before you continue."
      maxWidth="lg"
    >
      <HeldFormsNotice status={filing} place="preview" />
      {state.status === 'IDLE' && (
        <Paper variant="outlined">
          <LoadingState label="Initializing…" />
        </Paper>
      )}

      {state.status === 'PROCESSING' && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 1 }}>
            <Typography component="h2" sx={{ fontWeight: 600 }}>
              Preparing your documents
            </Typography>
            <Typography aria-hidden="true" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {state.progress}%
            </Typography>
          </Box>
          <LinearProgress variant="determinate" value={state.progress} aria-label="Preparing your documents" sx={{ height: 10, borderRadius: 5 }} />
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            This usually takes less than a minute. You can stay on this page; the pages appear as they are ready.
          </Typography>
        </Paper>
      )}

      {state.status === 'FAILED' && (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" onClick={retry}>
              Try Again
            </Button>
          }
        >
          <AlertTitle component="h2">Your documents could not be prepared</AlertTitle>
          {state.message}
          {state.detail && <Box sx={{ mt: 1 }}>{state.detail}</Box>}
          {state.checkFailed && (
            <Box sx={{ mt: 1 }}>
              <RouterLink href={paths.checkingStage} sx={{ color: 'inherit', fontWeight: 600 }}>
                See what needs attention
              </RouterLink>
            </Box>
          )}
        </Alert>
      )}

      {state.status === 'COMPLETED' && !state.current && (
        <StalePackageNotice
          action={
            <Button color="inherit" onClick={retry}>
              Generate Again
            </Button>
          }
        />
      )}

      {state.status === 'COMPLETED' && state.current && (
        <Alert severity="success" sx={{ mb: 3 }}>
          <AlertTitle component="h2">Your documents are ready</AlertTitle>
          {state.pages.length} page{state.pages.length === 1 ? '' : 's'}, filled in with your answers. Scroll through them below.
        </Alert>
      )}

      {(state.status === 'COMPLETED' || (state.status === 'PROCESSING' && state.pages.length > 0)) && (
        <PreviewPanel pages={state.pages} complete={state.status === 'COMPLETED'} />
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'space-between', alignItems: 'center', gap: 2, mt: 3 }}>
        <LinkButton href={paths.checkingStage} variant="text">
          Back to the check
        </LinkButton>
        <Button
          variant="contained"
          size="large"
          endIcon={<ArrowForwardIcon />}
          disabled={state.status !== 'COMPLETED' || !state.current || (held && !paid)}
          onClick={() => navigate(paid ? paths.download : paths.payment)}
        >
          {paid ? 'Go to download' : 'Proceed to Payment'}
        </Button>
      </Box>
    </PageContainer>
  );
}
