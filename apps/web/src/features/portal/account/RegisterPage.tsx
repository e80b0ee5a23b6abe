import { Alert, Box, Button, Link as MuiLink, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorCode, msg } from '@sportdesk/contract';
import { api, isApiError } from '../../../lib/api';
import { useDocumentMeta } from '../useDocumentMeta';
import { portalSignInUrl } from '../urls';
import { applyApiFieldErrors } from '../../../components/form/applyApiFieldErrors';
import { useDeferredForm } from '../../../components/form/useDeferredForm';
import { DevMailboxLink } from './DevMailboxLink';

const EMPTY = { email: '', first_name: '', last_name: '', phone: '', password: '', password_confirmation: '' };
type Values = typeof EMPTY;
const loadSchema = () => import('../formSchemas').then((m) => m.registerForm);

const FIELDS: { key: keyof Values; label: string; type?: string; autoComplete: string }[] = [
  { key: 'first_name', label: 'Imię', autoComplete: 'given-name' },
  { key: 'last_name', label: 'Nazwisko', autoComplete: 'family-name' },
  { key: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Telefon (opcjonalnie)', type: 'tel', autoComplete: 'tel' },
  { key: 'password', label: 'Hasło', type: 'password', autoComplete: 'new-password' },
  { key: 'password_confirmation', label: 'Powtórz hasło', type: 'password', autoComplete: 'new-password' },
];

/**
 * `/portal/rejestracja`: a new player's account through `POST /users` with the existing rules (the contract's
 * schema here and on the server); the server e-mails the confirmation link.
 */
export function RegisterPage() {
  useDocumentMeta({
    title: 'Załóż konto',
    description: 'Załóż konto, aby zapisywać się na zajęcia sportowe.',
    canonicalPath: '/portal/rejestracja',
  });
  const form = useDeferredForm<Values, Record<string, string>>({ schema: loadSchema, defaultValues: EMPTY });
  const register = useMutation({
    mutationFn: (user: Record<string, string>) => api.post<{ message: string }>('/users', { root: true, body: { user } }),
    onError: (error) => applyApiFieldErrors(error, form.setError),
  });
  // The contract's output: trimmed, the empty optional fields left out.
  const submit = form.handleSubmit((user) => register.mutate(user));

  if (register.isSuccess)
    return (
      <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Sprawdź skrzynkę
        </Typography>
        <Alert severity="success">{register.data.message}</Alert>
        <DevMailboxLink email={form.values.email} />
        <Button component={Link} to={portalSignInUrl()} sx={{ mt: 2 }}>
          Przejdź do logowania
        </Button>
      </Paper>
    );

  // A refusal without field messages shows above the form; field messages are on their fields.
  const failed = register.isError && !(isApiError(register.error) && register.error.fields);
  return (
    <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Załóż konto
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {failed && (
            <Alert severity="error">
              {isApiError(register.error, ErrorCode.RATE_LIMITED) ? register.error.message : msg.somethingWrong}
            </Alert>
          )}
          {FIELDS.map((f) => (
            <TextField key={f.key} {...form.field(f.key)} label={f.label} type={f.type} autoComplete={f.autoComplete} />
          ))}
          <Button type="submit" variant="contained" size="large" disabled={register.isPending}>
            Załóż konto
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            Masz już konto?{' '}
            <MuiLink component={Link} to={portalSignInUrl()}>
              Zaloguj się
            </MuiLink>
          </Typography>
        </Stack>
      </Box>
    </Paper>
  );
}

export { RegisterPage as Component };
