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
}

/** A yes/no question before a destructive action ('Tak' / 'Nie' by default). */
export function ConfirmDialog({
  open,
  onConfirm,
  onClose,
  text = msg.confirmDelete,
  title = 'Potwierdzenie',
  confirmLabel = msg.yes,
  cancelLabel = msg.no,
  busy = false,
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
        <Button onClick={onConfirm} disabled={busy} color="error" variant="contained" autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
