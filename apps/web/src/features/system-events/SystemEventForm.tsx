import type { ReactNode } from 'react';
import { Button, Grid, Stack } from '@mui/material';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { type UseFormSetError } from 'react-hook-form';
import { systemEventInput, type SystemEvent, type SystemEventInput, type SystemEventValues } from '@sportdesk/contract';
import { NumberFieldElement, SelectElement, SwitchElement, TextFieldElement, useSubmitOnce } from '../../components/form';
import { UserSearchPickerElement } from '../search/public';
import { STATUS_OPTIONS, TARGET_OPTIONS, typeFormOptions } from './labels';
import { useContractForm } from '../../components/form/useContractForm';

export const emptyEvent: SystemEventInput = {
  message: '',
  event_type: 'general',
  event_status: 'opened',
  assigned_id: null,
  custom_tags: '',
  targetable_type: null,
  targetable_id: null,
};

export const eventToForm = (e: SystemEvent): SystemEventInput => ({
  message: e.message,
  event_type: e.event_type,
  event_status: e.event_status,
  assigned_id: e.assigned_id,
  custom_tags: e.custom_tags ?? '',
  targetable_type: e.targetable_type,
  targetable_id: e.targetable_id,
  read_by_admin: e.read_by_admin,
  read_by_assigned: e.read_by_assigned,
});

/** Only what the admin changed, so an untouched read flag does not override the API's own rules. */
const changedOnly = (values: SystemEventValues, dirty: Partial<Record<keyof SystemEventInput, unknown>>) =>
  Object.fromEntries(
    Object.entries(values).filter(([key]) => dirty[key as keyof SystemEventInput]),
  ) as Partial<SystemEventValues>;

interface Props {
  event?: SystemEvent;
  /** Create: every value; edit: the changed ones. */
  onSubmit: (values: Partial<SystemEventValues>, setError: UseFormSetError<SystemEventInput>) => void;
  onCancel: () => void;
  saving: boolean;
  /** Left of the buttons (the delete button of an existing event). */
  extraActions?: ReactNode;
}

/** Create/edit dialog fields (docs/spec/part-1.md §3); the contract's `systemEventInput` validates it as the API does.
 * */
export function SystemEventForm({ event, onSubmit, onCancel, saving, extraActions }: Props) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { dirtyFields },
  } = useContractForm<SystemEventInput, SystemEventValues>({
    schema: systemEventInput,
    defaultValues: event ? eventToForm(event) : emptyEvent,
  });
  const once = useSubmitOnce();
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Zdarzenie"
      spacing={2}
      onSubmit={once(handleSubmit((values) => onSubmit(event ? changedOnly(values, dirtyFields) : values, setError)))}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectElement control={control} name="event_type" label="Typ" options={typeFormOptions(event?.event_type)} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectElement control={control} name="event_status" label="Status" options={STATUS_OPTIONS} fullWidth />
        </Grid>
        <Grid size={12}>
          <TextFieldElement
            control={control}
            name="message"
            label="Wiadomość"
            required
            multiline
            minRows={2}
            maxRows={8}
            fullWidth
            autoFocus={!event}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <UserSearchPickerElement control={control} name="assigned_id" label="Przypisany" initial={event?.assigned ?? null} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextFieldElement control={control} name="custom_tags" label="Tagi" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectElement
            control={control}
            name="targetable_type"
            label="Dotyczy"
            options={TARGET_OPTIONS}
            emptyLabel="Brak"
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NumberFieldElement control={control} name="targetable_id" label="ID obiektu" min={1} fullWidth />
        </Grid>
        {event && (
          <Grid size={12}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <SwitchElement control={control} name="read_by_admin" label="Przeczytane przez administratora" />
              <SwitchElement control={control} name="read_by_assigned" label="Przeczytane przez przypisanego" />
            </Stack>
          </Grid>
        )}
      </Grid>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {extraActions}
        <Stack sx={{ flexGrow: 1 }} />
        <Button onClick={onCancel} disabled={saving}>
          Anuluj
        </Button>
        <Button type="submit" variant="contained" startIcon={<SaveOutlinedIcon />} loading={saving} loadingPosition="start">
          Zapisz
        </Button>
      </Stack>
    </Stack>
  );
}
