import { Button, Stack, Typography } from '@mui/material';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import { Link } from 'react-router';
import type { ActivityListFilters } from '@sportdesk/contract';
import { activityListUrl } from '../activities/urls';

interface Props {
  /** The §9 list defaults of the tab (`DASHBOARD_ACTIVITY_TABS`). */
  filters: ActivityListFilters;
  /** What `users/current` counts for this tab, when it counts it. */
  count?: number;
  emptyText: string;
}

/**
 * A dashboard tab's activity list. Hook for the activities issue: render the compact activity list
 * with `filters` here (rows link to /activities/{id}); until then it says how many wait and links to
 * the full list with the same filters, without showing made-up rows.
 */
export function DashboardActivityList({ filters, count, emptyText }: Props) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start', py: 1 }}>
      <Typography color="text.secondary">{count ? `Do sprawdzenia: ${count}.` : emptyText}</Typography>
      <Button component={Link} to={activityListUrl(filters)} variant="outlined" size="small" startIcon={<ListAltOutlinedIcon />}>
        Pokaż na liście zajęć
      </Button>
    </Stack>
  );
}
