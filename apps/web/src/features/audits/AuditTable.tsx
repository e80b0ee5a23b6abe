import { useState } from 'react';
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';
import {
  AUDIT_ACTION_LABELS,
  AUDITABLE_TYPE_LABELS,
  PAGE_SIZES,
  type AuditAction,
  type AuditableType,
  type AuditEntry,
} from '@sportdesk/contract';
import { DataTable, type DataTableColumn, type DataTablePagination, queryTableProps } from '../../components/data-table';
import { userUrl } from '../users/public';
import { AuditChanges } from './AuditChanges';
import { formatWarsawDateTime, RecordLink } from './format';
import { useAuditList } from './queries';
import type { AuditListParams } from './urls';

const recordColumns: DataTableColumn<AuditEntry>[] = [
  {
    id: 'auditable',
    header: 'Rekord',
    width: 190,
    cell: (a) => (
      <>
        <RecordLink type={a.auditable_type as AuditableType} id={a.auditable_id} labels={a.record_labels} />
        <Typography variant="caption" color="text.secondary" component="div">
          {AUDITABLE_TYPE_LABELS[a.auditable_type as AuditableType] ?? a.auditable_type} #{a.auditable_id}
        </Typography>
      </>
    ),
  },
];

const columnsFor = (hideRecordColumns: boolean): DataTableColumn<AuditEntry>[] => [
  {
    id: 'created_at',
    header: 'Data',
    cell: (a) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatWarsawDateTime(a.created_at)}</Box>,
    width: 140,
  },
  ...(hideRecordColumns ? [] : recordColumns),
  {
    id: 'user',
    header: 'Autor zmiany',
    width: 160,
    cell: (a) =>
      a.user ? (
        <MuiLink component={Link} to={userUrl(a.user.id)}>
          {[a.user.first_name, a.user.last_name].filter(Boolean).join(' ') || `#${a.user.id}`}
        </MuiLink>
      ) : (
        'System'
      ),
  },
  {
    id: 'action',
    header: 'Akcja',
    width: 100,
    cell: (a) => AUDIT_ACTION_LABELS[a.action as AuditAction] ?? a.action,
  },
  { id: 'comment', header: 'Komentarz', width: 180, cell: (a) => a.comment ?? '—' },
  { id: 'audited_changes', header: 'Zmiany', cell: (a) => <AuditChanges entry={a} /> },
];

interface Props {
  /** `with_*` filters, e.g. one record's history: `{ with_auditable_type: 'User', with_auditable_id: 5 }`. */
  filters: Omit<AuditListParams, 'page' | 'limit'>;
  /** Paging kept by the caller (the /audits screen keeps it in the URL); otherwise local, 10 per page. */
  pagination?: Omit<DataTablePagination, 'pageSizes'>;
  /** Leaves out type and id when the table shows one record's history. */
  hideRecordColumns?: boolean;
  'aria-label'?: string;
}

/**
 * The change history table (docs/spec/part-2.md §2 "Audits"): date, type, id, user, action, comment, changes.
 * Used by /audits, the user's Audyt tab and the activity summary's change history.
 */
export function AuditTable({
  filters,
  pagination,
  hideRecordColumns = false,
  'aria-label': ariaLabel = 'Historia zmian',
}: Props) {
  const [local, setLocal] = useState({ page: 0, limit: 10 });
  const paging = pagination ?? { ...local, onChange: setLocal };
  const audits = useAuditList({ ...filters, page: paging.page, limit: paging.limit });
  return (
    <DataTable
      aria-label={ariaLabel}
      columns={columnsFor(hideRecordColumns)}
      {...queryTableProps(audits)}
      emptyText="Brak zmian"
      pagination={{ ...paging, pageSizes: PAGE_SIZES.small }}
    />
  );
}
