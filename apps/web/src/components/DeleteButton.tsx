import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useNavigate } from 'react-router';
import { msg } from '@sportdesk/contract';
import { isApiError } from '../lib/api';
import { ConfirmDialog } from './ConfirmDialog';
import { useNotify } from './useNotify';

interface Props {
  /** Deletes the record (a mutation's `mutateAsync`). */
  onDelete: () => Promise<unknown>;
  /** Where to go after 'Usunięto'. */
  afterTo: string;
  /** The question; defaults to 'Na pewno chcesz usunąć?'. */
  text?: string;
  busy?: boolean;
}

/** 'Usuń' with a confirmation; 'Usunięto' and back to the list, or the API's reason (e.g. still in use). */
export function DeleteButton({ onDelete, afterTo, text = msg.confirmDelete, busy = false }: Props) {
  const [confirming, setConfirming] = useState(false);
  const notify = useNotify();
  const navigate = useNavigate();

  const onConfirm = async () => {
    try {
      await onDelete();
      notify.success(msg.deleted);
      navigate(afterTo, { replace: true });
    } catch (error) {
      setConfirming(false);
      notify.error(isApiError(error, 'CONFLICT') ? error.message : msg.deleteFailed);
    }
  };

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirming(true)}>
        Usuń
      </Button>
      <ConfirmDialog
        open={confirming}
        text={text}
        busy={busy}
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
