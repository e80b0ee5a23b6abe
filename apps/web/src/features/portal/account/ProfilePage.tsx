import { Alert, Box, Button, Checkbox, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { msg, type OwnProfile, type SessionUser } from '@sportdesk/contract';
import { api } from '../../../lib/api';
import { sessionKeys, useCurrentUser } from '../../../lib/session/queries';
import { readToken } from '../../../lib/session/storage';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { useDocumentMeta } from '../useDocumentMeta';
import { applyApiFieldErrors } from '../../../components/form/applyApiFieldErrors';
import { useDeferredForm } from '../../../components/form/useDeferredForm';
import { PhoneConfirmation } from './PhoneConfirmation';
import { AccountNav } from './AccountNav';
import { SignInRedirect } from './SignInRedirect';
import { useReturnAfterSave } from './useReturnAfterSave';

type TextKey = 'first_name' | 'last_name' | 'phone_prefix' | 'phone' | 'city';
type Values = Record<TextKey, string> & { newsletter: boolean; hide_last_name: boolean; reminders_enabled: boolean };

const FIELDS: { key: TextKey; label: string; type?: string; autoComplete: string }[] = [
  { key: 'first_name', label: 'Imię', autoComplete: 'given-name' },
  { key: 'last_name', label: 'Nazwisko', autoComplete: 'family-name' },
  { key: 'phone_prefix', label: 'Prefiks telefonu', type: 'tel', autoComplete: 'tel-country-code' },
  { key: 'phone', label: 'Telefon', type: 'tel', autoComplete: 'tel-national' },
  { key: 'city', label: 'Miasto', autoComplete: 'address-level2' },
];

const valuesOf = (p: OwnProfile): Values => ({
  first_name: p.first_name ?? '',
  last_name: p.last_name ?? '',
  phone_prefix: p.phone_prefix ?? '',
  phone: p.phone ?? '',
  city: p.city ?? '',
  newsletter: p.newsletter,
  hide_last_name: p.hide_last_name,
  reminders_enabled: p.reminders_enabled,
});

const loadSchema = () => import('../formSchemas').then((m) => m.profileForm);

const profileKey = (id: number) => ['portal', 'profile', id] as const;

function ProfileForm({ profile, onSaved }: { profile: OwnProfile; onSaved?: () => void }) {
  const queryClient = useQueryClient();
  const form = useDeferredForm<Values, Record<string, unknown>>({ schema: loadSchema, defaultValues: valuesOf(profile) });
  const save = useMutation({
    mutationFn: (user: Record<string, unknown>) => api.patch<SessionUser>(`/users/${profile.id}`, { body: { user } }),
    onSuccess: (user) => {
      queryClient.setQueryData(sessionKeys.current(), (old: SessionUser | undefined) => (old ? { ...old, ...user } : old));
      void queryClient.invalidateQueries({ queryKey: profileKey(profile.id) });
      onSaved?.();
    },
    onError: (error) => applyApiFieldErrors(error, form.setError),
  });
  // The contract's output: trimmed, an emptied text field null (it clears the field).
  const submit = form.handleSubmit((user) => save.mutate(user));

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {save.isSuccess && <Alert severity="success">{msg.saved}</Alert>}
        {save.isError && <Alert severity="error">{msg.saveFailed}</Alert>}
        <TextField
          label="E-mail"
          value={profile.email ?? ''}
          slotProps={{ input: { readOnly: true } }}
          helperText="Adresu e-mail nie można zmienić"
        />
        {FIELDS.map((f) => (
          <TextField key={f.key} {...form.field(f.key)} label={f.label} type={f.type} autoComplete={f.autoComplete} />
        ))}
        <FormControlLabel
          control={<Checkbox {...form.checkbox('hide_last_name')} />}
          label="Ukryj moje nazwisko na listach uczestników"
        />
        <FormControlLabel control={<Checkbox {...form.checkbox('newsletter')} />} label="Chcę otrzymywać newsletter" />
        <FormControlLabel
          control={<Checkbox {...form.checkbox('reminders_enabled')} />}
          label="Przypominaj mi o zajęciach przed ich początkiem (e-mail, SMS)"
        />
        <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
          Zapisz
        </Button>
      </Stack>
    </Box>
  );
}

/** `/portal/konto`: the signed-in player's own profile (`GET`/`PATCH /api/v2/users/{id}`); without a session, sign-in. */
export function ProfilePage() {
  useDocumentMeta({ title: 'Moje konto', robots: 'noindex' });
  const signedIn = readToken() !== null;
  const current = useCurrentUser();
  const id = current.data?.id;
  const { notice, onSaved } = useReturnAfterSave();
  const profile = useQuery({
    queryKey: profileKey(id ?? 0),
    queryFn: ({ signal }) => api.get<OwnProfile>(`/users/${id}`, { signal }),
    enabled: signedIn && id !== undefined,
  });
  if (!signedIn) return <SignInRedirect />;

  return (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Moje konto
      </Typography>
      <AccountNav />
      {notice}
      {profile.isError ? (
        <LoadError error={profile.error} onRetry={() => profile.refetch()} />
      ) : profile.data ? (
        <>
          <ProfileForm key={profile.data.id} profile={profile.data} onSaved={onSaved} />
          {profile.data.phone &&
            (current.data?.confirmed_phone ? (
              <Alert severity="success" sx={{ mt: 3 }}>
                {msg.phoneConfirmed}
              </Alert>
            ) : (
              <PhoneConfirmation />
            ))}
        </>
      ) : (
        <PageLoader />
      )}
    </Paper>
  );
}

export { ProfilePage as Component };
