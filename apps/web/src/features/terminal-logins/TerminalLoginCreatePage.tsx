import { Card, CardContent, Grid, Stack, TextField } from '@mui/material';
import { useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  COORDINATOR_OR_ORGANIZER_ROLES,
  TERMINAL_TYPE_LABELS,
  msg,
  terminalLoginInput,
  type TerminalLoginInput,
} from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { FormActions } from '../../components/FormActions';
import { SelectElement, TextFieldElement, usePageForm, useSaveHandler } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { useLocationList } from '../activities/pickers/catalogue';
import { UserPickerElement, type UserOption } from '../users/components/UserPicker';
import { useUserList } from '../users/queries';
import { useCreateTerminalLogin } from './queries';
import { terminalLoginListUrl, terminalLoginUrl } from './urls';

/** `/terminal_logins/new` ('Logowanie do terminala'): `?with_user_id=` chooses the user up front. */
export function TerminalLoginCreatePage() {
  const [params] = useSearchParams();
  const withUserId = Number(params.get('with_user_id')) || undefined;
  const preset = useUserList({ with_id: withUserId, limit: 1 }, withUserId !== undefined);
  const back = <BackLink to={terminalLoginListUrl()} label="Loginy terminali" />;
  if (withUserId && preset.isPending) return <PageLoader />;
  const row = preset.data?.rows[0];
  const initial = withUserId && row ? { id: row.id, label: row.label } : null;
  return (
    <>
      <PageHeader title="Logowanie do terminala" back={back} />
      <TerminalLoginForm initialUser={initial} />
    </>
  );
}

function TerminalLoginForm({ initialUser }: { initialUser: UserOption | null }) {
  const create = useCreateTerminalLogin();
  const locations = useLocationList();
  const save = useSaveHandler(create.mutateAsync, {
    success: msg.added,
    leaveTo: (created) => terminalLoginUrl(created.id),
  });
  const {
    control,
    onSubmit: submit,
    saving,
  } = usePageForm<TerminalLoginInput, z.output<typeof terminalLoginInput>>({
    resolver: zodResolver(terminalLoginInput),
    defaultValues: { login: '', password: '', terminal_type: 'benefit', user_id: initialUser?.id ?? null, localization_id: null },
    onSubmit: (values, setError) => save(values, setError),
  });
  const locationOptions = (locations.data ?? []).map((l) => ({ value: l.id, label: `${l.name}${l.city ? `, ${l.city}` : ''}` }));

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
                label="Hasło"
                type="password"
                required
                autoComplete="new-password"
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
          <FormActions cancelTo={terminalLoginListUrl()} saving={saving} submitLabel="Dodaj" />
        </Stack>
      </CardContent>
    </Card>
  );
}

export { TerminalLoginCreatePage as Component };
