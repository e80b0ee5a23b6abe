import { useState } from 'react';
import { Box } from '@mui/material';
import { AUDIT_ACTION_LABELS, PAGE_SIZES, type AuditAction, type AuditEntry } from '@sportdesk/contract';
import { loadErrorMessage } from '../../../lib/loadErrorMessage';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { AuditChanges } from '../../audits/AuditChanges';
import { formatWarsawDateTime, RecordLink } from '../../audits/format';
import { personName } from '../format';
import { useChangeHistory, type HistorySource } from '../queries';

/** The change-history columns. */
const CHANGE_HISTORY_COLUMNS: readonly DataTableColumn<AuditEntry>[] = [
  {
    id: 'created_at',
    header: 'Data',
    cell: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatWarsawDateTime(r.created_at)}</Box>,
    width: 140,
  },
  {
    id: 'user',
    header: 'Autor zmiany',
    width: 160,
    cell: (r) =>
      r.user ? <RecordLink type="User" id={r.user.id} labels={{ [`User:${r.user.id}`]: personName(r.user) }} /> : 'System',
  },
  { id: 'action', header: 'Akcja', width: 100, cell: (r) => AUDIT_ACTION_LABELS[r.action as AuditAction] ?? r.action },
  { id: 'comment', header: 'Komentarz', width: 180, cell: (r) => r.comment ?? '—' },
  // The same words as 'Historia zmian': Polish labels, zł, Warsaw time, links to the records named.
  { id: 'changes', header: 'Zmiany', cell: (r) => <AuditChanges entry={r} /> },
];

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
