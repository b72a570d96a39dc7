import { Alert, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { MessageId } from '@domain/i18n/messages.ts';
import { paths } from '../../config/paths.ts';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { LinkButton } from '../../components/ui/RouterLink.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { clearSession } from '../../stores/auth.ts';
import { openEmailChangeLink, type EmailChangeLink } from './api/email-change.ts';
import { AuthCard } from './components/AuthCard.tsx';
import { useT } from '../../i18n/use-t.ts';

/** A failure says the server's message when it gave one, else `fallback` in the page's language (read when shown, so a language switch applies). */
type Outcome = { phase: 'pending' } | { phase: 'done'; message: string } | { phase: 'failed'; message: string; fallback: MessageId };

/**
 * /confirm-email-change and /report-email-change: the landing pages of an address change's links.
 * Either ends every session, this browser's too, so the person signs in again afterwards.
 */
function EmailChangeLinkPage({ kind }: { kind: EmailChangeLink }) {
  const t = useT();
  const token = new URLSearchParams(useSearch()).get('token');
  const [outcome, setOutcome] = useState<Outcome>(token ? { phase: 'pending' } : { phase: 'failed', message: '', fallback: 'pages.emailChange.incomplete' });

  useEffect(() => {
    if (!token) return;
    let active = true;
    openEmailChangeLink(kind, token).then(
      ({ message }) => {
        if (!active) return;
        clearSession();
        setOutcome({ phase: 'done', message });
      },
      (error: unknown) => active && setOutcome({ phase: 'failed', message: messageOf(error, ''), fallback: 'pages.emailChange.invalid' }),
    );
    return () => {
      active = false;
    };
  }, [kind, token]);

  if (outcome.phase === 'pending') {
    return (
      <AuthCard title={t(`pages.emailChange.${kind}.pending`)}>
        <LoadingState label={t('pages.emailChange.checking')} />
      </AuthCard>
    );
  }
  if (outcome.phase === 'failed') {
    return (
      <AuthCard title={t(`pages.emailChange.${kind}.failed`)}>
        <Alert severity="error" role="alert">
          {outcome.message || t(outcome.fallback)}
        </Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t(`pages.emailChange.${kind}.done`)}>
      <Typography role="status">{outcome.message}</Typography>
      <LinkButton href={kind === 'report' ? paths.forgotPassword : paths.login} variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
        {t(kind === 'report' ? 'pages.emailChange.newPassword' : 'pages.emailChange.signIn')}
      </LinkButton>
    </AuthCard>
  );
}

export const ConfirmEmailChangePage = () => <EmailChangeLinkPage kind="confirm" />;
export const ReportEmailChangePage = () => <EmailChangeLinkPage kind="report" />;
