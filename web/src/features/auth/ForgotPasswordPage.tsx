import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { LINK_LIFETIME_HOURS, lifetimeWords } from '@domain/product/account.ts';
import { checkEmailAddress } from '@domain/rules/formats.ts';
import { useState, type FormEvent } from 'react';
import { paths } from '../../config/paths.ts';
import { FormErrorAlert } from '../../components/ui/FormErrorAlert.tsx';
import { RouterLink } from '../../components/ui/RouterLink.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { requestPasswordReset } from './api/password-reset.ts';
import { AuthCard } from './components/AuthCard.tsx';

/** /forgot-password: asks for a reset link by e-mail. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = !email.trim() ? 'Please enter your email address' : checkEmailAddress(email);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const { message } = await requestPasswordReset(email.trim());
      setSentMessage(message);
    } catch (failure) {
      setError(messageOf(failure, 'Failed to send password reset email'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      below={
        <RouterLink href={paths.login} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBackIcon fontSize="small" aria-hidden />
          Back to sign in
        </RouterLink>
      }
    >
      {sentMessage ? (
        <Alert severity="success" role="status">
          {sentMessage} The link is valid for {lifetimeWords(LINK_LIFETIME_HOURS, 'hour')}. Check your spam folder if it does not arrive within a few minutes.
        </Alert>
      ) : (
        <>
          <FormErrorAlert message={error} />
          <Box component="form" noValidate onSubmit={submit}>
            <Stack spacing={2}>
              <TextField
                label="E-mail address"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                required
                fullWidth
                autoFocus
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                disabled={busy}
                startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
              >
                {busy ? 'Sending…' : 'Send reset link'}
              </Button>
            </Stack>
          </Box>
        </>
      )}
    </AuthCard>
  );
}
