import { Alert, Grid, Link as MuiLink, Stack } from '@mui/material';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  GENDERS,
  GENDER_LABELS,
  childAccountInput,
  msg,
  type AdminUser,
  type ChildAccount,
  type ChildAccountInput,
} from '@sportdesk/contract';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { FormActions } from '../../../components/FormActions';
import { DateFieldElement, SelectElement, TextFieldElement, applyApiFieldErrors, useSubmitOnce } from '../../../components/form';
import { useNotify } from '../../../components/useNotify';
import { TabSection } from '../components/TabSection';
import { formatDate, orDash } from '../format';
import { useCreateChild } from '../queries';
import { userUrl } from '../urls';
import { useContractForm } from '../../../components/form/useContractForm';

const COLUMNS: readonly DataTableColumn<ChildAccount>[] = [
  { id: 'id', header: 'ID', cell: (c) => c.id, width: 80 },
  {
    id: 'label',
    header: 'Imię i nazwisko',
    cell: (c) => (
      <MuiLink component={Link} to={userUrl(c.id)}>
        {c.label}
      </MuiLink>
    ),
  },
  { id: 'birth_date', header: 'Data urodzenia', cell: (c) => formatDate(c.birth_date) },
  { id: 'gender', header: 'Płeć', cell: (c) => (c.gender ? GENDER_LABELS[c.gender] : '—') },
  { id: 'identifier', header: 'Identyfikator', cell: (c) => orDash(c.identifier) },
];

const EMPTY: ChildAccountInput = { first_name: '', last_name: '', identifier: '', birth_date: null, gender: '' };

function AddChildForm({ parentId }: { parentId: number }) {
  const create = useCreateChild(parentId);
  const notify = useNotify();
  const { control, handleSubmit, setError, reset } = useContractForm<ChildAccountInput, z.output<typeof childAccountInput>>({
    schema: childAccountInput,
    defaultValues: EMPTY,
  });
  const once = useSubmitOnce();
  return (
    <TabSection
      title="Dodaj dziecko"
      description="Konto dziecka nie potrzebuje adresu e-mail ani hasła; rodzic zapisuje je na zajęcia."
    >
      <Stack
        component="form"
        noValidate
        aria-label="Dodaj dziecko"
        onSubmit={once(
          handleSubmit((values) =>
            create.mutate(values, {
              onSuccess: () => {
                notify.success(msg.added);
                reset(EMPTY);
              },
              onError: (error) => {
                applyApiFieldErrors(error, setError);
                notify.error(msg.saveFailed);
              },
            }),
          ),
        )}
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 3 }}>
            <TextFieldElement control={control} name="first_name" label="Imię" required />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <TextFieldElement control={control} name="last_name" label="Nazwisko" required />
          </Grid>
          <Grid size={{ xs: 12, md: 2 }}>
            <DateFieldElement control={control} name="birth_date" label="Data urodzenia" disableFuture />
          </Grid>
          <Grid size={{ xs: 12, md: 2 }}>
            <SelectElement
              control={control}
              name="gender"
              label="Płeć"
              emptyLabel="Nie podano"
              options={GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 2 }}>
            <TextFieldElement control={control} name="identifier" label="Identyfikator" helperText="Domyślnie numer konta" />
          </Grid>
        </Grid>
        <FormActions saving={create.isPending} submitLabel="Dodaj dziecko" />
      </Stack>
    </TabSection>
  );
}

/** Dzieci: the child accounts (links to their pages) and a form to add one. */
export function ChildrenTab({ user }: { user: AdminUser }) {
  if (user.parent) {
    return (
      <Alert severity="info" variant="outlined">
        To jest konto dziecka — konto dziecka nie może mieć własnych dzieci.
      </Alert>
    );
  }
  const limit = Number(user.limits.l_child_account_count);
  return (
    <Stack spacing={2}>
      <TabSection title="Konta dzieci" description={`Limit kont dzieci: ${limit} (zmienisz go w zakładce Limity).`}>
        <DataTable
          aria-label="Konta dzieci"
          columns={COLUMNS}
          rows={user.children}
          total={user.children.length}
          emptyText="Brak kont dzieci"
        />
      </TabSection>
      {user.children.length < limit ? (
        <AddChildForm parentId={user.id} />
      ) : (
        <Alert severity="warning" variant="outlined">
          {msg.childLimitReached}.
        </Alert>
      )}
    </Stack>
  );
}
