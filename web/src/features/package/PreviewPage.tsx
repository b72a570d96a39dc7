import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSnapshot } from 'valtio';
import { useEffect } from 'react';
import { toast } from 'react-hot-toast';
import { useLocation } from 'wouter';
import { HeldFormsNotice } from '../../components/filing/HeldFormsNotice.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { PageContainer } from '../../components/ui/PageContainer.tsx';
import { LinkButton, RouterLink } from '../../components/ui/RouterLink.tsx';
import { paths } from '../../config/paths.ts';
import { StageSwitch, useChosenStage, withStage } from '../../components/filing/StageSwitch.tsx';
import { authState } from '../../stores/auth.ts';
import { PreviewPanel } from './PreviewPanel.tsx';
import { StalePackageNotice } from './StalePackageNotice.tsx';
import { usePdfJob } from './use-pdf-job.ts';

/** /preview: the forms are filled on load; progress, then every page to look through before paying. */
export default function PreviewPage() {
  const [, navigate] = useLocation();
  const chosen = useChosenStage();
  const { filing, stage, ready } = chosen;
  const stageName = stage?.stage;
  const { state, retry } = usePdfJob(ready, stageName);
  // This stage cannot be filed today: its preview is stamped, never called ready.
  const held = stage !== null && !stage.fileable;
  // The server refuses a payment when nothing downloadable now can be filed; the button does not lead there.
  const payable = filing?.payable ?? true;
  // A person who paid already goes on to the download, not to a payment they need not make.
  const paid = useSnapshot(authState).user?.hasPaid === true;
  const completed = state.status === 'COMPLETED' && state.current;
  const whyNot =
    state.status === 'FAILED'
      ? 'Your documents could not be prepared.'
      : state.status !== 'COMPLETED'
        ? 'Your documents are still being prepared.'
        : !state.current
          ? 'An answer changed since: generate the documents again.'
          : paid && held
            ? 'This part cannot be filed today: you can download it once it is ready.'
            : !paid && !payable
              ? 'Payment opens as soon as a part of your filing can be filed.'
              : null;

  useEffect(() => {
    if (completed && !held) toast.success('Your documents are ready.');
  }, [completed, held]);

  return (
    <PageContainer
      title="Preview Your Documents"
      subtitle="We fill in the official USCIS forms with your answers. Look through every page before you continue."
      maxWidth="lg"
    >
      <StageSwitch {...chosen} />
      <HeldFormsNotice status={filing} stage={stage} place="preview" />
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
              <RouterLink href={withStage(paths.checkingStage, stageName)} sx={{ color: 'inherit', fontWeight: 600 }}>
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

      {completed && !held && (
        <Alert severity="success" sx={{ mb: 3 }}>
          <AlertTitle component="h2">Your documents are ready</AlertTitle>
          {state.pages.length} page{state.pages.length === 1 ? '' : 's'}, filled in with your answers. Scroll through them below.
        </Alert>
      )}

      {completed && held && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          <AlertTitle component="h2">Prepared to look through, not to file</AlertTitle>
          {state.pages.length} page{state.pages.length === 1 ? '' : 's'}, filled in with your answers, so that you can check them now. This part cannot
          be filed today, for the reasons above.
        </Alert>
      )}

      {(state.status === 'COMPLETED' || (state.status === 'PROCESSING' && state.pages.length > 0)) && (
        <PreviewPanel pages={state.pages} complete={state.status === 'COMPLETED'} />
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'space-between', alignItems: 'center', gap: 2, mt: 3 }}>
        <LinkButton href={withStage(paths.checkingStage, stageName)} variant="text">
          Back to the check
        </LinkButton>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 2 }}>
          {whyNot && (
            <Typography id="proceed-why-not" variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
              {whyNot}
            </Typography>
          )}
          <Button
            variant="contained"
            size="large"
            endIcon={<ArrowForwardIcon />}
            disabled={whyNot !== null}
            aria-describedby={whyNot ? 'proceed-why-not' : undefined}
            onClick={() => navigate(withStage(paid ? paths.download : paths.payment, stageName))}
          >
            {paid ? 'Go to download' : 'Proceed to Payment'}
          </Button>
        </Box>
      </Box>
    </PageContainer>
  );
}
