import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorCode, msg, passwordUpdateBody } from '@sportdesk/contract';
import { isApiError } from '../../../lib/api';
import { useResetPassword } from '../../auth/queries';
import { useDocumentMeta } from '../useDocumentMeta';
import { portalSignInUrl } from '../urls';
import { apiFieldErrors, schemaErrors } from '../../../lib/fieldErrors';
import { withNotice } from '../../../lib/urlNotice';

function failure(error: unknown) {
  if (isApiError(error, ErrorCode.RATE_LIMITED) || isApiError(error, ErrorCode.SERVICE_UNAVAILABLE)) return error.message;
  if (isApiError(error) && error.fields?.reset_password_token) return msg.resetTokenInvalid;
  return isApiError(error) && !error.fields ? error.message || msg.saveFailed : null;
}

/**
 * `/portal/nowe-haslo?token=…`: a player's recovery link sets a new password here (`PUT /users/password.json`,
 * the contract's rules on both sides), then the player signs in on the portal with a notice.
 */
export function NewPasswordPage() {
  useDocumentMeta({ title: 'Ustaw nowe hasło', robots: 'noindex' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const user = { reset_password_token: token, password, password_confirmation: confirmation };
    const invalid = schemaErrors(passwordUpdateBody, { user });
    setErrors(invalid ?? {});
    if (invalid) return;
    reset.mutate(user, {
      onSuccess: () => {
        void navigate(withNotice(portalSignInUrl(), msg.passwordChanged), { replace: true });
      },
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  };

  const tokenProblem = !token || errors.reset_password_token;
  const otherProblem = reset.isError ? failure(reset.error) : null;

  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Ustaw nowe hasło
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {tokenProblem ? (
            <Alert severity="error">{msg.resetTokenInvalid}</Alert>
          ) : (
            otherProblem && <Alert severity="error">{otherProblem}</Alert>
          )}
          <TextField
            label="Nowe hasło"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password}
          />
          <TextField
            label="Powtórz hasło"
            type="password"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            error={Boolean(errors.password_confirmation)}
            helperText={errors.password_confirmation}
          />
          <Button type="submit" variant="contained" size="large" disabled={!token || reset.isPending}>
            Zmień hasło
          </Button>
          <Button component={Link} to={portalSignInUrl()}>
            {tokenProblem ? 'Poproś o nowy link' : 'Wróć do logowania'}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}

export { NewPasswordPage as Component };
