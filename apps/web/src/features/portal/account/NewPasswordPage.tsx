import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorCode, msg } from '@sportdesk/contract';
import { isApiError } from '../../../lib/api';
import { useResetPassword } from '../../auth/public';
import { useDocumentMeta } from '../useDocumentMeta';
import { portalSignInUrl } from '../urls';
import { applyApiFieldErrors } from '../../../components/form/applyApiFieldErrors';
import { useDeferredForm } from '../../../components/form/useDeferredForm';
import { withNotice } from '../../../lib/urlNotice';

const loadSchema = () => import('../formSchemas').then((m) => m.newPasswordForm);

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
  // The token from the link travels with the passwords: the contract checks all three.
  const form = useDeferredForm({
    schema: loadSchema,
    defaultValues: { reset_password_token: token, password: '', password_confirmation: '' },
  });

  const submit = form.handleSubmit((_, user) =>
    reset.mutate(user, {
      onSuccess: () => {
        void navigate(withNotice(portalSignInUrl(), msg.passwordChanged), { replace: true });
      },
      onError: (error) => applyApiFieldErrors(error, form.setError),
    }),
  );

  const tokenProblem = !token || form.errors.reset_password_token;
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
          <TextField label="Nowe hasło" type="password" autoComplete="new-password" required {...form.field('password')} />
          <TextField
            label="Powtórz hasło"
            type="password"
            autoComplete="new-password"
            required
            {...form.field('password_confirmation')}
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
