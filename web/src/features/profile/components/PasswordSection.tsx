import { Box, Button, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { isUser, type User } from '@domain/contract/account.ts';
import { MIN_PASSWORD_LENGTH, passwordLength } from '@domain/product/account.ts';
import { FormErrorAlert } from '../../../components/ui/FormErrorAlert.tsx';
import { PasswordField } from '../../../components/ui/PasswordField.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { replaceToken, setUser } from '../../../stores/auth.ts';
import { updateProfile } from '../api/account.ts';
import { SettingsSection } from './SettingsSection.tsx';
import type { MessageId } from '@domain/i18n/messages.ts';
import { useT } from '../../../i18n/use-t.ts';

const EMPTY = { current: '', next: '', confirm: '' };

/** The first problem with the password change, with the messages of spec section 5, or null. */
function problemWith({ current, next, confirm }: typeof EMPTY, t: (id: MessageId, values?: Record<string, number>) => string): string | null {
  if (!current || !next || !confirm) return t('screens.profile.fillAll');
  if (next !== confirm) return t('screens.profile.mismatch');
  if (passwordLength(next) < MIN_PASSWORD_LENGTH) return t('screens.profile.tooShort', { min: MIN_PASSWORD_LENGTH });
  return null;
}

/** Changing the password: the current one is sent with the new one; other devices are signed out. */
export function PasswordSection({ user }: { user: Readonly<User> }) {
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const change = (key: keyof typeof EMPTY, value: string) => setFields((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = problemWith(fields, t);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const result = await updateProfile({ email: user.email, currentPassword: fields.current, newPassword: fields.next });
      // The change revoked every older token, this session's too: keep the new one.
      replaceToken(result.token);
      if (isUser(result.user)) setUser(result.user);
      setFields(EMPTY);
      toast.success(t('screens.profile.updated'));
    } catch (failure) {
      setError(messageOf(failure, t('screens.profile.updateFailed')));
    } finally {
      setBusy(false);
    }
  };

  const mismatch = fields.confirm !== '' && fields.next !== fields.confirm;
  return (
    <SettingsSection title={t('screens.profile.password')} description={t('screens.profile.passwordText', { min: MIN_PASSWORD_LENGTH })}>
      <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2 }}>
        <FormErrorAlert message={error} />
        <Stack spacing={2}>
          <PasswordField label={t('screens.profile.currentPassword')} autoComplete="current-password" value={fields.current} onChange={(event) => change('current', event.target.value)} fullWidth />
          <PasswordField label={t('screens.profile.newPassword')} autoComplete="new-password" value={fields.next} onChange={(event) => change('next', event.target.value)} fullWidth />
          <PasswordField
            label={t('screens.profile.confirmPassword')}
            autoComplete="new-password"
            value={fields.confirm}
            onChange={(event) => change('confirm', event.target.value)}
            error={mismatch}
            helperText={mismatch ? t('screens.profile.mismatch') : ' '}
            fullWidth
          />
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? t('screens.saving') : t('screens.profile.changePassword')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </SettingsSection>
  );
}
