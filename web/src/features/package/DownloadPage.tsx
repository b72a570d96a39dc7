import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { HeldFormsNotice } from '../../components/filing/HeldFormsNotice.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { PageContainer } from '../../components/ui/PageContainer.tsx';
import { LinkButton } from '../../components/ui/RouterLink.tsx';
import { DOWNLOAD_FILE_NAME } from '@domain/product/package.ts';
import { paths } from '../../config/paths.ts';
import { messageOf } from '../../lib/api-client.ts';
import { StageSwitch, useChosenStage, withStage } from '../../components/filing/StageSwitch.tsx';
import { formsState } from '../../stores/forms.ts';
import { fetchDownloadLink, fetchPdfJob } from './api.ts';
import { saveFileFrom } from './save-file.ts';
import { StalePackageNotice } from './StalePackageNotice.tsx';
import { usePaidUser } from './use-paid-user.ts';
import { Message } from '../../i18n/Message.tsx';
import { useT } from '../../i18n/use-t.ts';


type LinkState = { phase: 'locating' } | { phase: 'stale' } | { phase: 'ready'; url: string | null } | { phase: 'failed'; message: string };

function DownloadPanel({ jobId }: { jobId: string }) {
  const [link, setLink] = useState<LinkState>({ phase: 'locating' });
  const [downloading, setDownloading] = useState(false);
  const [fetchError, setFetchError] = useState<string | null>(null);
  const t = useT();

  useEffect(() => {
    let cancelled = false;
    // A package whose answers changed since is not offered: the person is led to generate it again.
    const located = fetchPdfJob(jobId).then((job) => (job.current ? fetchDownloadLink(jobId) : null));
    located.then(
      (found) => {
        if (!cancelled) setLink(found ? { phase: 'ready', url: found.url ?? null } : { phase: 'stale' });
      },
      (error: unknown) => {
        if (cancelled) return;
        const message = messageOf(error, t('screens.download.linkFailed'));
        toast.error(message);
        setLink({ phase: 'failed', message });
      },
    );
    return () => {
      cancelled = true;
    };
    // The link is asked once per job: a switch of language does not ask again.
  }, [jobId]);

  const download = async (url: string | null) => {
    if (!url) {
      toast.error(t('screens.download.noUrl'));
      return;
    }
    setDownloading(true);
    setFetchError(null);
    // The signed link lives five minutes: a page left open longer asks for a fresh one once.
    let saved = await saveFileFrom(url);
    if (!saved) {
      const fresh = await fetchDownloadLink(jobId).catch(() => null);
      if (fresh?.url) {
        setLink({ phase: 'ready', url: fresh.url });
        saved = await saveFileFrom(fresh.url);
      }
    }
    if (!saved) {
      setFetchError(t('screens.download.fetchFailed'));
      toast.error(t('screens.download.fetchFailed'));
    }
    setDownloading(false);
  };

  if (link.phase === 'locating') return <LoadingState label={t('screens.download.locating')} />;
  if (link.phase === 'failed') return <Alert severity="error">{link.message}</Alert>;
  if (link.phase === 'stale') {
    return (
      <StalePackageNotice
        action={
          <LinkButton href={paths.preview} color="inherit">
            {t('screens.preview.generateAgain')}
          </LinkButton>
        }
      />
    );
  }
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 2, sm: 3 } }}>
      <Chip icon={<CheckCircleIcon />} label={t('screens.download.ready')} color="success" sx={{ fontWeight: 600, mb: 2 }} />
      <Typography sx={{ mb: 3 }}>
        <Message id="screens.download.oneFile" values={{ file: DOWNLOAD_FILE_NAME }} />
      </Typography>
      <Button variant="contained" size="large" startIcon={<DownloadIcon />} onClick={() => void download(link.url)} disabled={downloading} sx={{ px: 4, py: 1.5 }}>
        {downloading ? t('screens.download.downloading') : t('screens.download.now')}
      </Button>
      {fetchError && (
        <Alert severity="error" sx={{ mt: 2, textAlign: 'left' }}>
          {fetchError}
        </Alert>
      )}
    </Box>
  );
}

/**
 * /create-filled-up-pdfs-and-download: the paid package of a stage (the current one unless the
 * address names another), from its most recent completed job.
 */
export default function DownloadPage() {
  const { pdfJobIds } = useSnapshot(formsState);
  const payment = usePaidUser();
  const chosen = useChosenStage();
  const { filing, stage } = chosen;
  const stageName = stage?.stage ?? 'whole';
  const pdfJobId = pdfJobIds[stageName] ?? null;
  // A stage that cannot be filed today (a held form, a visa, the receipt) is not downloaded: the server refuses it too.
  const waiting = stage !== null && !stage.fileable;
  const t = useT();

  if (payment === 'unpaid') return <Redirect to={withStage(paths.payment, stage?.stage)} replace />;

  return (
    <PageContainer title={t('screens.download.title')} maxWidth="sm">
      {payment === 'paid' && <StageSwitch {...chosen} />}
      {payment === 'paid' && <HeldFormsNotice status={filing} stage={stage} place="download" />}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {payment === 'confirming' && <LoadingState label={t('screens.download.confirming')} />}
        {payment === 'unconfirmed' && (
          <Alert severity="warning">
            {t('screens.download.unconfirmed')}
          </Alert>
        )}
        {payment === 'paid' && waiting && (
          <Alert severity="warning">{t('screens.download.waiting')}</Alert>
        )}
        {payment === 'paid' && !waiting && (pdfJobId ? <DownloadPanel jobId={pdfJobId} /> : <Alert severity="error">{t('screens.download.noJob')}</Alert>)}
      </Paper>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
        {t('screens.download.changeAfter')}
      </Typography>
      <Box sx={{ mt: 3 }}>
        <LinkButton href={withStage(paths.preview, stage?.stage)} variant="outlined">
          {t('screens.payment.back')}
        </LinkButton>
      </Box>
    </PageContainer>
  );
}
