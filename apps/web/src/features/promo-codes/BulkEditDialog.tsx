import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { msg } from '@sportdesk/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { BulkEditFields } from './BulkEditFields';
import { BULK_EMPTY, filledFields, type BulkForm } from './bulkForm';
import { useContractForm } from '../../components/form/useContractForm';

interface Props {
  open: boolean;
  count: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (patch: Record<string, unknown>) => void;
}

/** Bulk edit of the selected codes: 'Na pewno zapisać zmiany?' before sending over the channel. */
export function BulkEditDialog({ open, count, busy, onClose, onSubmit }: Props) {
  const { control, handleSubmit, reset } = useContractForm<BulkForm>({ defaultValues: BULK_EMPTY });
  const [patch, setPatch] = useState<Record<string, unknown> | null>(null);
  const close = () => {
    reset(BULK_EMPTY);
    onClose();
  };
  return (
    <>
      <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby="bulk-edit-title" maxWidth="md" fullWidth>
        <form noValidate onSubmit={handleSubmit((values) => setPatch(filledFields(values)))}>
          <DialogTitle id="bulk-edit-title">Edycja zaznaczonych kodów ({count})</DialogTitle>
          <DialogContent>
            <BulkEditFields control={control} />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>
              Anuluj
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              Zapisz
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <ConfirmDialog
        open={patch !== null}
        destructive={false}
        text={msg.confirmSave}
        busy={busy}
        onClose={() => setPatch(null)}
        onConfirm={() => {
          if (patch) onSubmit(patch);
          setPatch(null);
        }}
      />
    </>
  );
}
