import { Chip } from '@mui/material';
import type { PortalActivity } from '@sportdesk/contract';
import { freeSpotsText } from './format';

/** The spots chip: free places, or the reserve list when full (and it keeps one). */
export function SpotsChip({ activity, size = 'small' }: { activity: PortalActivity; size?: 'small' | 'medium' }) {
  if (activity.free_spots > 0)
    return <Chip size={size} color="success" label={freeSpotsText(activity.free_spots)} data-testid="free-spots" />;
  return (
    <Chip
      size={size}
      color={activity.reserve_list ? 'warning' : 'default'}
      variant={activity.reserve_list ? 'filled' : 'outlined'}
      label={activity.reserve_list ? 'Brak miejsc — lista rezerwowa' : 'Brak wolnych miejsc'}
      data-testid="free-spots"
    />
  );
}
