import { useState } from 'react';
import { Box, Button, Divider, ListItemIcon, MenuItem, MenuList, Popover, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useNavigate } from 'react-router';
import { msg, type SessionUser } from '@sportdesk/contract';
import { useNotify } from '../../components/useNotify';
import { visuallyHidden } from '../../components/visuallyHidden';
import { signInUrl } from '../../features/auth/urls';
import { useSignOut } from '../../lib/session/queries';
import { UserAvatar } from '../../components/UserAvatar';

/** The signed-in user's label with the 'Wyloguj' action. */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const signOut = useSignOut();
  const notify = useNotify();
  const navigate = useNavigate();

  const onSignOut = () => {
    setAnchor(null);
    signOut.mutate(undefined, {
      onSettled: () => {
        notify.success(msg.loggedOut);
        navigate(signInUrl(), { replace: true });
      },
    });
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'profile-menu' : undefined}
        startIcon={<UserAvatar label={user.label} />}
        sx={{ textTransform: 'none', fontWeight: 550, px: 1 }}
      >
        <Box
          component="span"
          sx={(theme) => ({
            maxWidth: 180,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            [theme.breakpoints.down('sm')]: visuallyHidden,
          })}
        >
          {user.label}
        </Box>
      </Button>
      {/* A popover holding the user's card and a menu: role="menu" holds only its menu items (axe aria-required-children). */}
      <Popover
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, minWidth: 220 }}>
          <Typography variant="subtitle2">{user.label}</Typography>
          {user.email && (
            <Typography variant="body2" color="text.secondary">
              {user.email}
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuList id="profile-menu" aria-label="Profil" autoFocusItem>
          <MenuItem onClick={onSignOut} disabled={signOut.isPending}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            Wyloguj
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
