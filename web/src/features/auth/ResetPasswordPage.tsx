import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '@domain/product/account.ts';
import { RESET_REDIRECT_MS } from '../../config/constants.ts';
import { paths } from '../../config/paths.ts';
import { FormErrorAlert } from '../../components/ui/FormErrorAlert.tsx';
import { PasswordField } from '../../components/ui/PasswordField.tsx';
import { RouterLink } from '../../components/ui/RouterLink.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { resetPassword } from './api/password-reset.ts';
import { AuthCard } from './components/AuthCard.tsx';

const MISSING_TOKEN = 'Invalid or missing password reset token.';

/** /reset-password?token=…: choose a new password; success goes to /login after 3 s. */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(token ? null : MISSING_TOKEN);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!doneMessage) return;
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [doneMessage, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return setError(MISSING_TOKEN);
    if (!password || !confirm) return setError('Please fill in all fields');
    if (password !== confirm) return setError('Passwords do not match');
    if (password.length < MIN_PASSWORD_LENGTH) return setError(PASSWORD_TOO_SHORT);
    setError(null);
    setBusy(true);
    try {
      const { message } = await resetPassword(token, password);
      setDoneMessage(message);
    } catch (failure) {
      setError(messageOf(failure, 'Failed to reset password'));
    } finally {
      setBusy(false);
    }
  };

  if (doneMessage) {
    return (
      <AuthCard title="Password changed">
        <Alert severity="success" role="status">
          {doneMessage} Taking you to the sign-in page…
        </Alert>
        <Typography sx={{ mt: 2 }}>
          <RouterLink href={paths.login}>Go to sign in now</RouterLink>
        </Typography>
      </AuthCard>
    );
  }

  const mismatch = confirm !== '' && password !== confirm;
  return (
    <AuthCard title="Choose a new password" subtitle={`Use at least ${MIN_PASSWORD_LENGTH} characters. Other devices will be signed out.`}>
      <FormErrorAlert message={error} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            fullWidth
            autoFocus={token !== null}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={mismatch}
            helperText={mismatch ? 'Passwords do not match' : ' '}
            required
            fullWidth
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!token || busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {busy ? 'Saving…' : 'Set new password'}
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Link expired? <RouterLink href={paths.forgotPassword}>Ask for a new one</RouterLink>
      </Typography>
    </AuthCard>
  );
}
