import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { Alert, Box, Button, Chip, Stack, TextField } from '@mui/material';
import { isUser, type User } from '@domain/contract/account.ts';
import { emailProblemOf } from '../../../i18n/email-problem.ts';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { paths } from '../../../config/paths.ts';
import { FormErrorAlert } from '../../../components/ui/FormErrorAlert.tsx';
import { RouterLink } from '../../../components/ui/RouterLink.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { replaceToken, setUser } from '../../../stores/auth.ts';
import { updateProfile } from '../api/account.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { useT } from '../../../i18n/use-t.ts';

/**
 * The e-mail address, whether it is verified, and changing it: the current password is asked, and
 * the new address takes over only when it opens the link sent to it.
 */
export function EmailSection({ user }: { user: Readonly<User> }) {
  const [email, setEmail] = useState(user.email);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const changed = email.trim() !== user.email;
  const t = useT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = !email.trim() || (changed && !password) ? t('screens.profile.fillAll') : emailProblemOf(email, t);
    setError(problem);
    if (problem || !changed) return;
    setBusy(true);
    try {
      const result = await updateProfile({ email: email.trim(), currentPassword: password });
      replaceToken(result.token);
      if (isUser(result.user)) {
        setUser(result.user);
        setEmail(result.user.email);
      }
      setPassword('');
      setSent(result.message ?? null);
      toast.success(t(result.message ? 'screens.profile.checkMailbox' : 'screens.profile.updated'));
    } catch (failure) {
      setError(messageOf(failure, t('screens.profile.updateFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={t('screens.profile.email')} description={t('screens.profile.emailText')}>
      <Box sx={{ mt: 2, mb: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {user.emailVerified ? (
          <Chip icon={<MarkEmailReadIcon />} label={t('screens.profile.verified')} color="success" variant="outlined" />
        ) : (
          <>
            {/* Orange text on white is too faint to read: the icon carries the colour, the words stay dark. */}
            <Chip icon={<MarkEmailUnreadIcon color="warning" />} label={t('screens.profile.notVerified')} variant="outlined" sx={{ borderColor: 'warning.main' }} />
            <RouterLink href={paths.verifyEmail}>{t('screens.profile.verify')}</RouterLink>
          </>
        )}
      </Box>
      {sent && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {sent} {t('screens.profile.toldCurrent')}
        </Alert>
      )}
      <FormErrorAlert message={error} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField label={t('screens.profile.email')} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} fullWidth />
          {changed && (
            <TextField
              label={t('screens.profile.currentPassword')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              helperText={t('screens.profile.askedAgain')}
              fullWidth
            />
          )}
          <Button type="submit" variant="contained" disabled={busy || !changed} sx={{ flexShrink: 0, minHeight: 56 }}>
            {busy ? t('screens.saving') : t('screens.profile.saveEmail')}
          </Button>
        </Stack>
      </Box>
    </SettingsSection>
  );
}
