import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { msg, type LoginForm } from '@sportdesk/contract';
import { useDeferredForm } from '../../components/form/useDeferredForm';
import { OutlinedField } from '../../components/OutlinedField';
import { useNotify } from '../../components/useNotify';
import { AuthBrand } from './AuthBrand';
import { authErrorMessage } from './authErrorMessage';
import { useSignIn } from './queries';
import { SocialLoginButton } from './SocialLoginButton';

const loadLoginForm = () => import('./schemas').then((m) => m.loginForm);

interface Props {
  open: boolean;
  onSignedIn: () => void;
  onForgotPassword: () => void;
}

/**
 * The sign-in window: e-mail and password, social login, and the way to password recovery; the page says "Jesteś
 * zalogowany!". The only thing on its page, so a dialog that needs no modal layer (focus trap, backdrop, portal):
 * it looks as MUI's `Dialog` (`xs`, full width) and is named by its title the same way.
 */
export function LoginDialog({ open, onSignedIn, onForgotPassword }: Props) {
  const { field, handleSubmit } = useDeferredForm<LoginForm, LoginForm>({
    schema: loadLoginForm,
    defaultValues: { email: '', password: '' },
  });
  const signIn = useSignIn();
  const notify = useNotify();

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: () => onSignedIn(),
      onError: (error) => notify.error(authErrorMessage(error, msg.loginFailed)),
    }),
  );

  if (!open) return null;
  return (
    <Paper
      role="dialog"
      aria-labelledby="login-title"
      elevation={24}
      sx={{ width: 'calc(100% - 64px)', maxWidth: 444, m: 4, px: 3, pt: 3, pb: 2.5, overflowY: 'auto' }}
    >
      <AuthBrand />
      <Typography id="login-title" component="h2" sx={{ pt: 2, fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.6 }}>
        Zaloguj się
      </Typography>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ pt: 2 }}>
        <OutlinedField {...field('email')} label="E-mail" type="email" autoComplete="email" autoFocus required />
        <OutlinedField {...field('password')} label="Hasło" type="password" autoComplete="current-password" required />
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
    </Paper>
  );
}
