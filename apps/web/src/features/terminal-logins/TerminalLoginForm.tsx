import { Card, CardContent, Grid, Stack, TextField } from '@mui/material';
import type { z } from 'zod';
import {
  COORDINATOR_OR_ORGANIZER_ROLES,
  TERMINAL_TYPE_LABELS,
  msg,
  terminalLoginUpdateInput,
  type TerminalLoginUpdateInput,
} from '@sportdesk/contract';
import { FormActions } from '../../components/FormActions';
import { SelectElement, TextFieldElement, usePageForm, type FormSubmit } from '../../components/form';
import { useLocationList } from '../catalogue/public';
import { UserPickerElement, type UserOption } from '../users/public';
import { terminalLoginListUrl } from './urls';

export type TerminalLoginValues = z.output<typeof terminalLoginUpdateInput>;

/** Creating needs a password; editing keeps the current one when the field is left blank. */
const schemas = {
  create: terminalLoginUpdateInput.superRefine((v, ctx) => {
    if (v.password === undefined) ctx.addIssue({ code: 'custom', path: ['password'], message: msg.required });
  }),
  edit: terminalLoginUpdateInput,
};

interface Props {
  mode: 'create' | 'edit';
  defaultValues: TerminalLoginUpdateInput;
  initialUser: UserOption | null;
  onSubmit: FormSubmit<TerminalLoginUpdateInput, TerminalLoginValues>;
  /** 'Anuluj' goes here (the list when creating, the login when editing). */
  cancelTo?: string;
}

/** The terminal login's form ('Logowanie do terminala'), shared by `/terminal_logins/new` and `/terminal_logins/{id}/edit`. */
export function TerminalLoginForm({ mode, defaultValues, initialUser, onSubmit, cancelTo = terminalLoginListUrl() }: Props) {
  const locations = useLocationList();
  const {
    control,
    onSubmit: submit,
    saving,
  } = usePageForm<TerminalLoginUpdateInput, TerminalLoginValues>({
    schema: schemas[mode],
    defaultValues,
    onSubmit,
  });
  const locationOptions = (locations.data ?? []).map((l) => ({ value: l.id, label: `${l.name}${l.city ? `, ${l.city}` : ''}` }));
  const editing = mode === 'edit';

  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Stack component="form" noValidate aria-label="Logowanie do terminala" onSubmit={submit} sx={{ maxWidth: 760 }}>
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextFieldElement control={control} name="login" label="Login" required autoComplete="off" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextFieldElement
                control={control}
                name="password"
                label={editing ? 'Nowe hasło' : 'Hasło'}
                type="password"
                required={!editing}
                autoComplete="new-password"
                helperText={editing ? 'Zostaw puste, aby nie zmieniać hasła' : undefined}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                label="Typ terminala"
                value={TERMINAL_TYPE_LABELS.benefit}
                slotProps={{ input: { readOnly: true } }}
                helperText="Jedyny obsługiwany typ"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <SelectElement
                control={control}
                name="localization_id"
                label="Lokalizacja"
                options={locationOptions}
                emptyLabel="Brak"
              />
            </Grid>
            <Grid size={12}>
              <UserPickerElement
                control={control}
                name="user_id"
                label="Użytkownik (koordynator lub organizator)"
                roles={COORDINATOR_OR_ORGANIZER_ROLES}
                initial={initialUser}
              />
            </Grid>
          </Grid>
          <FormActions cancelTo={cancelTo} saving={saving} submitLabel={editing ? 'Zapisz' : 'Dodaj'} />
        </Stack>
      </CardContent>
    </Card>
  );
}
