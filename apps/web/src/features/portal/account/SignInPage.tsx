import { useState } from 'react';
import { Alert, Box, Button, Link as MuiLink, Paper, Stack, TextField, Typography } from '@mui/material';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorCode, msg, type LoginForm, type RecoveryForm } from '@sportdesk/contract';
import { isApiError } from '../../../lib/api';
import { useDeferredForm } from '../../../components/form/useDeferredForm';
import { useRequestPasswordReset, useSignIn } from '../../auth/public';
import { useDocumentMeta } from '../useDocumentMeta';
import { portalRegisterUrl, safeNextPath } from '../urls';

const loadSignIn = () => import('../formSchemas').then((m) => m.loginForm);
const loadRecovery = () => import('../formSchemas').then((m) => m.recoveryForm);

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
  const signInForm = useDeferredForm<LoginForm, LoginForm>({ schema: loadSignIn, defaultValues: { email: '', password: '' } });
  const recoveryForm = useDeferredForm<RecoveryForm, RecoveryForm>({ schema: loadRecovery, defaultValues: { email: '' } });

  const submit =
    mode === 'recovery'
      ? recoveryForm.handleSubmit((values) => recovery.mutate(values))
      : signInForm.handleSubmit((values) =>
          signIn.mutate(values, { onSuccess: () => void navigate(safeNextPath(search.get('next')), { replace: true }) }),
        );
  const switchMode = () => {
    // The e-mail typed in one goes on in the other.
    if (mode === 'sign-in') recoveryForm.reset({ email: signInForm.values.email });
    else signInForm.reset({ email: recoveryForm.values.email, password: '' });
    setMode(mode === 'sign-in' ? 'recovery' : 'sign-in');
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
          {mode === 'sign-in' ? (
            <>
              <TextField {...signInForm.field('email')} label="E-mail" type="email" autoComplete="email" />
              <TextField {...signInForm.field('password')} label="Hasło" type="password" autoComplete="current-password" />
            </>
          ) : (
            <TextField {...recoveryForm.field('email')} label="E-mail" type="email" autoComplete="email" />
          )}
          <Button type="submit" variant="contained" size="large" disabled={signIn.isPending || recovery.isPending}>
            {mode === 'sign-in' ? 'Zaloguj się' : 'Wyślij instrukcję'}
          </Button>
          <Button onClick={switchMode}>{mode === 'sign-in' ? 'Nie pamiętasz hasła?' : 'Wróć do logowania'}</Button>
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
