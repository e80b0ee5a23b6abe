import { useEffect } from 'react';
import { Box, Button, Dialog, DialogContent, DialogTitle, Link, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { msg, type LoginForm } from '@sportdesk/contract';
import { lazyResolver } from '../../lib/lazyResolver';
import { TextFieldElement } from '../../components/form';
import { useNotify } from '../../components/useNotify';
import { AuthBrand } from './AuthBrand';
import { authErrorMessage } from './authErrorMessage';
import { useSignIn } from './queries';
import { SocialLoginButton } from './SocialLoginButton';

const loginValidation = lazyResolver<LoginForm>(() => import('./resolvers').then((m) => m.loginResolver));

interface Props {
  open: boolean;
  onSignedIn: () => void;
  onForgotPassword: () => void;
}

/** The sign-in modal: e-mail and password, social login, and the way to password recovery. */
export function LoginDialog({ open, onSignedIn, onForgotPassword }: Props) {
  const { control, handleSubmit } = useForm<LoginForm>({
    resolver: loginValidation.resolver,
    defaultValues: { email: '', password: '' },
  });
  const signIn = useSignIn();
  // The schema's chunk loads beside the page, before the first submit.
  useEffect(() => {
    void loginValidation.preload();
  }, []);
  const notify = useNotify();

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: () => {
        notify.success(msg.loggedIn);
        onSignedIn();
      },
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
          <TextFieldElement control={control} name="email" label="E-mail" type="email" autoComplete="email" autoFocus required />
          <TextFieldElement
            control={control}
            name="password"
            label="Hasło"
            type="password"
            autoComplete="current-password"
            required
          />
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
