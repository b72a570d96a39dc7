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
import { useT } from '../../i18n/use-t.ts';

/** /preview: the forms are filled on load; progress, then every page to look through before paying. */
export default function PreviewPage() {
  const [, navigate] = useLocation();
  const chosen = useChosenStage();
  const { filing, stage, ready } = chosen;
  const stageName = stage?.stage;
  const { state, retry } = usePdfJob(ready, stageName);
  const t = useT();
  // This stage cannot be filed today: its preview is stamped, never called ready.
  const held = stage !== null && !stage.fileable;
  // The server refuses a payment when nothing downloadable now can be filed; the button does not lead there.
  const payable = filing?.payable ?? true;
  // A person who paid already goes on to the download, not to a payment they need not make.
  const paid = useSnapshot(authState).user?.hasPaid === true;
  const completed = state.status === 'COMPLETED' && state.current;
  const whyNot =
    state.status === 'FAILED'
      ? t('screens.preview.whyFailed')
      : state.status !== 'COMPLETED'
        ? t('screens.preview.whyPreparing')
        : !state.current
          ? t('screens.preview.whyStale')
          : paid && held
            ? t('screens.preview.whyHeldPaid')
            : !paid && !payable
              ? t('screens.preview.whyNotPayable')
              : null;

  useEffect(() => {
    if (completed && !held) toast.success(t('screens.preview.readyToast'));
  }, [completed, held, t]);

  return (
    <PageContainer
      title={t('screens.preview.title')}
      subtitle={t('screens.preview.subtitle')}
      maxWidth="lg"
    >
      <StageSwitch {...chosen} />
      <HeldFormsNotice status={filing} stage={stage} place="preview" />
      {state.status === 'IDLE' && (
        <Paper variant="outlined">
          <LoadingState label={t('screens.preview.initializing')} />
        </Paper>
      )}

      {state.status === 'PROCESSING' && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 1 }}>
            <Typography component="h2" sx={{ fontWeight: 600 }}>
              {t('screens.preview.preparing')}
            </Typography>
            <Typography aria-hidden="true" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {state.progress}%
            </Typography>
          </Box>
          <LinearProgress variant="determinate" value={state.progress} aria-label={t('screens.preview.preparing')} sx={{ height: 10, borderRadius: 5 }} />
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {t('screens.preview.preparingText')}
          </Typography>
        </Paper>
      )}

      {state.status === 'FAILED' && (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" onClick={retry}>
              {t('screens.tryAgain')}
            </Button>
          }
        >
          <AlertTitle component="h2">{t('screens.preview.failedTitle')}</AlertTitle>
          {state.message}
          {state.detail && <Box sx={{ mt: 1 }}>{state.detail}</Box>}
          {state.checkFailed && (
            <Box sx={{ mt: 1 }}>
              <RouterLink href={withStage(paths.checkingStage, stageName)} sx={{ color: 'inherit', fontWeight: 600 }}>
                {t('screens.preview.seeCheck')}
              </RouterLink>
            </Box>
          )}
        </Alert>
      )}

      {state.status === 'COMPLETED' && !state.current && (
        <StalePackageNotice
          action={
            <Button color="inherit" onClick={retry}>
              {t('screens.preview.generateAgain')}
            </Button>
          }
        />
      )}

      {completed && !held && (
        <Alert severity="success" sx={{ mb: 3 }}>
          <AlertTitle component="h2">{t('screens.preview.readyTitle')}</AlertTitle>
          {t('screens.preview.readyText', { count: state.pages.length })}
        </Alert>
      )}

      {completed && held && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          <AlertTitle component="h2">{t('screens.preview.heldTitle')}</AlertTitle>
          {t('screens.preview.heldText', { count: state.pages.length })}
        </Alert>
      )}

      {(state.status === 'COMPLETED' || (state.status === 'PROCESSING' && state.pages.length > 0)) && (
        <PreviewPanel pages={state.pages} zoomPages={state.zoomPages} complete={state.status === 'COMPLETED'} />
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'space-between', alignItems: 'center', gap: 2, mt: 3 }}>
        <LinkButton href={withStage(paths.checkingStage, stageName)} variant="text">
          {t('screens.preview.backToCheck')}
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
            {t(paid ? 'screens.preview.toDownload' : 'screens.preview.toPayment')}
          </Button>
        </Box>
      </Box>
    </PageContainer>
  );
}
