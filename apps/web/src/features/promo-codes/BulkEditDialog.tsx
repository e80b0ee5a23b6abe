import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid } from '@mui/material';
import { useForm } from 'react-hook-form';
import { msg, PROMO_CODE_TYPES, PROMO_CODE_TYPE_LABELS, PROMO_VALUE_TYPES, PROMO_VALUE_TYPE_LABELS } from '@sportdesk/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateFieldElement, SelectElement, TextFieldElement } from '../../components/form';
import dayjs from 'dayjs';

/** Every bulk field as the form holds it: '' means "leave as it is". */
export interface BulkForm {
  name: string;
  active_from: string | null;
  active_to: string | null;
  value: string;
  value_type: string;
  code_type: string;
  limit_of_usage: string;
  active: string;
  unlimited: string;
  unlimited_usage_by_user: string;
  only_for_new_players: string;
}
const EMPTY: BulkForm = {
  name: '',
  active_from: null,
  active_to: null,
  value: '',
  value_type: '',
  code_type: '',
  limit_of_usage: '',
  active: '',
  unlimited: '',
  unlimited_usage_by_user: '',
  only_for_new_players: '',
};
const YES_NO = [
  { value: 'true', label: 'Tak' },
  { value: 'false', label: 'Nie' },
];
const BOOLEAN_FIELDS = ['active', 'unlimited', 'unlimited_usage_by_user', 'only_for_new_players'] as const;

/** Only the filled fields (spec part 2 §5); numbers as numbers, yes/no as booleans. */
export function filledFields(values: BulkForm) {
  const out: Record<string, unknown> = {};
  if (values.name.trim()) out.name = values.name.trim();
  if (values.active_from) out.active_from = values.active_from;
  if (values.active_to) out.active_to = values.active_to;
  if (values.value.trim()) out.value = values.value.trim();
  if (values.value_type) out.value_type = values.value_type;
  if (values.code_type) out.code_type = values.code_type;
  if (values.limit_of_usage.trim()) out.limit_of_usage = values.limit_of_usage.trim();
  for (const f of BOOLEAN_FIELDS) if (values[f]) out[f] = values[f] === 'true';
  return out;
}

interface Props {
  open: boolean;
  count: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (patch: Record<string, unknown>) => void;
}

/** Bulk edit of the selected codes: 'Na pewno zapisać zmiany?' before sending over the channel. */
export function BulkEditDialog({ open, count, busy, onClose, onSubmit }: Props) {
  const { control, handleSubmit, reset } = useForm<BulkForm>({ defaultValues: EMPTY });
  const [patch, setPatch] = useState<Record<string, unknown> | null>(null);
  const minDate = dayjs().startOf('day');
  const close = () => {
    reset(EMPTY);
    onClose();
  };
  return (
    <>
      <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby="bulk-edit-title" maxWidth="md" fullWidth>
        <form noValidate onSubmit={handleSubmit((values) => setPatch(filledFields(values)))}>
          <DialogTitle id="bulk-edit-title">Edycja zaznaczonych kodów ({count})</DialogTitle>
          <DialogContent>
            <Grid container spacing={2} sx={{ pt: 1 }}>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextFieldElement control={control} name="name" label="Nazwa" fullWidth />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <DateFieldElement control={control} name="active_from" label="Aktywny od" minDate={minDate} />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <DateFieldElement control={control} name="active_to" label="Aktywny do" minDate={minDate} />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <TextFieldElement control={control} name="value" label="Wartość" fullWidth />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <SelectElement
                  control={control}
                  name="value_type"
                  label="Jednostka"
                  emptyLabel="Bez zmian"
                  options={PROMO_VALUE_TYPES.map((v) => ({ value: v, label: PROMO_VALUE_TYPE_LABELS[v] }))}
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <SelectElement
                  control={control}
                  name="code_type"
                  label="Rodzaj zajęć"
                  emptyLabel="Bez zmian"
                  options={PROMO_CODE_TYPES.map((v) => ({ value: v, label: PROMO_CODE_TYPE_LABELS[v] }))}
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <TextFieldElement control={control} name="limit_of_usage" label="Limit użyć" fullWidth />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <SelectElement
                  control={control}
                  name="active"
                  label="Aktywny"
                  emptyLabel="Bez zmian"
                  options={YES_NO}
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <SelectElement
                  control={control}
                  name="unlimited"
                  label="Bez limitu użyć"
                  emptyLabel="Bez zmian"
                  options={YES_NO}
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <SelectElement
                  control={control}
                  name="unlimited_usage_by_user"
                  label="Wielokrotne użycie"
                  emptyLabel="Bez zmian"
                  options={YES_NO}
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <SelectElement
                  control={control}
                  name="only_for_new_players"
                  label="Tylko nowi gracze"
                  emptyLabel="Bez zmian"
                  options={YES_NO}
                  fullWidth
                />
              </Grid>
            </Grid>
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

export { EMPTY as BULK_EMPTY };
