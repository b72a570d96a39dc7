import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Checkbox, CircularProgress, Divider, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useT } from '../../i18n/use-t.ts';
import { takeOrigin } from '../../app/origin.ts';
import { paths } from '../../config/paths.ts';
import { FormErrorAlert } from '../../components/ui/FormErrorAlert.tsx';
import { PasswordField } from '../../components/ui/PasswordField.tsx';
import { RouterLink } from '../../components/ui/RouterLink.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { login, testLogin } from '../../stores/auth.ts';
import { useTestLoginEnabled } from './hooks/use-test-login-enabled.ts';
import { AuthCard } from './components/AuthCard.tsx';
import { useLeaveWhenSignedIn } from './hooks/use-leave-when-signed-in.ts';

/** /login: e-mail and password; success returns to where the person was going, else /dashboard. */
export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'login' | 'test' | null>(null);
  const testLoginEnabled = useTestLoginEnabled();
  useLeaveWhenSignedIn(takeOrigin);
  const t = useT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t('auth.fillAllFields'));
      return;
    }
    setError(null);
    setBusy('login');
    try {
      await login(email.trim(), password, remember);
    } catch (failure) {
      setError(messageOf(failure, t('auth.login.failed')));
      setBusy(null);
    }
  };

  const quickTestLogin = async () => {
    setError(null);
    setBusy('test');
    try {
      await testLogin();
    } catch (failure) {
      setError(messageOf(failure, t('auth.login.testFailed')));
      setBusy(null);
    }
  };

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      below={
        <RouterLink href={paths.root} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBackIcon fontSize="small" aria-hidden />
          <FormattedMessage id="auth.backToHome" />
        </RouterLink>
      }
    >
      <FormErrorAlert message={error} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            fullWidth
            autoFocus
          />
          <PasswordField
            label={t('auth.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            fullWidth
          />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <FormControlLabel
              control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
              label={t('auth.login.remember')}
            />
            <RouterLink href={paths.forgotPassword}>
              <FormattedMessage id="auth.login.forgot" />
            </RouterLink>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={busy !== null}
            startIcon={busy === 'login' ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {busy === 'login' ? t('auth.login.busy') : t('auth.login.submit')}
          </Button>
        </Stack>
      </Box>
      {testLoginEnabled && (
        <>
          <Divider sx={{ my: 3 }}>
            <FormattedMessage id="auth.login.developmentOnly" />
          </Divider>
          <Button variant="outlined" fullWidth disabled={busy !== null} onClick={() => void quickTestLogin()}>
            {busy === 'test' ? t('auth.login.busy') : t('auth.login.quickTest')}
          </Button>
        </>
      )}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <FormattedMessage id="auth.login.newHere" values={{ link: (words) => <RouterLink href={paths.register}>{words}</RouterLink> }} />
      </Typography>
    </AuthCard>
  );
}
