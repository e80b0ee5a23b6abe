import { lazy, Suspense } from 'react';
import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import { Link, NavLink, Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/session/queries';
import { readToken } from '../../lib/session/storage';
import { portalHomeUrl, portalRegisterUrl, portalSearchUrl, portalSignInUrl } from './urls';
import { portalMessagesUrl, portalWalletUrl } from './wallet/urls';

/** Compact on a phone: the signed-in header holds five links at 360 px. */
const navButtonSx = {
  color: '#fff',
  whiteSpace: 'nowrap',
  minWidth: 0,
  px: { xs: 0.75, sm: 1 },
  '&.active': { bgcolor: 'rgba(255,255,255,0.14)' },
} as const;

/**
 * The signed-in header (the player's links, name and 'Wyloguj') comes in its own chunk: most readers of the portal's
 * pages are visitors, whose first load then holds none of it (the basket's badge, sign-out).
 */
const SignedInLinks = lazy(() => import('./SignedInLinks'));

/** Signed in: the player's links (SignedInLinks.tsx); otherwise sign-in and registration. */
function AccountLinks() {
  const current = useCurrentUser();
  const user = readToken() ? current.data : undefined;
  if (user)
    return (
      <Suspense fallback={null}>
        <SignedInLinks user={user} buttonSx={navButtonSx} />
      </Suspense>
    );
  return (
    <>
      <Button component={NavLink} to={portalSignInUrl()} sx={navButtonSx}>
        Zaloguj się
      </Button>
      <Button component={NavLink} to={portalRegisterUrl()} sx={{ ...navButtonSx, display: { xs: 'none', sm: 'inline-flex' } }}>
        Załóż konto
      </Button>
    </>
  );
}

/** The signed-in player's own pages, in a row under the header (it wraps on a phone instead of scrolling). */
function PlayerMenu() {
  const current = useCurrentUser();
  if (!readToken() || !current.data) return null;
  return (
    <Box sx={{ bgcolor: '#18304f' }}>
      <Container maxWidth="lg" disableGutters>
        <Box
          component="nav"
          aria-label="Strefa gracza"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: { xs: 1.5, sm: 3 }, py: 0.5 }}
        >
          <Button component={NavLink} to={portalWalletUrl()} size="small" sx={navButtonSx}>
            Portfel
          </Button>
          <Button component={NavLink} to={portalMessagesUrl()} size="small" sx={navButtonSx}>
            Wiadomości
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 2000,
  bgcolor: 'background.paper',
  color: 'primary.main',
  px: 2,
  py: 1,
  borderRadius: 1,
  '&:focus': { top: 8 },
} as const;

/**
 * The player portal's shell: a light header and footer of its own, no back-office code (it is a separate lazy
 * chunk; the back office's layout, menu and live channel never load here).
 */
export function PortalLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="a" href="#tresc" sx={skipLinkSx}>
        Przejdź do treści
      </Box>
      <AppBar position="static" elevation={0} sx={{ bgcolor: '#0f1f38' }}>
        <Container maxWidth="lg" disableGutters>
          <Toolbar sx={{ gap: { xs: 1, sm: 2 }, px: { xs: 1.5, sm: 3 } }}>
            <Box
              component={Link}
              to={portalHomeUrl()}
              aria-label="SportDesk — strona główna portalu"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                color: '#fff',
                textDecoration: 'none',
                mr: 'auto',
                minWidth: 0,
              }}
            >
              <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32, flexShrink: 0 }} />
              <Typography component="span" sx={{ fontWeight: 750, fontSize: '1.15rem', letterSpacing: '-0.02em' }} noWrap>
                SportDesk
              </Typography>
            </Box>
            <Box component="nav" aria-label="Portal" sx={{ display: 'flex', gap: 0.5 }}>
              <Button component={NavLink} to={portalSearchUrl()} sx={navButtonSx}>
                Zajęcia
              </Button>
              <AccountLinks />
            </Box>
          </Toolbar>
        </Container>
      </AppBar>
      <PlayerMenu />
      <Container
        component="main"
        id="tresc"
        tabIndex={-1}
        maxWidth="lg"
        sx={{ flexGrow: 1, py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}
      >
        <Outlet />
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 2 }}>
        <Container maxWidth="lg">
          <Typography variant="body2" color="text.secondary">
            SportDesk — zajęcia sportowe w Twojej okolicy
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}

export { PortalLayout as Component };
