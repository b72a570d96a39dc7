import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { forgetOrigin } from '../../app/origin.ts';
import { LINK_LIFETIME_HOURS, lifetimeWords, RESEND_COOLDOWN_SECONDS, VERIFICATION_SENT } from '@domain/product/account.ts';
import { paths } from '../../config/paths.ts';
import { FormErrorAlert } from '../../components/ui/FormErrorAlert.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { LinkButton, RouterLink } from '../../components/ui/RouterLink.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { authState, logout, refetchProfile } from '../../stores/auth.ts';
import { resendVerificationEmail } from './api/email-verification.ts';
import { AuthCard } from './components/AuthCard.tsx';
import { useCountdown } from './hooks/use-countdown.ts';

const RESEND_FAILED = 'There was an issue resending the email. Please try again later.';

/**
 * /verify-email: waits for the address to be verified. It moves on to /dashboard by itself when
 * the link is opened in another tab (the email_verified flag) or on another device (checked
 * again whenever this tab regains focus).
 */
export default function VerifyEmailPage() {
  const auth = useSnapshot(authState);
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token');
  const { secondsLeft, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const verified = auth.user?.emailVerified === true;

  useEffect(() => {
    if (verified) navigate(paths.dashboard, { replace: true });
  }, [verified, navigate]);

  useEffect(() => {
    if (!auth.isAuthenticated) return;
    const recheck = () => void refetchProfile();
    window.addEventListener('focus', recheck);
    return () => window.removeEventListener('focus', recheck);
  }, [auth.isAuthenticated]);

  // A link that points here with its token is handled by the landing page.
  if (token) return <Redirect to={`${paths.emailVerified}?token=${encodeURIComponent(token)}`} replace />;
  if (auth.isLoading) return <LoadingState label="Checking your session…" />;

  const resend = async () => {
    setError(null);
    setNotice(null);
    setSending(true);
    try {
      await resendVerificationEmail();
      toast.success(VERIFICATION_SENT);
      start(RESEND_COOLDOWN_SECONDS);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 429) {
        // The last e-mail left less than a minute ago: wait as long as the server asks.
        start(failure.retryAfterSeconds ?? RESEND_COOLDOWN_SECONDS);
        setNotice('We sent you a verification e-mail less than a minute ago. Please check your inbox; you can ask for another one when the countdown ends.');
      } else {
        setError(RESEND_FAILED);
      }
    } finally {
      setSending(false);
    }
  };

  const signOut = async () => {
    await logout();
    forgetOrigin();
    navigate(paths.login, { replace: true });
  };

  if (!auth.isAuthenticated || !auth.user) {
    return (
      <AuthCard title="Verify your e-mail address" subtitle="Open the link we sent to your e-mail address to activate your account.">
        <Typography>Sign in to see whether your address is verified or to ask for a new link.</Typography>
        <LinkButton href={paths.login} variant="contained" fullWidth sx={{ mt: 3 }}>
          Sign in
        </LinkButton>
      </AuthCard>
    );
  }

  const waiting = secondsLeft > 0;
  return (
    <AuthCard title="Check your e-mail">
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <MarkEmailUnreadIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
      </Box>
      <Typography>
        We sent a verification link to <strong style={{ overflowWrap: 'anywhere' }}>{auth.user.email}</strong>. Open it to activate your
        account; the link is valid for {lifetimeWords(LINK_LIFETIME_HOURS, 'hour')}.
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        You can open it on this device or another one: this page continues by itself once your address is verified.
      </Typography>
      <Box sx={{ mt: 3 }}>
        <FormErrorAlert message={error} />
        {notice && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {notice}
          </Alert>
        )}
        <Stack spacing={1.5}>
          <Button
            variant="contained"
            size="large"
            fullWidth
            disabled={sending || waiting}
            onClick={() => void resend()}
            startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {waiting ? `Resend available in ${secondsLeft} s` : sending ? 'Sending…' : 'Resend verification e-mail'}
          </Button>
          {waiting && (
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}>
              <ScheduleIcon fontSize="small" color="primary" aria-hidden />
              You can ask for another e-mail in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}.
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            No e-mail? Check your spam or junk folder. Wrong address? <RouterLink href={paths.profile}>Change it in Profile Settings</RouterLink>.
          </Typography>
        </Stack>
      </Box>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Button onClick={() => void signOut()}>Sign out</Button>
      </Box>
    </AuthCard>
  );
}
