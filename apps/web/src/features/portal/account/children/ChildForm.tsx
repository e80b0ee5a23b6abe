import { Alert, Box, Button, Checkbox, FormControlLabel, FormHelperText, MenuItem, Stack, TextField } from '@mui/material';
import { msg, type ChildAccount } from '@sportdesk/contract';
import { isApiError } from '../../../../lib/api';
import { applyApiFieldErrors } from '../../../../components/form/applyApiFieldErrors';
import { useDeferredForm } from '../../../../components/form/useDeferredForm';
import { useAddChild, useUpdateChild } from './queries';

type Values = { first_name: string; last_name: string; birth_date: string; gender: string; child_policy_accepted: boolean };

const valuesOf = (child?: ChildAccount): Values => ({
  first_name: child?.first_name ?? '',
  last_name: child?.last_name ?? '',
  birth_date: child?.birth_date ?? '',
  gender: child?.gender ?? '',
  child_policy_accepted: false,
});

/** A new child's fields with the policy acceptance; an edit's without it. */
const loadAdd = () => import('../../formSchemas').then((m) => m.playerChildInput);
const loadEdit = () => import('../../formSchemas').then((m) => m.playerChildPatch);

/** Errors without a field of the form (the child limit, the removal rule) show above it. */
const formLevelError = (error: unknown) =>
  isApiError(error) ? (error.fields?.children ?? (error.fields ? undefined : error.message)) : msg.saveFailed;

/**
 * Adds a child (with the parent's acceptance of the child-account policy) or edits one: the contract's rules on
 * both sides, the API's field messages under the fields.
 */
export function ChildForm({ child, onDone }: { child?: ChildAccount; onDone: (message: string) => void }) {
  const form = useDeferredForm({ schema: child ? loadEdit : loadAdd, defaultValues: valuesOf(child) });
  const add = useAddChild();
  const update = useUpdateChild();
  const mutation = child ? update : add;
  const idPrefix = child ? `dziecko-${child.id}` : 'nowe-dziecko';

  // The values as typed, names trimmed: the API reads them with the same schema.
  const submit = form.handleSubmit((_, typed) => {
    const { child_policy_accepted, ...user } = {
      ...typed,
      first_name: typed.first_name.trim(),
      last_name: typed.last_name.trim(),
    };
    const onError = (error: unknown) => applyApiFieldErrors(error, form.setError);
    if (child) update.mutate({ id: child.id, user }, { onSuccess: () => onDone(msg.saved), onError });
    else add.mutate({ ...user, child_policy_accepted }, { onSuccess: () => onDone('Dodano konto dziecka'), onError });
  });

  const text = (key: 'first_name' | 'last_name', label: string) => (
    <TextField id={`${idPrefix}-${key}`} {...form.field(key)} label={label} required fullWidth />
  );
  const topError = mutation.isError ? formLevelError(mutation.error) : undefined;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={child ? `Edycja: ${child.label}` : 'Nowe dziecko'}>
      <Stack spacing={2}>
        {topError && <Alert severity="error">{topError}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('first_name', 'Imię dziecka')}
          {text('last_name', 'Nazwisko dziecka')}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id={`${idPrefix}-birth_date`}
            label="Data urodzenia"
            type="date"
            {...form.field('birth_date')}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <TextField id={`${idPrefix}-gender`} select label="Płeć" {...form.field('gender')} fullWidth>
            <MenuItem value="">Nie podano</MenuItem>
            <MenuItem value="female">Dziewczynka</MenuItem>
            <MenuItem value="male">Chłopiec</MenuItem>
          </TextField>
        </Stack>
        {!child && (
          <Box>
            <FormControlLabel
              control={<Checkbox {...form.checkbox('child_policy_accepted')} />}
              label="Akceptuję zasady kont dzieci: jako rodzic lub opiekun prawny zapisuję dziecko na zajęcia i odpowiadam za jego udział"
            />
            {form.errors.child_policy_accepted && <FormHelperText error>{form.errors.child_policy_accepted}</FormHelperText>}
          </Box>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => onDone('')}>Anuluj</Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {child ? 'Zapisz' : 'Dodaj dziecko'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
