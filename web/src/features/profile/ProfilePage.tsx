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

import { useT } from '../../i18n/use-t.ts';
/** /profile: e-mail, password, onboarding answers and the Danger Zone (spec section 2). */
export default function ProfilePage() {
  const { user } = useSnapshot(authState);
  const t = useT();
  return (
    <PageContainer title={t('screens.profile.title')} subtitle={t('screens.profile.subtitle')} maxWidth="sm">
      {user ? (
        <Stack spacing={3}>
          <EmailSection user={user} />
          <PasswordSection user={user} />
          <SettingsSection
            title={t('screens.profile.onboarding')}
            description={t('screens.profile.onboardingText')}
          >
            <LinkButton href={paths.onboarding} variant="outlined" startIcon={<EditIcon />} sx={{ mt: 2 }}>
              {t('screens.profile.editOnboarding')}
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
