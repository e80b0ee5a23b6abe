import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { msg } from '@sportdesk/contract';

interface Props {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Defaults to 'Na pewno chcesz usunąć?'. */
  text?: ReactNode;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables the buttons while the action runs. */
  busy?: boolean;
  /**
   * A destructive action (delete, remove, sign out a device, leave unsaved changes) gets the red confirm button;
   * anything else (save an edit, confirm an account, mark paid) the primary one. Defaults to true, as the default
   * text is the delete question.
   */
  destructive?: boolean;
}

/** A yes/no question before an action that needs one ('Tak' / 'Nie' by default); a create asks nothing. */
export function ConfirmDialog({
  open,
  onConfirm,
  onClose,
  text = msg.confirmDelete,
  title = 'Potwierdzenie',
  confirmLabel = msg.yes,
  cancelLabel = msg.no,
  busy = false,
  destructive = true,
}: Props) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="confirm-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} color={destructive ? 'error' : 'primary'} variant="contained" autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
