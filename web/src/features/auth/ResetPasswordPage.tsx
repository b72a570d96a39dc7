import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT, passwordLength } from '@domain/product/account.ts';
import { RESET_REDIRECT_MS } from '../../config/constants.ts';
import { paths } from '../../config/paths.ts';
import { FormErrorAlert } from '../../components/ui/FormErrorAlert.tsx';
import { PasswordField } from '../../components/ui/PasswordField.tsx';
import { RouterLink } from '../../components/ui/RouterLink.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { resetPassword } from './api/password-reset.ts';
import { AuthCard } from './components/AuthCard.tsx';
import { Message } from '../../i18n/Message.tsx';
import { useT } from '../../i18n/use-t.ts';

/** /reset-password?token=…: choose a new password; success goes to /login after 3 s. */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  const [, navigate] = useLocation();
  const t = useT();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(token ? null : t('auth.reset.missingToken'));
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return setError(t('auth.reset.missingToken'));
    if (!password || !confirm) return setError(t('auth.fillAllFields'));
    if (password !== confirm) return setError(t('auth.register.mismatch'));
    if (passwordLength(password) < MIN_PASSWORD_LENGTH) return setError(PASSWORD_TOO_SHORT);
    setError(null);
    setBusy(true);
    try {
      // The server's answer says the same as 'auth.reset.done', in English only.
      await resetPassword(token, password);
      setDone(true);
    } catch (failure) {
      setError(messageOf(failure, t('auth.reset.failed')));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AuthCard title={t('auth.reset.doneTitle')}>
        <Alert severity="success" role="status">
          {t('auth.reset.done')}
        </Alert>
        <Typography sx={{ mt: 2 }}>
          <RouterLink href={paths.login}>{t('auth.reset.goNow')}</RouterLink>
        </Typography>
      </AuthCard>
    );
  }

  const mismatch = confirm !== '' && password !== confirm;
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle', { min: MIN_PASSWORD_LENGTH })}>
      <FormErrorAlert message={error} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <PasswordField
            label={t('auth.reset.new')}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            fullWidth
            autoFocus={token !== null}
          />
          <PasswordField
            label={t('auth.reset.confirm')}
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={mismatch}
            helperText={mismatch ? t('auth.register.mismatch') : ' '}
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
            {busy ? t('auth.reset.busy') : t('auth.reset.submit')}
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Message id="auth.reset.expired" values={{ link: (words) => <RouterLink href={paths.forgotPassword}>{words}</RouterLink> }} />
      </Typography>
    </AuthCard>
  );
}
