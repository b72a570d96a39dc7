import { Alert, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { paths } from '../../config/paths.ts';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { LinkButton } from '../../components/ui/RouterLink.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { clearSession } from '../../stores/auth.ts';
import { openEmailChangeLink, type EmailChangeLink } from './api/email-change.ts';
import { AuthCard } from './components/AuthCard.tsx';

const TITLES: Record<EmailChangeLink, { pending: string; done: string; failed: string }> = {
  confirm: { pending: 'Confirming your new e-mail address', done: 'E-mail address changed', failed: 'The address was not changed' },
  report: { pending: 'Keeping your e-mail address', done: 'Your account is yours again', failed: 'The report did not go through' },
};

type Outcome = { phase: 'pending' } | { phase: 'done'; message: string } | { phase: 'failed'; message: string };

/**
 * /confirm-email-change and /report-email-change: the landing pages of an address change's links.
 * Either ends every session, this browser's too, so the person signs in again afterwards.
 */
function EmailChangeLinkPage({ kind }: { kind: EmailChangeLink }) {
  const token = new URLSearchParams(useSearch()).get('token');
  const [outcome, setOutcome] = useState<Outcome>(token ? { phase: 'pending' } : { phase: 'failed', message: 'This link is incomplete. Open it again from the e-mail.' });

  useEffect(() => {
    if (!token) return;
    let active = true;
    openEmailChangeLink(kind, token).then(
      ({ message }) => {
        if (!active) return;
        clearSession();
        setOutcome({ phase: 'done', message });
      },
      (error: unknown) => active && setOutcome({ phase: 'failed', message: messageOf(error, 'This link is invalid or has expired.') }),
    );
    return () => {
      active = false;
    };
  }, [kind, token]);

  const titles = TITLES[kind];
  if (outcome.phase === 'pending') {
    return (
      <AuthCard title={titles.pending}>
        <LoadingState label="Checking your link…" />
      </AuthCard>
    );
  }
  if (outcome.phase === 'failed') {
    return (
      <AuthCard title={titles.failed}>
        <Alert severity="error" role="alert">
          {outcome.message}
        </Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={titles.done}>
      <Typography role="status">{outcome.message}</Typography>
      <LinkButton href={kind === 'report' ? paths.forgotPassword : paths.login} variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
        {kind === 'report' ? 'Choose a new password' : 'Sign in'}
      </LinkButton>
    </AuthCard>
  );
}

export const ConfirmEmailChangePage = () => <EmailChangeLinkPage kind="confirm" />;
export const ReportEmailChangePage = () => <EmailChangeLinkPage kind="report" />;
