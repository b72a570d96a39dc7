import { Box, Button, Divider, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { toast } from 'react-hot-toast';
import { useLocation } from 'wouter';
import { forgetOrigin } from '../../../app/origin.ts';
import { paths } from '../../../config/paths.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { clearSession } from '../../../stores/auth.ts';
import { setForms } from '../../../stores/forms.ts';
import { deleteAccount, resetAllApplications } from '../api/account.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { useT } from '../../../i18n/use-t.ts';

type Action = 'reset' | 'delete';

function DangerRow({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' }, gap: 2, py: 2 }}>
      <Box sx={{ flex: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {children}
        </Typography>
      </Box>
      <Box sx={{ flexShrink: 0 }}>{action}</Box>
    </Box>
  );
}

/** Resetting every application and deleting the account, each behind a confirmation. */
export function DangerZone() {
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<Action | null>(null);
  // Which dialog is shown; kept while it closes so its text does not change mid-animation.
  const [shown, setShown] = useState<Action>('reset');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const t = useT();

  const ask = (action: Action) => {
    setShown(action);
    setError(null);
    setPassword('');
    setOpen(action);
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      if (shown === 'reset') {
        setForms(await resetAllApplications());
        toast.success(t('screens.profile.resetDone'));
        setOpen(null);
      } else {
        await deleteAccount(password);
        // Leave for the site root first, so no protected page renders without a session.
        navigate(paths.root, { replace: true });
        clearSession();
        forgetOrigin();
        toast.success(t('api.reply.accountDeleted'));
      }
    } catch (failure) {
      setError(messageOf(failure, t(shown === 'reset' ? 'screens.profile.resetFailed' : 'screens.profile.deleteFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={t('screens.profile.danger')} description={t('screens.profile.dangerText')} sx={{ borderColor: 'error.main' }}>
      <DangerRow
        title={t('screens.profile.reset')}
        action={
          <Button variant="outlined" color="error" onClick={() => ask('reset')}>
            {t('screens.profile.reset')}
          </Button>
        }
      >
        {t('screens.profile.resetText')}
      </DangerRow>
      <Divider />
      <DangerRow
        title={t('screens.profile.delete')}
        action={
          <Button variant="contained" color="error" onClick={() => ask('delete')}>
            {t('screens.profile.delete')}
          </Button>
        }
      >
        {t('screens.profile.deleteText')}
      </DangerRow>
      <ConfirmDialog
        open={open !== null}
        title={t(shown === 'reset' ? 'screens.profile.resetTitle' : 'screens.profile.deleteTitle')}
        description={t(shown === 'reset' ? 'screens.profile.resetConfirm' : 'screens.profile.deleteConfirm')}
        confirmWord={t(shown === 'reset' ? 'screens.profile.resetWord' : 'screens.profile.deleteWord')}
        confirmLabel={t(shown === 'reset' ? 'screens.profile.reset' : 'screens.profile.deleteMine')}
        destructive
        busy={busy}
        extraField={
          shown === 'delete' ? (
            <TextField
              fullWidth
              size="small"
              type="password"
              label={t('screens.profile.yourPassword')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={busy}
              sx={{ mb: 2 }}
            />
          ) : undefined
        }
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(null)}
      />
    </SettingsSection>
  );
}
