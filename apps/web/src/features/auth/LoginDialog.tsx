import { Box, Button, Dialog, DialogContent, DialogTitle, Link, Stack, TextField } from '@mui/material';
import { msg } from '@sportdesk/contract';
import { loadOnce, useSchemaForm } from '../../lib/useSchemaForm';
import { useNotify } from '../../components/useNotify';
import { AuthBrand } from './AuthBrand';
import { authErrorMessage } from './authErrorMessage';
import { useSignIn } from './queries';
import { SocialLoginButton } from './SocialLoginButton';

const loadLoginForm = loadOnce(() => import('./schemas').then((m) => m.loginForm));

interface Props {
  open: boolean;
  onSignedIn: () => void;
  onForgotPassword: () => void;
}

/** The sign-in modal: e-mail and password, social login, and the way to password recovery; the page says "Jesteś zalogowany!". */
export function LoginDialog({ open, onSignedIn, onForgotPassword }: Props) {
  const { field, handleSubmit } = useSchemaForm(loadLoginForm, { email: '', password: '' });
  const signIn = useSignIn();
  const notify = useNotify();

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: () => onSignedIn(),
      onError: (error) => notify.error(authErrorMessage(error, msg.loginFailed)),
    }),
  );

  return (
    <Dialog
      open={open}
      hideBackdrop
      disableEscapeKeyDown
      maxWidth="xs"
      fullWidth
      aria-labelledby="login-title"
      disableRestoreFocus
    >
      <DialogContent sx={{ pt: 3 }}>
        <AuthBrand />
        <DialogTitle id="login-title" sx={{ px: 0, pt: 2, pb: 0, fontSize: '1.35rem', fontWeight: 700 }}>
          Zaloguj się
        </DialogTitle>
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ pt: 2 }}>
          <TextField {...field('email')} label="E-mail" type="email" autoComplete="email" autoFocus required />
          <TextField {...field('password')} label="Hasło" type="password" autoComplete="current-password" required />
          <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>
            Zaloguj
          </Button>
          <Box sx={{ textAlign: 'center' }}>
            <Link component="button" type="button" variant="body2" onClick={onForgotPassword}>
              Nie pamiętasz hasła?
            </Link>
          </Box>
        </Stack>
        <SocialLoginButton />
      </DialogContent>
    </Dialog>
  );
}
