import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { FormErrorAlert } from './FormErrorAlert.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in plain words, including whether it can be undone. */
  description: ReactNode;
  /** The word the person is asked to type ("DELETE"). */
  confirmWord: string;
  /**
   * Whether the confirm button waits for the word (true by default). Restart on the dashboard asks
   * for it without enforcing it, as spec section 2 says.
   */
  enforced?: boolean;
  confirmLabel: string;
  /** Red confirm button for actions that destroy data. */
  destructive?: boolean;
  /** The action is running: buttons are disabled and the dialog cannot be closed. */
  busy?: boolean;
  error?: string | null;
  /** A field the action needs besides the typed word (the password, before deleting the account). */
  extraField?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

/** Whether the typed text is the word, read as meant: spaces around it and its case do not matter. */
export const isConfirmWord = (typed: string, word: string): boolean => typed.trim().toUpperCase() === word.toUpperCase();

/**
 * Asks before an action that cannot be undone. Typing the word makes the person stop and read;
 * the confirm button works only once it is typed, unless the check is not enforced.
 */
export function ConfirmDialog({ open, title, description, confirmWord, enforced = true, confirmLabel, destructive = false, busy = false, error, extraField, onConfirm, onClose }: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const confirmed = !enforced || isConfirmWord(typed, confirmWord);
  const titleId = useId();
  const t = useT();
  const descriptionId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) setTyped('');
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
      // The dialog's focus trap takes the focus while it opens; hand it to the field once it is open.
      slotProps={{ transition: { onEntered: () => inputRef.current?.focus() } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy && confirmed) onConfirm();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <FormErrorAlert message={error} />
          <DialogContentText id={descriptionId} component="div" sx={{ mb: 2 }}>
            {description}
          </DialogContentText>
          {extraField}
          <TextField
            inputRef={inputRef}
            fullWidth
            size="small"
            label={t('screens.confirm.type', { word: confirmWord })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            disabled={busy}
            helperText={enforced && !confirmed ? t('screens.confirm.works', { word: confirmWord }) : ' '}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('screens.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            disabled={busy || !confirmed}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
