import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import { Link, NavLink, Outlet } from 'react-router';
import { portalHomeUrl, portalSearchUrl } from './urls';

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
              <Button
                component={NavLink}
                to={portalSearchUrl()}
                sx={{ color: '#fff', '&.active': { bgcolor: 'rgba(255,255,255,0.14)' } }}
              >
                Zajęcia
              </Button>
            </Box>
          </Toolbar>
        </Container>
      </AppBar>
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
