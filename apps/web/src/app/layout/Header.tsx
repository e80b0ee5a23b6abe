import { AppBar, Box, IconButton, Stack, Toolbar } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import type { SessionUser } from '@sportdesk/contract';
import { HeaderSearch } from './HeaderSearch';
import { NotificationBell } from './NotificationBell';
import { ProductLabelChip } from '../../components/ProductLabelChip';
import { ProfileMenu } from './ProfileMenu';
import { ReportsShortcut } from './ReportsShortcut';
import { LazyTooltip } from '../../components/LazyTooltip';

interface Props {
  user: SessionUser;
  onToggleMenu: () => void;
}

/** Top bar: menu toggle, product label, search slot, reports, notifications and profile. */
export function Header({ user, onToggleMenu }: Props) {
  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: 1.5, minHeight: { xs: 64 } }}>
        <LazyTooltip title="Menu">
          <IconButton edge="start" onClick={onToggleMenu} aria-label="Przełącz menu" color="inherit">
            <MenuIcon />
          </IconButton>
        </LazyTooltip>
        <ProductLabelChip />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <HeaderSearch />
        </Box>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <ReportsShortcut />
          <NotificationBell unread={user.system_event_count.allUnread} />
          <ProfileMenu user={user} />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
