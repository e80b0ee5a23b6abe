import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Grid } from '@mui/material';
import { type Path } from 'react-hook-form';
import { ACTIVITY_TYPES, ACTIVITY_TYPE_LABELS, activityBulkPatch, msg, type ActivityBulkPatch } from '@sportdesk/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import {
  MoneyFieldElement,
  NumberFieldElement,
  SelectElement,
  TextFieldElement,
  applyApiFieldErrors,
} from '../../../components/form';
import { useNotify } from '../../../components/useNotify';
import { useBulkUpdateActivities } from '../queries';
import { useContractForm } from '../../../components/form/useContractForm';

interface BulkValues {
  price: number | null;
  start_at: string;
  stop_at: string;
  max_players: number | null;
  min_players: number | null;
  reserved_spots: number | null;
  activity_type: string;
  confirmed: string;
  canceled: string;
  hidden: string;
}

const EMPTY: BulkValues = {
  price: null,
  start_at: '',
  stop_at: '',
  max_players: null,
  min_players: null,
  reserved_spots: null,
  activity_type: '',
  confirmed: '',
  canceled: '',
  hidden: '',
};
const KEEP = 'Bez zmian';
const YES_NO = [
  { value: 'true', label: msg.yes },
  { value: 'false', label: msg.no },
];

/** Only the filled fields go to the API (docs/spec/part-2.md §5 "Bulk edit sends only the filled fields"). */
function filledPatch(v: BulkValues): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(v)) {
    if (value === null || value === '') continue;
    patch[key] = value === 'true' ? true : value === 'false' ? false : value;
  }
  return patch;
}

interface Props {
  open: boolean;
  ids: number[];
  onClose: () => void;
  onQueued: (asyncJobId: number) => void;
}

/** Bulk edit of the selected activities: 'Na pewno zapisać zmiany?', then queued ('Zlecono aktualizację'). */
export function BulkEditDialog({ open, ids, onClose, onQueued }: Props) {
  const { control, handleSubmit, setError, reset } = useContractForm<BulkValues>({ defaultValues: EMPTY });
  const [pending, setPending] = useState<ActivityBulkPatch | null>(null);
  const bulk = useBulkUpdateActivities();
  const notify = useNotify();

  const submit = handleSubmit((values) => {
    const patch = filledPatch(values);
    if (Object.keys(patch).length === 0) {
      notify.warning('Wypełnij co najmniej jedno pole');
      return;
    }
    const parsed = activityBulkPatch.safeParse(patch);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) setError(issue.path.join('.') as Path<BulkValues>, { message: issue.message });
      return;
    }
    setPending(patch as ActivityBulkPatch);
  });

  const confirm = () => {
    if (!pending) return;
    bulk.mutate(
      { ids, activity: pending },
      {
        onSuccess: (reply) => {
          notify.success(msg.updateQueued);
          setPending(null);
          reset(EMPTY);
          onQueued(reply.async_job_id);
        },
        onError: (error) => {
          setPending(null);
          applyApiFieldErrors(error, setError);
          notify.error(msg.saveFailed);
        },
      },
    );
  };

  return (
    <>
      <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="bulk-edit-title">
        <DialogTitle id="bulk-edit-title">Edycja zbiorcza</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Zaznaczone zajęcia: {ids.length}. Zmienione zostaną tylko wypełnione pola.
          </DialogContentText>
          <Grid container spacing={2} component="form" id="bulk-edit-form" noValidate onSubmit={submit}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <MoneyFieldElement control={control} name="price" label="Cena (zł)" fullWidth />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <TextFieldElement
                control={control}
                name="start_at"
                label="Godzina od"
                type="time"
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <TextFieldElement
                control={control}
                name="stop_at"
                label="Godzina do"
                type="time"
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={{ xs: 4 }}>
              <NumberFieldElement control={control} name="max_players" label="Maks. graczy" fullWidth min={0} />
            </Grid>
            <Grid size={{ xs: 4 }}>
              <NumberFieldElement control={control} name="min_players" label="Min. graczy" fullWidth min={1} />
            </Grid>
            <Grid size={{ xs: 4 }}>
              <NumberFieldElement control={control} name="reserved_spots" label="Zarezerwowane" fullWidth min={0} />
            </Grid>
            <Grid size={{ xs: 6 }}>
              <SelectElement
                control={control}
                name="activity_type"
                label="Typ"
                fullWidth
                emptyLabel={KEEP}
                options={ACTIVITY_TYPES.map((value) => ({ value, label: ACTIVITY_TYPE_LABELS[value] }))}
              />
            </Grid>
            <Grid size={{ xs: 6 }}>
              <SelectElement
                control={control}
                name="confirmed"
                label="Potwierdzone"
                fullWidth
                emptyLabel={KEEP}
                options={YES_NO}
              />
            </Grid>
            <Grid size={{ xs: 6 }}>
              <SelectElement control={control} name="canceled" label="Odwołane" fullWidth emptyLabel={KEEP} options={YES_NO} />
            </Grid>
            <Grid size={{ xs: 6 }}>
              <SelectElement control={control} name="hidden" label="Ukryte" fullWidth emptyLabel={KEEP} options={YES_NO} />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Anuluj</Button>
          <Button type="submit" form="bulk-edit-form" variant="contained" disabled={ids.length === 0}>
            Zapisz
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={pending !== null}
        destructive={false}
        text={msg.confirmSave}
        confirmLabel={msg.yes}
        busy={bulk.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </>
  );
}
