import { useState } from 'react';
import { PAGE_SIZES } from '@sportdesk/contract';
import { loadErrorMessage } from '../../../lib/loadErrorMessage';
import { DataTable } from '../../../components/data-table';
import { CHANGE_HISTORY_COLUMNS } from '../../audits/public';
import { useActivityHistory } from '../../activities/public';

/** Change history tab: the activity's audit rows, newest first, 10 per page (5/10/25). */
export function ChangeHistory({ activityId }: { activityId: number }) {
  const [paging, setPaging] = useState({ page: 0, limit: 10 });
  const history = useActivityHistory(activityId, paging.page, paging.limit);
  return (
    <DataTable
      aria-label="Historia zmian"
      columns={CHANGE_HISTORY_COLUMNS}
      rows={history.data?.rows}
      total={history.data?.total ?? 0}
      loading={history.isFetching}
      errorText={history.isError ? loadErrorMessage(history.error) : undefined}
      pagination={{ ...paging, pageSizes: PAGE_SIZES.small, onChange: setPaging }}
    />
  );
}
