import { Box, Button } from '@mui/material';
import { NavLink } from 'react-router';
import type { SessionUser } from '@sportdesk/contract';
import { useSignOut } from '../../lib/session/queries';
import { visuallyHidden } from '../../components/visuallyHidden';
import { PlayerNavLinks } from './booking/PlayerNavLinks';
import { portalHomeUrl, portalProfileUrl } from './urls';

/**
 * The signed-in player's header links: their own pages, their name (a link to the account page, 'Konto' on a phone)
 * and 'Wyloguj' (which reloads the portal, so no signed-in state survives). Loaded only for a signed-in player
 * (PortalLayout).
 */
export function SignedInLinks({ user, buttonSx }: { user: SessionUser; buttonSx: object }) {
  const signOut = useSignOut();
  return (
    <>
      <PlayerNavLinks buttonSx={buttonSx} />
      <Button component={NavLink} to={portalProfileUrl()} sx={buttonSx}>
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {user.first_name ?? user.label}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            — moje konto
          </Box>
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          Konto
        </Box>
      </Button>
      <Button
        sx={buttonSx}
        onClick={() => signOut.mutate(undefined, { onSettled: () => window.location.assign(portalHomeUrl()) })}
      >
        Wyloguj
      </Button>
    </>
  );
}

export { SignedInLinks as default };
