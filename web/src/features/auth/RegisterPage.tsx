import { Box, Button, Checkbox, CircularProgress, FormControlLabel, Link, Stack, TextField, Typography } from '@mui/material';
import { emailProblemOf } from '../../i18n/email-problem.ts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { MessageId } from '@domain/i18n/messages.ts';
import { useT } from '../../i18n/use-t.ts';
import { languageState } from '../../stores/language.ts';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT, passwordLength } from '@domain/product/account.ts';
import { paths } from '../../config/paths.ts';
import { FormErrorAlert } from '../../components/ui/FormErrorAlert.tsx';
import { PasswordField } from '../../components/ui/PasswordField.tsx';
import { RouterLink } from '../../components/ui/RouterLink.tsx';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx';
import { track } from '../../lib/analytics.ts';
import { messageOf } from '../../lib/api-client.ts';
import { register } from '../../stores/auth.ts';
import { AuthCard } from './components/AuthCard.tsx';
import { useLeaveWhenSignedIn } from './hooks/use-leave-when-signed-in.ts';

interface Registration {
  email: string;
  password: string;
  confirm: string;
  agreed: boolean;
}

/** The first problem with the form, in the order of spec section 5, or null. */
function problemWith({ email, password, confirm, agreed }: Registration, t: (id: MessageId) => string): string | null {
  if (!email.trim() || !password || !confirm) return t('auth.fillAllFields');
  const emailProblem = emailProblemOf(email, t);
  if (emailProblem) return emailProblem;
  if (password !== confirm) return t('auth.register.mismatch');
  if (passwordLength(password) < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (!agreed) return t('auth.register.agreeFirst');
  return null;
}

/** A link in the terms sentence; opens in a new tab so the half-filled form stays. */
function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener">
      {children}
      <VisuallyHidden>
        {' '}
        <FormattedMessage id="auth.opensInNewTab" />
      </VisuallyHidden>
    </Link>
  );
}

/** /register: e-mail, password twice and the terms; success goes to /dashboard (spec section 2). */
export default function RegisterPage() {
  const [form, setForm] = useState<Registration>({ email: '', password: '', confirm: '', agreed: false });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useLeaveWhenSignedIn(() => paths.dashboard);
  const t = useT();
  const { language } = useSnapshot(languageState);

  const change = <K extends keyof Registration>(key: K, value: Registration[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = problemWith(form, t);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await register(form.email.trim(), form.password, language);
      track('sign_up', { method: 'email' });
    } catch (failure) {
      setError(messageOf(failure, t('auth.register.failed')));
      setBusy(false);
    }
  };

  const mismatch = form.confirm !== '' && form.password !== form.confirm;
  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <FormErrorAlert message={error} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(event) => change('email', event.target.value)}
            required
            fullWidth
            autoFocus
          />
          <PasswordField
            label={t('auth.password')}
            autoComplete="new-password"
            value={form.password}
            onChange={(event) => change('password', event.target.value)}
            helperText={t('auth.register.passwordHint', { min: MIN_PASSWORD_LENGTH })}
            required
            fullWidth
          />
          <PasswordField
            label={t('auth.register.confirm')}
            autoComplete="new-password"
            value={form.confirm}
            onChange={(event) => change('confirm', event.target.value)}
            error={mismatch}
            helperText={mismatch ? t('auth.register.mismatch') : ' '}
            required
            fullWidth
          />
          <FormControlLabel
            control={<Checkbox checked={form.agreed} onChange={(event) => change('agreed', event.target.checked)} />}
            label={
              <Typography variant="body2">
                <FormattedMessage
                  id="auth.register.agree"
                  values={{
                    terms: (words) => <NewTabLink href={paths.terms}>{words}</NewTabLink>,
                    privacy: (words) => <NewTabLink href={paths.privacy}>{words}</NewTabLink>,
                  }}
                />
              </Typography>
            }
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {busy ? t('auth.register.busy') : t('auth.register.submit')}
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <FormattedMessage id="auth.register.haveAccount" values={{ link: (words) => <RouterLink href={paths.login}>{words}</RouterLink> }} />
      </Typography>
    </AuthCard>
  );
}
