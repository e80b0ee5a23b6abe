import { Box } from '@mui/material';
import { AUDIT_ACTION_LABELS, type AuditAction, type AuditEntry } from '@sportdesk/contract';
import type { DataTableColumn } from '../../components/data-table';
import { personName } from '../activities/public';
import { AuditChanges } from './AuditChanges';
import { formatWarsawDateTime, RecordLink } from './format';

/** The columns of one record's change history (the activity page and the template page show the same). */
export const CHANGE_HISTORY_COLUMNS: readonly DataTableColumn<AuditEntry>[] = [
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
