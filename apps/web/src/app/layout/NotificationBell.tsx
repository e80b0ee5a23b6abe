import { Badge, IconButton } from '@mui/material';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { Link } from 'react-router';
import { LazyTooltip } from '../../components/LazyTooltip';

/** The bell with the unread system-event count; links to the site root. */
export function NotificationBell({ unread }: { unread: number }) {
  const label = unread > 0 ? `Powiadomienia: ${unread} nieprzeczytanych` : 'Powiadomienia';
  return (
    <LazyTooltip title="Powiadomienia">
      <IconButton component={Link} to="/" aria-label={label} color="inherit">
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsNoneOutlinedIcon />
        </Badge>
      </IconButton>
    </LazyTooltip>
  );
}
