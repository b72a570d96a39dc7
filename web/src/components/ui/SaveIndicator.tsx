import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { MessageId } from '@domain/i18n/messages.ts';
import type { SaveStatus } from '../../lib/autosave/form-saver.ts';
import { useT } from '../../i18n/use-t.ts';

const TEXT: Record<SaveStatus, MessageId | null> = {
  idle: null,
  saving: 'wizard.saving',
  saved: 'wizard.saved',
  error: 'wizard.notSaved',
};

/** Whether the answers are safe, said quietly to screen readers as it changes. */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  const t = useT();
  const text = TEXT[status];
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 24 }}>
      {status === 'saving' && <CircularProgress size={14} aria-hidden="true" />}
      {status === 'saved' && <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden="true" />}
      {status === 'error' && <ErrorOutlineIcon fontSize="small" color="error" aria-hidden="true" />}
      <Typography variant="body2" sx={{ color: status === 'error' ? 'error.main' : 'text.secondary' }}>
        {text === null ? '' : t(text)}
      </Typography>
    </Box>
  );
}
