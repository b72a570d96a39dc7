import { Box, Button, Checkbox, CircularProgress, FormControlLabel, Link, Stack, TextField, Typography } from '@mui/material';
import { checkEmailAddress } from '@domain/rules/formats.ts';
import { useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '@domain/product/account.ts';
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
function problemWith({ email, password, confirm, agreed }: Registration): string | null {
  if (!email.trim() || !password || !confirm) return 'Please fill in all fields';
  const emailProblem = checkEmailAddress(email);
  if (emailProblem) return emailProblem;
  if (password !== confirm) return 'Passwords do not match';
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (!agreed) return 'Please agree to the terms and conditions';
  return null;
}

/** A link in the terms sentence; opens in a new tab so the half-filled form stays. */
function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  );
}

/** /register: e-mail, password twice and the terms; success goes to /dashboard (spec section 2). */
export default function RegisterPage() {
  const [form, setForm] = useState<Registration>({ email: '', password: '', confirm: '', agreed: false });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useLeaveWhenSignedIn(() => paths.dashboard);

  const change = <K extends keyof Registration>(key: K, value: Registration[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = problemWith(form);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await register(form.email.trim(), form.password);
      track('sign_up', { method: 'email' });
    } catch (failure) {
      setError(messageOf(failure, 'Registration failed'));
      setBusy(false);
    }
  };

  const mismatch = form.confirm !== '' && form.password !== form.confirm;
  return (
    <AuthCard title="Create your account" subtitle="It takes a minute. Then a few questions tell whether our service fits your case.">
      <FormErrorAlert message={error} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            label="E-mail address"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(event) => change('email', event.target.value)}
            required
            fullWidth
            autoFocus
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            value={form.password}
            onChange={(event) => change('password', event.target.value)}
            helperText={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            required
            fullWidth
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            value={form.confirm}
            onChange={(event) => change('confirm', event.target.value)}
            error={mismatch}
            helperText={mismatch ? 'Passwords do not match' : ' '}
            required
            fullWidth
          />
          <FormControlLabel
            control={<Checkbox checked={form.agreed} onChange={(event) => change('agreed', event.target.checked)} />}
            label={
              <Typography variant="body2">
                I agree to the <NewTabLink href={paths.terms}>Terms of Service</NewTabLink> and the{' '}
                <NewTabLink href={paths.privacy}>Privacy Policy</NewTabLink>.
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
            {busy ? 'Creating your account…' : 'Create account'}
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account? <RouterLink href={paths.login}>Sign in</RouterLink>
      </Typography>
    </AuthCard>
  );
}
