import { Button, Divider, Stack } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import { usePublicConfig } from '../../lib/publicConfig';
import { socialSignInUrl } from './urls';

const providerNames: Record<string, string> = { facebook: 'Facebook', google: 'Google' };

/** 'Kontynuuj z …': shown only when the server has a social-login provider configured. */
export function SocialLoginButton() {
  const provider = usePublicConfig().data?.oauth_provider;
  if (!provider) return null;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Divider>lub</Divider>
      <Button href={socialSignInUrl()} variant="outlined" fullWidth size="large" startIcon={<LoginIcon />}>
        Kontynuuj z {providerNames[provider] ?? provider}
      </Button>
    </Stack>
  );
}
