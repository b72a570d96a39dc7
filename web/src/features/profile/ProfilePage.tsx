import EditIcon from '@mui/icons-material/Edit';
import { Stack } from '@mui/material';
import { useSnapshot } from 'valtio';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { PageContainer } from '../../components/ui/PageContainer.tsx';
import { LinkButton } from '../../components/ui/RouterLink.tsx';
import { paths } from '../../config/paths.ts';
import { authState } from '../../stores/auth.ts';
import { DangerZone } from './components/DangerZone.tsx';
import { EmailSection } from './components/EmailSection.tsx';
import { PasswordSection } from './components/PasswordSection.tsx';
import { SettingsSection } from './components/SettingsSection.tsx';

/** /profile: e-mail, password, onboarding answers and the Danger Zone (spec section 2). */
export default function ProfilePage() {
  const { user } = useSnapshot(authState);
  return (
    <PageContainer title="Profile Settings" subtitle="Your account, your password and the answers that shape your application." maxWidth="sm">
      {user ? (
        <Stack spacing={3}>
          <EmailSection user={user} />
          <PasswordSection user={user} />
          <SettingsSection
            title="Onboarding answers"
            description="Your first answers decide whether our service fits your case and which forms you need. Change them if your situation has changed."
          >
            <LinkButton href={paths.onboarding} variant="outlined" startIcon={<EditIcon />} sx={{ mt: 2 }}>
              Edit onboarding answers
            </LinkButton>
          </SettingsSection>
          <DangerZone />
        </Stack>
      ) : (
        <LoadingState />
      )}
    </PageContainer>
  );
}
