import { Alert, Button } from '@mui/material';
import { useSnapshot } from 'valtio';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { PageContainer } from '../../components/ui/PageContainer.tsx';
import { useFilingDate } from '../../lib/client-config.ts';
import { useT } from '../../i18n/use-t.ts';
import { authState } from '../../stores/auth.ts';
import { AutosavedOnboarding, EditedOnboarding } from './components/OnboardingAnswers.tsx';
import { useOnboardingRecord } from './hooks/use-onboarding-record.ts';

/**
 * /onboarding: the first questionnaire, saved as the person types, or — once completed — "edit
 * onboarding answers" from /profile, kept on the page until Finish.
 */
export default function OnboardingPage() {
  const { user } = useSnapshot(authState);
  const record = useOnboardingRecord();
  const filingDate = useFilingDate();
  const editing = user?.onboardingStatus === 'COMPLETED_ELIGIBLE' || user?.onboardingStatus === 'COMPLETED_INELIGIBLE';
  const t = useT();
  const title = t(editing ? 'walk.onboarding.titleEdit' : 'walk.onboarding.title');
  const subtitle = t(editing ? 'walk.onboarding.subtitleEdit' : 'walk.onboarding.subtitle');
  const failure = record.status === 'failed' ? record.message : filingDate.status === 'failed' ? t('walk.onboarding.loadFailed') : null;

  return (
    <PageContainer title={title} subtitle={subtitle} maxWidth="sm">
      {failure === null && (record.status === 'loading' || filingDate.status === 'loading') && <LoadingState label={t('walk.onboarding.loading')} />}
      {failure !== null && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              {t('walk.onboarding.tryAgain')}
            </Button>
          }
        >
          {failure}
        </Alert>
      )}
      {record.status === 'ready' &&
        filingDate.status === 'ready' &&
        (editing ? (
          <EditedOnboarding application={record.application} today={filingDate.date} />
        ) : (
          <AutosavedOnboarding application={record.application} today={filingDate.date} />
        ))}
    </PageContainer>
  );
}
