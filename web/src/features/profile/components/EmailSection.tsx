import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { Alert, Box, Button, Chip, Stack, TextField } from '@mui/material';
import { isUser, type User } from '@domain/contract/account.ts';
import { checkEmailAddress } from '@domain/rules/formats.ts';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { paths } from '../../../config/paths.ts';
import { FormErrorAlert } from '../../../components/ui/FormErrorAlert.tsx';
import { RouterLink } from '../../../components/ui/RouterLink.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { replaceToken, setUser } from '../../../stores/auth.ts';
import { updateProfile } from '../api/account.ts';
import { SettingsSection } from './SettingsSection.tsx';

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = !email.trim() || (changed && !password) ? 'Please fill in all fields' : checkEmailAddress(email);
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
      toast.success(result.message ? 'Check your new mailbox.' : 'Profile updated successfully!');
    } catch (failure) {
      setError(messageOf(failure, 'Failed to update profile'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title="E-mail address" description="We use it to sign you in and to send you links about your account.">
      <Box sx={{ mt: 2, mb: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {user.emailVerified ? (
          <Chip icon={<MarkEmailReadIcon />} label="Verified" color="success" variant="outlined" />
        ) : (
          <>
            {/* Orange text on white is too faint to read: the icon carries the colour, the words stay dark. */}
            <Chip icon={<MarkEmailUnreadIcon color="warning" />} label="Not verified" variant="outlined" sx={{ borderColor: 'warning.main' }} />
            <RouterLink href={paths.verifyEmail}>Verify your address</RouterLink>
          </>
        )}
      </Box>
      {sent && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {sent} We also told your current address.
        </Alert>
      )}
      <FormErrorAlert message={error} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField label="E-mail address" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} fullWidth />
          {changed && (
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              helperText="Asked again to change your address."
              fullWidth
            />
          )}
          <Button type="submit" variant="contained" disabled={busy || !changed} sx={{ flexShrink: 0, minHeight: 56 }}>
            {busy ? 'Saving…' : 'Save e-mail'}
          </Button>
        </Stack>
      </Box>
    </SettingsSection>
  );
}
