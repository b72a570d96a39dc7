import { Alert, Box, Button, LinearProgress, List, Paper, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { HeldFormsNotice } from '../../components/filing/HeldFormsNotice.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { PageContainer } from '../../components/ui/PageContainer.tsx';
import { LinkButton } from '../../components/ui/RouterLink.tsx';
import { paths } from '../../config/paths.ts';
import { messageOf } from '../../lib/api-client.ts';
import { currentStageOf, useFilingStatusReload } from '../../lib/filing-status.ts';
import { authState } from '../../stores/auth.ts';
import { addForm, formsState, removeForm, setForms } from '../../stores/forms.ts';
import { listApplications } from '../../lib/applications-api.ts';
import { restartApplication } from './api/applications.ts';
import { dashboardApplications, describeApplication, type ApplicationSummary } from './application-order.ts';
import { ApplicationListSkeleton } from './components/ApplicationListSkeleton.tsx';
import { ApplicationRow } from './components/ApplicationRow.tsx';
import { NextStepCards } from './components/NextStepCards.tsx';
import { FilingStages } from './components/FilingStages.tsx';
import { onboardingAnswersOf } from './api/filing-choice.ts';
import { greetingName } from './greeting-name.ts';
import { Message } from '../../i18n/Message.tsx';
import { useT } from '../../i18n/use-t.ts';
import { languageState } from '../../stores/language.ts';

type Load = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; message: string };

function OverallProgress({ applications }: { applications: readonly ApplicationSummary[] }) {
  const complete = applications.filter((application) => application.completeness >= 100).length;
  const average = Math.round(applications.reduce((sum, application) => sum + application.completeness, 0) / applications.length);
  const t = useT();
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 0.75 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t('screens.dashboard.progress', { complete, total: applications.length })}
        </Typography>
        <Typography color="text.secondary">{t('screens.dashboard.overall', { percent: average / 100 })}</Typography>
      </Box>
      <LinearProgress variant="determinate" value={average} aria-label={t('screens.dashboard.overallLabel', { percent: average / 100 })} sx={{ height: 10, borderRadius: 5 }} />
    </Box>
  );
}

/** /dashboard: the couple's applications, with their progress, restart, the check and help. */
export default function DashboardPage() {
  const { user } = useSnapshot(authState);
  const { forms } = useSnapshot(formsState);
  const { language } = useSnapshot(languageState);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  // The application of the restart dialog; kept while the dialog closes so its text does not flicker.
  const [restarting, setRestarting] = useState<ApplicationSummary | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { status: filing, reload: reloadFiling } = useFilingStatusReload();
  const t = useT();

  const fetchApplications = useCallback(async () => {
    try {
      setForms(await listApplications());
      setLoad({ status: 'ready' });
    } catch (error) {
      const message = messageOf(error, t('screens.dashboard.loadFailed'));
      toast.error(message);
      setLoad({ status: 'failed', message });
    }
  }, [t]);

  useEffect(() => {
    void fetchApplications();
  }, [fetchApplications]);

  const confirmRestart = async () => {
    if (!restarting) return;
    setBusy(true);
    try {
      const fresh = await restartApplication(restarting);
      removeForm(restarting.id);
      addForm(fresh);
      toast.success(t('screens.dashboard.restarted'));
      setDialogOpen(false);
    } catch (error) {
      toast.error(messageOf(error, t('screens.dashboard.restartFailed')));
      // The delete may have gone through without the new form: show what the server now has.
      void fetchApplications();
    } finally {
      setBusy(false);
    }
  };

  const askToRestart = (application: ApplicationSummary) => {
    setRestarting(application);
    setDialogOpen(true);
  };

  // Read from the store itself: the snapshot's deep readonly copy is not an Answers record; `forms` above re-renders on change.
  const answers = onboardingAnswersOf(formsState.forms);
  const name = greetingName(answers, user?.email ?? '');
  // A changed way of filing changes the stages and which applications the couple fills.
  const filingChanged = () => {
    reloadFiling();
    void fetchApplications();
  };
  const applications = dashboardApplications(forms);
  const restartingTitle = restarting ? describeApplication(restarting.formType, language).title : '';

  return (
    <PageContainer title={t('screens.dashboard.welcome', { name })} subtitle={t('screens.dashboard.subtitle')}>
      <HeldFormsNotice status={filing} stage={filing ? currentStageOf(filing) : null} place="dashboard" />
      {filing && <FilingStages filing={filing} answers={answers} paid={user?.hasPaid === true} onChanged={filingChanged} />}
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('screens.dashboard.applications')}
      </Typography>
      {load.status === 'ready' && applications.length > 0 && <OverallProgress applications={applications} />}
      <Paper variant="outlined">
        {load.status === 'loading' && <ApplicationListSkeleton />}
        {load.status === 'failed' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => window.location.reload()}>
                {t('screens.tryAgain')}
              </Button>
            }
          >
            {load.message}
          </Alert>
        )}
        {load.status === 'ready' && applications.length === 0 && (
          <Box sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>{t('screens.dashboard.none')}</Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
              {t('screens.dashboard.noneText')}
            </Typography>
            <LinkButton href={paths.onboarding} variant="outlined">
              {t('screens.dashboard.toOnboarding')}
            </LinkButton>
          </Box>
        )}
        {load.status === 'ready' && applications.length > 0 && (
          <List disablePadding aria-label={t('screens.dashboard.applications')}>
            {applications.map((application, index) => (
              <ApplicationRow key={application.id} application={application} divider={index < applications.length - 1} onRestart={askToRestart} />
            ))}
          </List>
        )}
      </Paper>
      <NextStepCards filing={filing} />
      <ConfirmDialog
        open={dialogOpen}
        title={t('screens.dashboard.restartTitle', { title: restartingTitle })}
        description={<Message id="screens.dashboard.restartText" values={{ title: restartingTitle }} />}
        confirmWord={t('screens.dashboard.restartWord')}
        // Spec section 2: the restart dialog asks for the word; that check is not enforced.
        enforced={false}
        confirmLabel={t('screens.dashboard.restart')}
        destructive
        busy={busy}
        onConfirm={() => void confirmRestart()}
        onClose={() => setDialogOpen(false)}
      />
    </PageContainer>
  );
}
