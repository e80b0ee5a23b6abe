import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router';
import { PAGE_SIZES } from '@sportdesk/contract';
import { DataTable, queryTableProps } from '../../components/data-table';
import { benefitEntryColumns } from './columns';
import { useBenefitEntryList } from './queries';
import { benefitEntryNewUrl } from './urls';

interface Props {
  /** `with_activity_id` (the activity summary's tab) or `with_user_id` (the user's Benefity tab). */
  filters: { with_activity_id?: number; with_user_id?: number };
  'aria-label': string;
  /** 'Dodaj wejście' with the activity preset (the activity's tab). */
  addForActivity?: number;
}

/** One activity's or one user's benefit entries, newest first, 25 a page; paging stays local to the tab. */
export function BenefitEntriesTable({ filters, 'aria-label': ariaLabel, addForActivity }: Props) {
  const [paging, setPaging] = useState({ page: 0, limit: 25 });
  const list = useBenefitEntryList({ ...filters, ...paging, order: 'created_at', order_dir: 'desc' });
  const columns = benefitEntryColumns(filters.with_activity_id ? ['activity'] : ['user']);
  return (
    <Stack spacing={1.5}>
      {addForActivity != null && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            component={Link}
            to={benefitEntryNewUrl({ activity_id: addForActivity })}
            variant="outlined"
            startIcon={<AddIcon />}
          >
            Dodaj wejście
          </Button>
        </Stack>
      )}
      <DataTable
        aria-label={ariaLabel}
        columns={columns}
        {...queryTableProps(list)}
        pagination={{ ...paging, pageSizes: PAGE_SIZES.generic, onChange: setPaging }}
        emptyText="Brak wejść Benefit"
      />
    </Stack>
  );
}

/** For the activity summary: `<ActivityBenefitEntries activityId={id} />`. */
export const ActivityBenefitEntries = ({ activityId }: { activityId: number }) => (
  <BenefitEntriesTable
    filters={{ with_activity_id: activityId }}
    aria-label="Wejścia Benefit zajęć"
    addForActivity={activityId}
  />
);

/** For the user page's Benefity tab. */
export const UserBenefitEntries = ({ userId }: { userId: number }) => (
  <BenefitEntriesTable filters={{ with_user_id: userId }} aria-label="Wejścia Benefit użytkownika" />
);
