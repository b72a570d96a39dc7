import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { SaveStatus } from '../../lib/autosave/form-saver.ts';

const TEXT: Record<SaveStatus, string> = {
  idle: '',
  saving: 'Saving...',
  saved: 'All changes saved',
  error: 'Not saved yet. We will keep trying.',
};

/** Whether the answers are safe, said quietly to screen readers as it changes. */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 24 }}>
      {status === 'saving' && <CircularProgress size={14} aria-hidden="true" />}
      {status === 'saved' && <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden="true" />}
      {status === 'error' && <ErrorOutlineIcon fontSize="small" color="error" aria-hidden="true" />}
      <Typography variant="body2" sx={{ color: status === 'error' ? 'error.main' : 'text.secondary' }}>
        {TEXT[status]}
      </Typography>
    </Box>
  );
}
