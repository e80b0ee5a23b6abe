import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { AUDIT_ACTION_LABELS, PAGE_SIZES, type AuditAction, type AuditEntry } from '@sportdesk/contract';
import { loadErrorMessage } from '../../../lib/loadErrorMessage';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { formatDateTime, personName } from '../format';
import { useActivityHistory } from '../queries';

const show = (v: unknown) =>
  v === null || v === undefined || v === '' ? '—' : Array.isArray(v) ? v.join(', ') || '—' : String(v);

const COLUMNS: readonly DataTableColumn<AuditEntry>[] = [
  { id: 'created_at', header: 'Data', cell: (r) => formatDateTime(r.created_at), width: 150 },
  { id: 'user', header: 'Użytkownik', cell: (r) => personName(r.user) || 'System' },
  { id: 'action', header: 'Akcja', cell: (r) => AUDIT_ACTION_LABELS[r.action as AuditAction] ?? r.action },
  { id: 'comment', header: 'Komentarz', cell: (r) => r.comment ?? '' },
  {
    id: 'changes',
    header: 'Zmiany',
    cell: (r) => {
      const list = (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {Object.entries(r.audited_changes).map(([field, change]) => {
            const [before, after] = Array.isArray(change) && change.length === 2 ? change : [null, change];
            return (
              <li key={field}>
                <Typography variant="body2" component="span" sx={{ fontWeight: 550 }}>
                  {field}
                </Typography>
                : {show(before)} → {show(after)}
              </li>
            );
          })}
        </Box>
      );
      // A creation lists every field: folded so the table stays readable.
      return r.action === 'create' ? (
        <details>
          <summary>Pola: {Object.keys(r.audited_changes).length}</summary>
          {list}
        </details>
      ) : (
        list
      );
    },
  },
];

/** Change history tab: the activity's audit rows, newest first, 10 per page (5/10/25). */
export function ChangeHistory({ activityId }: { activityId: number }) {
  const [paging, setPaging] = useState({ page: 0, limit: 10 });
  const history = useActivityHistory(activityId, paging.page, paging.limit);
  return (
    <DataTable
      aria-label="Historia zmian"
      columns={COLUMNS}
      rows={history.data?.rows}
      total={history.data?.total ?? 0}
      loading={history.isFetching}
      errorText={history.isError ? loadErrorMessage(history.error) : undefined}
      pagination={{ ...paging, pageSizes: PAGE_SIZES.small, onChange: setPaging }}
    />
  );
}
