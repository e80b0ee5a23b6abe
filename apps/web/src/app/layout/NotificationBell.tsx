import { Badge, IconButton } from '@mui/material';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { Link } from 'react-router';
import { LazyTooltip } from '../../components/LazyTooltip';

const MAX_SHOWN = 99;

/** The bell with the unread system-event count; links to the site root. */
export function NotificationBell({ unread }: { unread: number }) {
  // The label names the count as the badge shows it ('99+'), so the accessible name contains the visible text.
  const shown = unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread);
  const label = unread > 0 ? `Powiadomienia: ${shown} nieprzeczytanych` : 'Powiadomienia';
  return (
    <LazyTooltip title="Powiadomienia">
      <IconButton component={Link} to="/" aria-label={label} color="inherit">
        <Badge badgeContent={unread} color="error" max={MAX_SHOWN}>
          <NotificationsNoneOutlinedIcon />
        </Badge>
      </IconButton>
    </LazyTooltip>
  );
}
