import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormHelperText, MenuItem, Stack, TextField } from '@mui/material';
import { msg, playerChildInput, playerChildPatch, type ChildAccount } from '@sportdesk/contract';
import { isApiError } from '../../../../lib/api';
import { apiFieldErrors, schemaErrors } from '../../../../lib/fieldErrors';
import { useAddChild, useUpdateChild } from './queries';

type Values = { first_name: string; last_name: string; birth_date: string; gender: '' | 'female' | 'male' };

const valuesOf = (child?: ChildAccount): Values => ({
  first_name: child?.first_name ?? '',
  last_name: child?.last_name ?? '',
  birth_date: child?.birth_date ?? '',
  gender: child?.gender ?? '',
});

/** Errors without a field of the form (the child limit, the removal rule) show above it. */
const formLevelError = (error: unknown) =>
  isApiError(error) ? (error.fields?.children ?? (error.fields ? undefined : error.message)) : msg.saveFailed;

/**
 * Adds a child (with the parent's acceptance of the child-account policy) or edits one: the contract's rules on
 * both sides, the API's field messages under the fields.
 */
export function ChildForm({ child, onDone }: { child?: ChildAccount; onDone: (message: string) => void }) {
  const [values, setValues] = useState<Values>(() => valuesOf(child));
  const [policy, setPolicy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddChild();
  const update = useUpdateChild();
  const mutation = child ? update : add;
  const idPrefix = child ? `dziecko-${child.id}` : 'nowe-dziecko';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const user = { ...values, first_name: values.first_name.trim(), last_name: values.last_name.trim() };
    const onError = (error: unknown) => setErrors(apiFieldErrors(error));
    if (child) {
      const invalid = schemaErrors(playerChildPatch, user);
      setErrors(invalid ?? {});
      if (!invalid) update.mutate({ id: child.id, user }, { onSuccess: () => onDone(msg.saved), onError });
    } else {
      const input = { ...user, child_policy_accepted: policy };
      const invalid = schemaErrors(playerChildInput, input);
      setErrors(invalid ?? {});
      if (!invalid) add.mutate(input, { onSuccess: () => onDone('Dodano konto dziecka'), onError });
    }
  };

  const text = (key: 'first_name' | 'last_name', label: string) => (
    <TextField
      id={`${idPrefix}-${key}`}
      label={label}
      value={values[key]}
      onChange={(e) => setValues({ ...values, [key]: e.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      required
      fullWidth
    />
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
            value={values.birth_date}
            onChange={(e) => setValues({ ...values, birth_date: e.target.value })}
            error={Boolean(errors.birth_date)}
            helperText={errors.birth_date}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <TextField
            id={`${idPrefix}-gender`}
            select
            label="Płeć"
            value={values.gender}
            onChange={(e) => setValues({ ...values, gender: e.target.value as Values['gender'] })}
            error={Boolean(errors.gender)}
            helperText={errors.gender}
            fullWidth
          >
            <MenuItem value="">Nie podano</MenuItem>
            <MenuItem value="female">Dziewczynka</MenuItem>
            <MenuItem value="male">Chłopiec</MenuItem>
          </TextField>
        </Stack>
        {!child && (
          <Box>
            <FormControlLabel
              control={<Checkbox checked={policy} onChange={(e) => setPolicy(e.target.checked)} />}
              label="Akceptuję zasady kont dzieci: jako rodzic lub opiekun prawny zapisuję dziecko na zajęcia i odpowiadam za jego udział"
            />
            {errors.child_policy_accepted && <FormHelperText error>{errors.child_policy_accepted}</FormHelperText>}
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
