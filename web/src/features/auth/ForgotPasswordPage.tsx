import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { LINK_LIFETIME_HOURS } from '@domain/product/account.ts';
import { emailProblemOf } from '../../i18n/email-problem.ts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useT } from '../../i18n/use-t.ts';
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
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = !email.trim() ? t('auth.forgot.enterEmail') : emailProblemOf(email, t);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      // The server's answer is the same whether or not the address has an account: it is said here in the page's language.
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (failure) {
      setError(messageOf(failure, t('auth.forgot.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      below={
        <RouterLink href={paths.login} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBackIcon fontSize="small" aria-hidden />
          <FormattedMessage id="auth.backToSignIn" />
        </RouterLink>
      }
    >
      {sent ? (
        <Alert severity="success" role="status">
          {t('auth.forgot.sentIntro')} {t('auth.forgot.sent', { hours: LINK_LIFETIME_HOURS })}
        </Alert>
      ) : (
        <>
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
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                disabled={busy}
                startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
              >
                {busy ? t('auth.forgot.busy') : t('auth.forgot.submit')}
              </Button>
            </Stack>
          </Box>
        </>
      )}
    </AuthCard>
  );
}
