import { Box, Button, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { isUser, type User } from '@domain/contract/account.ts';
import { MIN_PASSWORD_LENGTH, NEW_PASSWORD_TOO_SHORT, passwordLength } from '@domain/product/account.ts';
import { FormErrorAlert } from '../../../components/ui/FormErrorAlert.tsx';
import { PasswordField } from '../../../components/ui/PasswordField.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { replaceToken, setUser } from '../../../stores/auth.ts';
import { updateProfile } from '../api/account.ts';
import { SettingsSection } from './SettingsSection.tsx';

const EMPTY = { current: '', next: '', confirm: '' };

/** The first problem with the password change, with the messages of spec section 5, or null. */
function problemWith({ current, next, confirm }: typeof EMPTY): string | null {
  if (!current || !next || !confirm) return 'Please fill in all fields';
  if (next !== confirm) return 'New passwords do not match';
  if (passwordLength(next) < MIN_PASSWORD_LENGTH) return NEW_PASSWORD_TOO_SHORT;
  return null;
}

/** Changing the password: the current one is sent with the new one; other devices are signed out. */
export function PasswordSection({ user }: { user: Readonly<User> }) {
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (key: keyof typeof EMPTY, value: string) => setFields((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = problemWith(fields);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const result = await updateProfile({ email: user.email, currentPassword: fields.current, newPassword: fields.next });
      // The change revoked every older token, this session's too: keep the new one.
      replaceToken(result.token);
      if (isUser(result.user)) setUser(result.user);
      setFields(EMPTY);
      toast.success('Profile updated successfully!');
    } catch (failure) {
      setError(messageOf(failure, 'Failed to update profile'));
    } finally {
      setBusy(false);
    }
  };

  const mismatch = fields.confirm !== '' && fields.next !== fields.confirm;
  return (
    <SettingsSection title="Password" description={`Use at least ${MIN_PASSWORD_LENGTH} characters. Changing it signs you out on your other devices.`}>
      <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2 }}>
        <FormErrorAlert message={error} />
        <Stack spacing={2}>
          <PasswordField label="Current password" autoComplete="current-password" value={fields.current} onChange={(event) => change('current', event.target.value)} fullWidth />
          <PasswordField label="New password" autoComplete="new-password" value={fields.next} onChange={(event) => change('next', event.target.value)} fullWidth />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            value={fields.confirm}
            onChange={(event) => change('confirm', event.target.value)}
            error={mismatch}
            helperText={mismatch ? 'New passwords do not match' : ' '}
            fullWidth
          />
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? 'Saving…' : 'Change password'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </SettingsSection>
  );
}
