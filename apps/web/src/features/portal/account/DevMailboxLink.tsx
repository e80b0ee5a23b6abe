import { Alert, Link as MuiLink } from '@mui/material';
import { usePublicConfig } from '../../../lib/publicConfig';

/**
 * After registration in development: the API says the local mailbox simulator is on (`dev_mailbox` in
 * `public_config`, never in production), so the newcomer can open the confirmation e-mail without a mail server.
 */
export function DevMailboxLink({ email }: { email: string }) {
  const config = usePublicConfig();
  if (!config.data?.dev_mailbox) return null;
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      Środowisko deweloperskie: e-maile nie wychodzą na zewnątrz.{' '}
      <MuiLink href={`/api/v2/dev/mailbox?recipient=${encodeURIComponent(email)}`} target="_blank" rel="noopener">
        Otwórz symulator poczty
      </MuiLink>
    </Alert>
  );
}
