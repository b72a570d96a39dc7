import { isUser } from '@domain/contract/account.ts';
import { INVALID_LINK } from '@domain/product/account.ts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { EMAIL_VERIFIED_FLAG, VERIFIED_TAB_CLOSE_MS } from '../../config/constants.ts';
import { paths } from '../../config/paths.ts';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { LinkButton, RouterLink } from '../../components/ui/RouterLink.tsx';
import { authState, setUser } from '../../stores/auth.ts';
import { verifyEmailOnce } from './api/email-verification.ts';
import { AuthCard } from './components/AuthCard.tsx';
import { Message } from '../../i18n/Message.tsx';
import { useT } from '../../i18n/use-t.ts';

// How long to wait after window.close() before concluding the browser kept the window open.
const CLOSE_GRACE_MS = 400;

type Verification = 'pending' | 'success' | 'error';

/** Tells other tabs of this browser (spec section 4); set anew so a repeated "true" still fires an event. */
function announce(verified: boolean): void {
  localStorage.removeItem(EMAIL_VERIFIED_FLAG);
  localStorage.setItem(EMAIL_VERIFIED_FLAG, String(verified));
}

/** /email-verified?token=…: the landing page of the link in the verification e-mail. */
export default function EmailVerifiedPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  const auth = useSnapshot(authState);
  const [state, setState] = useState<Verification>(token ? 'pending' : 'error');
  const [stillOpen, setStillOpen] = useState(false);
  const t = useT();

  useEffect(() => {
    if (!token) {
      announce(false);
      return;
    }
    let active = true;
    verifyEmailOnce(token)
      .then(({ user }) => {
        if (!active) return;
        announce(true);
        if (isUser(user) && authState.user?.id === user.id) setUser(user);
        setState('success');
      })
      .catch(() => {
        if (!active) return;
        announce(false);
        setState('error');
      });
    return () => {
      active = false;
    };
  }, [token]);

  useEffect(() => {
    if (state !== 'success') return;
    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    const closeTimer = setTimeout(() => {
      // Browsers close only windows a script opened; otherwise the page stays and offers a way on.
      window.close();
      graceTimer = setTimeout(() => setStillOpen(true), CLOSE_GRACE_MS);
    }, VERIFIED_TAB_CLOSE_MS);
    return () => {
      clearTimeout(closeTimer);
      clearTimeout(graceTimer);
    };
  }, [state]);

  if (state === 'pending') {
    return (
      <AuthCard title={t('walk.verified.pending')}>
        <LoadingState label={t('walk.verified.checking')} />
      </AuthCard>
    );
  }

  if (state === 'error') {
    return (
      <AuthCard title={t('walk.verified.failed')}>
        <Alert severity="error" role="alert">
          {INVALID_LINK.verify}
        </Alert>
        <Typography sx={{ mt: 2 }}>
          {auth.isAuthenticated ? (
            <Message
              id="walk.verified.askNew"
              values={{
                ask: (words) => <RouterLink href={paths.verifyEmail}>{words}</RouterLink>,
                create: (words) => <RouterLink href={paths.register}>{words}</RouterLink>,
              }}
            />
          ) : (
            <Message
              id="walk.verified.signInToAsk"
              values={{
                signIn: (words) => <RouterLink href={paths.login}>{words}</RouterLink>,
                create: (words) => <RouterLink href={paths.register}>{words}</RouterLink>,
              }}
            />
          )}
        </Typography>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('walk.verified.title')}>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <CheckCircleIcon aria-hidden sx={{ fontSize: 56, color: 'success.main' }} />
      </Box>
      <Box role="status">
        <Typography>{t('walk.verified.thanks')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t(stillOpen ? 'walk.verified.closeNow' : 'walk.verified.continuesThere')}
        </Typography>
      </Box>
      {stillOpen && (
        <LinkButton href={auth.isAuthenticated ? paths.dashboard : paths.login} variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
          {t(auth.isAuthenticated ? 'walk.verified.toDashboard' : 'walk.verified.signInToContinue')}
        </LinkButton>
      )}
    </AuthCard>
  );
}
