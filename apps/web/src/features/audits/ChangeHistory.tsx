import { useState } from 'react';
import { PAGE_SIZES } from '@sportdesk/contract';
import { loadErrorMessage } from '../../lib/loadErrorMessage';
import { DataTable } from '../../components/data-table';
import { useChangeHistory, type HistorySource } from '../activities/public';
import { CHANGE_HISTORY_COLUMNS } from './changeHistoryColumns';

/**
 * 'Historia zmian': a record's audit rows, newest first, 10 per page (5/10/25) — an activity's (summary tab)
 * and an activity template's (its page) alike.
 */
export function ChangeHistory({ source }: { source: HistorySource }) {
  const [paging, setPaging] = useState({ page: 0, limit: 10 });
  const history = useChangeHistory(source, paging.page, paging.limit);
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
