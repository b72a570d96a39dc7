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
      <AuthCard title="Verifying your e-mail address">
        <LoadingState label="Checking your verification link…" />
      </AuthCard>
    );
  }

  if (state === 'error') {
    return (
      <AuthCard title="Verification failed">
        <Alert severity="error" role="alert">
          {INVALID_LINK.verify}
        </Alert>
        <Typography sx={{ mt: 2 }}>
          {auth.isAuthenticated ? (
            <>
              You can <RouterLink href={paths.verifyEmail}>ask for a new verification link</RouterLink>, or{' '}
              <RouterLink href={paths.register}>create a new account</RouterLink>.
            </>
          ) : (
            <>
              <RouterLink href={paths.login}>Sign in</RouterLink> to ask for a new link, or{' '}
              <RouterLink href={paths.register}>create a new account</RouterLink>.
            </>
          )}
        </Typography>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="E-mail address verified">
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <CheckCircleIcon aria-hidden sx={{ fontSize: 56, color: 'success.main' }} />
      </Box>
      <Box role="status">
        <Typography>Thank you: your e-mail address is verified.</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {stillOpen
            ? 'You can close this tab now: your browser did not let the page close it. Greencard continues in your other tab by itself, or here.'
            : 'If Greencard is open in another tab, it continues there by itself. This tab closes in a moment.'}
        </Typography>
      </Box>
      {stillOpen && (
        <LinkButton href={auth.isAuthenticated ? paths.dashboard : paths.login} variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
          {auth.isAuthenticated ? 'Continue to your dashboard' : 'Sign in to continue'}
        </LinkButton>
      )}
    </AuthCard>
  );
}
