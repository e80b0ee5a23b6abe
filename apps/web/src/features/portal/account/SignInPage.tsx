import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link as MuiLink, Paper, Stack, TextField, Typography } from '@mui/material';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorCode, loginForm, msg, recoveryForm } from '@sportdesk/contract';
import { isApiError } from '../../../lib/api';
import { useRequestPasswordReset, useSignIn } from '../../auth/queries';
import { useDocumentMeta } from '../useDocumentMeta';
import { portalRegisterUrl, safeNextPath } from '../urls';
import { schemaErrors } from '../../../lib/fieldErrors';

function signInError(error: unknown) {
  if (isApiError(error, ErrorCode.RATE_LIMITED) || isApiError(error, ErrorCode.SERVICE_UNAVAILABLE)) return error.message;
  if (isApiError(error) && error.message === msg.accountNotConfirmed) return msg.accountNotConfirmed;
  return msg.loginFailed;
}

/** `/portal/logowanie`: a player signs in (the same endpoint as the back office), or asks for a recovery e-mail. */
export function SignInPage() {
  useDocumentMeta({ title: 'Logowanie', robots: 'noindex' });
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signIn = useSignIn();
  const recovery = useRequestPasswordReset();
  const [mode, setMode] = useState<'sign-in' | 'recovery'>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'recovery') {
      const invalid = schemaErrors(recoveryForm, { email });
      setErrors(invalid ?? {});
      if (!invalid) recovery.mutate({ email: email.trim() });
      return;
    }
    const invalid = schemaErrors(loginForm, { email, password });
    setErrors(invalid ?? {});
    if (!invalid)
      signIn.mutate(
        { email: email.trim(), password },
        { onSuccess: () => void navigate(safeNextPath(search.get('next')), { replace: true }) },
      );
  };

  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {mode === 'sign-in' ? 'Zaloguj się' : 'Odzyskiwanie hasła'}
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {mode === 'sign-in' && signIn.isError && <Alert severity="error">{signInError(signIn.error)}</Alert>}
          {mode === 'recovery' && recovery.isSuccess && <Alert severity="success">{msg.recoverySent}</Alert>}
          {mode === 'recovery' && recovery.isError && <Alert severity="error">{msg.recoveryFailed}</Alert>}
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          {mode === 'sign-in' && (
            <TextField
              label="Hasło"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password}
            />
          )}
          <Button type="submit" variant="contained" size="large" disabled={signIn.isPending || recovery.isPending}>
            {mode === 'sign-in' ? 'Zaloguj się' : 'Wyślij instrukcję'}
          </Button>
          <Button
            onClick={() => {
              setMode(mode === 'sign-in' ? 'recovery' : 'sign-in');
              setErrors({});
            }}
          >
            {mode === 'sign-in' ? 'Nie pamiętasz hasła?' : 'Wróć do logowania'}
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            Nie masz konta?{' '}
            <MuiLink component={Link} to={portalRegisterUrl()}>
              Załóż konto
            </MuiLink>
          </Typography>
        </Stack>
      </Box>
    </Paper>
  );
}

export { SignInPage as Component };
