import { useState } from 'react';
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import { PAGE_SIZES, USER_LEVEL_LABELS, type AdminUser, type LevelOpinion } from '@sportdesk/contract';
import { DataTable, type DataTableColumn, queryTableProps } from '../../../components/data-table';
import { formatDateTime } from '../format';
import { useLevelOpinions } from '../queries';
import { userUrl } from '../urls';

const COLUMNS: readonly DataTableColumn<LevelOpinion>[] = [
  { id: 'created_at', header: 'Data', cell: (o) => formatDateTime(o.created_at) },
  { id: 'level', header: 'Ocena poziomu', cell: (o) => USER_LEVEL_LABELS[o.level] },
  { id: 'sport', header: 'Dyscyplina', cell: (o) => o.sport?.name ?? '—' },
  {
    id: 'user',
    header: 'Oceniający',
    cell: (o) =>
      o.user ? (
        <MuiLink component={Link} to={userUrl(o.user.id)}>
          {o.user.label}
        </MuiLink>
      ) : (
        '—'
      ),
  },
  {
    id: 'activity',
    header: 'Zajęcia',
    cell: (o) =>
      o.activity ? (
        <MuiLink component={Link} to={`/activities/${o.activity.id}`}>
          #{o.activity.id}
        </MuiLink>
      ) : (
        '—'
      ),
  },
];

/** Oceny: level opinions from other players, newest first, 10 per page (5/10/25). */
export function OpinionsTab({ user }: { user: AdminUser }) {
  const [paging, setPaging] = useState({ page: 0, limit: 10 });
  const opinions = useLevelOpinions(user.id, paging);
  return (
    <DataTable
      aria-label="Oceny poziomu"
      columns={COLUMNS}
      {...queryTableProps(opinions)}
      emptyText="Brak ocen"
      pagination={{ ...paging, pageSizes: PAGE_SIZES.small, onChange: setPaging }}
    />
  );
}
