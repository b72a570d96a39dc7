import { Alert, Button } from '@mui/material';
import { useSnapshot } from 'valtio';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { PageContainer } from '../../components/ui/PageContainer.tsx';
import { useFilingDate } from '../../lib/client-config.ts';
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
  const title = editing ? 'Edit your onboarding answers' : 'Let’s see if we can help';
  const subtitle = editing
    ? 'Change any answer, then press Finish on the last step: we check your case again and update your applications.'
    : 'Seven short steps tell whether our service fits your case. Your answers are saved as you go.';
  const failure = record.status === 'failed' ? record.message : filingDate.status === 'failed' ? 'Failed to load your answers.' : null;

  return (
    <PageContainer title={title} subtitle={subtitle} maxWidth="sm">
      {failure === null && (record.status === 'loading' || filingDate.status === 'loading') && <LoadingState label="Loading your answers…" />}
      {failure !== null && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              Try again
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
