import { ACCOUNT_DELETED } from '@domain/product/account.ts';
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
        toast.success('All applications have been reset.');
        setOpen(null);
      } else {
        await deleteAccount(password);
        // Leave for the site root first, so no protected page renders without a session.
        navigate(paths.root, { replace: true });
        clearSession();
        forgetOrigin();
        toast.success(ACCOUNT_DELETED);
      }
    } catch (failure) {
      setError(messageOf(failure, shown === 'reset' ? 'Failed to reset applications' : 'Failed to delete account'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title="Danger Zone" description="These actions cannot be undone." sx={{ borderColor: 'error.main' }}>
      <DangerRow
        title="Reset all applications"
        action={
          <Button variant="outlined" color="error" onClick={() => ask('reset')}>
            Reset all applications
          </Button>
        }
      >
        Deletes every answer in your applications and gives you empty forms. Your account and your onboarding answers stay.
      </DangerRow>
      <Divider />
      <DangerRow
        title="Delete account"
        action={
          <Button variant="contained" color="error" onClick={() => ask('delete')}>
            Delete account
          </Button>
        }
      >
        Deletes your account and everything you entered. You will be signed out.
      </DangerRow>
      <ConfirmDialog
        open={open !== null}
        title={shown === 'reset' ? 'Reset all applications?' : 'Delete your account?'}
        description={
          shown === 'reset'
            ? 'Every answer in your applications will be deleted and you will start again from empty forms. Your onboarding answers stay. This cannot be undone.'
            : 'Your account and all your answers will be deleted and you will be signed out. You will lose access to your documents, including a package you have paid for. This cannot be undone.'
        }
        confirmWord={shown === 'reset' ? 'RESET' : 'DELETE'}
        confirmLabel={shown === 'reset' ? 'Reset all applications' : 'Delete my account'}
        destructive
        busy={busy}
        extraField={
          shown === 'delete' ? (
            <TextField
              fullWidth
              size="small"
              type="password"
              label="Your password"
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
