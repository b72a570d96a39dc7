import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { forgetOrigin } from '../../app/origin.ts';
import { LINK_LIFETIME_HOURS, RESEND_COOLDOWN_SECONDS } from '@domain/product/account.ts';
import { Message } from '../../i18n/Message.tsx';
import { useT } from '../../i18n/use-t.ts';
import { paths } from '../../config/paths.ts';
import { FormErrorAlert } from '../../components/ui/FormErrorAlert.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { LinkButton, RouterLink } from '../../components/ui/RouterLink.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { authState, logout, refetchProfile } from '../../stores/auth.ts';
import { resendVerificationEmail } from './api/email-verification.ts';
import { AuthCard } from './components/AuthCard.tsx';
import { useCountdown } from './hooks/use-countdown.ts';

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
  const t = useT();

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
  if (auth.isLoading) return <LoadingState label={t('shell.checkingSession')} />;

  const resend = async () => {
    setError(null);
    setNotice(null);
    setSending(true);
    try {
      await resendVerificationEmail();
      toast.success(t('auth.verify.sent'));
      start(RESEND_COOLDOWN_SECONDS);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 429) {
        // The last e-mail left less than a minute ago: wait as long as the server asks.
        start(failure.retryAfterSeconds ?? RESEND_COOLDOWN_SECONDS);
        setNotice(t('auth.verify.tooSoon'));
      } else {
        setError(t('auth.verify.resendFailed'));
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
      <AuthCard title={t('auth.verify.signedOutTitle')} subtitle={t('auth.verify.signedOutSubtitle')}>
        <Typography>{t('auth.verify.signInToSee')}</Typography>
        <LinkButton href={paths.login} variant="contained" fullWidth sx={{ mt: 3 }}>
          {t('auth.login.submit')}
        </LinkButton>
      </AuthCard>
    );
  }

  const waiting = secondsLeft > 0;
  return (
    <AuthCard title={t('auth.verify.title')}>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <MarkEmailUnreadIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
      </Box>
      <Typography>
        <Message
          id="auth.verify.sentTo"
          values={{ email: auth.user.email, hours: LINK_LIFETIME_HOURS, b: (chunks) => <strong style={{ overflowWrap: 'anywhere' }}>{chunks}</strong> }}
        />
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {t('auth.verify.anyDevice')}
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
            {waiting ? t('auth.verify.resendIn', { seconds: secondsLeft }) : sending ? t('auth.forgot.busy') : t('auth.verify.resend')}
          </Button>
          {waiting && (
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}>
              <ScheduleIcon fontSize="small" color="primary" aria-hidden />
              {t('auth.verify.askAgainIn', { seconds: secondsLeft })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            <Message id="auth.verify.noMail" values={{ link: (words) => <RouterLink href={paths.profile}>{words}</RouterLink> }} />
          </Typography>
        </Stack>
      </Box>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Button onClick={() => void signOut()}>{t('auth.signOut')}</Button>
      </Box>
    </AuthCard>
  );
}
