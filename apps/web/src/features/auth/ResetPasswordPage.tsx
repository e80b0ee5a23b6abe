import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { msg } from '@sportdesk/contract';
import { applyApiFieldErrors } from '../../components/form/applyApiFieldErrors';
import { useDeferredForm } from '../../components/form/useDeferredForm';
import { useNotify } from '../../components/useNotify';
import { AuthBackdrop } from './AuthBackdrop';
import { AuthBrand } from './AuthBrand';
import { authErrorMessage } from './authErrorMessage';
import { useResetPassword, type ResetPasswordForm } from './queries';
import { signInUrl } from './urls';

const loadSchema = () => import('./schemas').then((m) => m.newPasswordForm);

/** `/auth/reset-password?token=…`: the link from the recovery e-mail sets a new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useDeferredForm<ResetPasswordForm>({
    schema: loadSchema,
    defaultValues: { reset_password_token: token, password: '', password_confirmation: '' },
  });
  const resetPassword = useResetPassword();
  const notify = useNotify();
  const navigate = useNavigate();
  const tokenError = form.errors.reset_password_token;

  const onSubmit = form.handleSubmit((values) =>
    resetPassword.mutate(values, {
      onSuccess: () => {
        notify.success(msg.passwordChanged);
        navigate(signInUrl(), { replace: true });
      },
      onError: (error) => {
        applyApiFieldErrors(error, form.setError);
        notify.error(authErrorMessage(error, error.message || msg.saveFailed));
      },
    }),
  );

  return (
    <AuthBackdrop>
      <Card sx={{ width: '100%', maxWidth: 444 }}>
        <CardContent sx={{ p: 3 }}>
          <AuthBrand />
          <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
            Ustaw nowe hasło
          </Typography>
          <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
            {(!token || tokenError) && <Alert severity="error">{msg.resetTokenInvalid}</Alert>}
            <TextField {...form.field('password')} label="Nowe hasło" type="password" autoComplete="new-password" required />
            <TextField
              {...form.field('password_confirmation')}
              label="Powtórz hasło"
              type="password"
              autoComplete="new-password"
              required
            />
            <Button type="submit" variant="contained" size="large" loading={resetPassword.isPending} disabled={!token}>
              Zmień hasło
            </Button>
            <Button component={Link} to={signInUrl()}>
              Wróć do logowania
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </AuthBackdrop>
  );
}

export { ResetPasswordPage as Component };
