import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { msg } from '@sportdesk/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/useNotify';
import { useDeleteSystemEvent } from './queries';

/** 'Usuń' after 'Na pewno chcesz usunąć?' (Tak/Nie). */
export function DeleteEventButton({ eventId, onDeleted }: { eventId: number; onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteSystemEvent(eventId);
  const notify = useNotify();
  return (
    <>
      <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setAsking(true)}>
        Usuń
      </Button>
      <ConfirmDialog
        open={asking}
        busy={remove.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              notify.success(msg.deleted);
              onDeleted();
            },
            onError: () => notify.error(msg.deleteFailed),
          })
        }
      />
    </>
  );
}
