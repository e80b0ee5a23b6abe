import { Button, Stack, Typography } from '@mui/material';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import { Link } from 'react-router';
import type { ActivityListFilters } from '@sportdesk/contract';
import { ActivityList, activityListUrl } from '../activities/public';

interface Props {
  /** The docs/spec/part-1.md §9 list defaults of the tab (`DASHBOARD_ACTIVITY_TABS`). */
  filters: ActivityListFilters;
  /** What `users/current` counts for this tab, when it counts it. */
  count?: number;
  label: string;
  emptyText: string;
}

/**
 * A dashboard tab's activity list: the activity list of /activities with the tab's fixed filters
 * (the same ones `users/current` counts, so the badge equals the total), without the filter row;
 * a link opens the full list with those filters to refine them.
 */
export function DashboardActivityList({ filters, count, label, emptyText }: Props) {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography color="text.secondary">{count ? `Do sprawdzenia: ${count}.` : ''}</Typography>
        <Button
          component={Link}
          to={activityListUrl(filters)}
          variant="outlined"
          size="small"
          startIcon={<ListAltOutlinedIcon />}
        >
          Pokaż na liście zajęć
        </Button>
      </Stack>
      <ActivityList fixedFilters={filters} hideFilters hideAddButton bulkEdit={false} aria-label={label} emptyText={emptyText} />
    </Stack>
  );
}
