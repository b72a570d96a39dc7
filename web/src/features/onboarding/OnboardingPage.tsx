import { Alert, Button } from '@mui/material';
import { useSnapshot } from 'valtio';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { PageContainer } from '../../components/ui/PageContainer.tsx';
import { authState } from '../../stores/auth.ts';
import { ELIGIBILITY_STEP } from './answers.ts';
import { OnboardingWizard } from './components/OnboardingWizard.tsx';
import { useOnboardingRecord } from './hooks/use-onboarding-record.ts';

/**
 * /onboarding: the first questionnaire, or — once completed — "edit onboarding answers" from
 * /profile. A first onboarding saves answers and step on every step change and resumes there
 * (at most at the eligibility check, which then runs again). Editing keeps changes on this page
 * until Finish, so the saved answers never disagree with the eligibility they produced.
 */
export default function OnboardingPage() {
  const { user } = useSnapshot(authState);
  const record = useOnboardingRecord();
  const editing = user?.onboardingStatus === 'COMPLETED_ELIGIBLE' || user?.onboardingStatus === 'COMPLETED_INELIGIBLE';
  const title = editing ? 'Edit your onboarding answers' : 'Let’s see if we can help';
  const subtitle = editing
    ? 'Change any answer, then press Finish on the last step: we check your case again and update your applications.'
    : 'Seven short steps tell whether our service fits your case. Your answers are saved as you go.';

  return (
    <PageContainer title={title} subtitle={subtitle} maxWidth="sm">
      {record.loaded.status === 'loading' && <LoadingState label="Loading your answers…" />}
      {record.loaded.status === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              Try again
            </Button>
          }
        >
          {record.loaded.message}
        </Alert>
      )}
      {record.loaded.status === 'ready' && (
        <OnboardingWizard
          initialAnswers={record.loaded.answers}
          initialStep={editing ? 0 : Math.min(Math.max(record.loaded.progress, 0), ELIGIBILITY_STEP)}
          saveOnStepChange={!editing}
          save={record.save}
          saving={record.saving}
          settled={record.settled}
        />
      )}
    </PageContainer>
  );
}
