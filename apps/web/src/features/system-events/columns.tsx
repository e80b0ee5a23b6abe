import { Stack, Typography } from '@mui/material';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { SYSTEM_EVENT_TYPE_LABELS, plDatesInText, type SystemEventRow } from '@sportdesk/contract';
import { actionsColumn, EditIconButton, type DataTableColumn } from '../../components/data-table';
import { formatDateTime } from '../users/public';
import { StatusChip } from './StatusChip';
import { TargetLink } from './TargetLink';
import { LazyTooltip } from '../../components/LazyTooltip';

type ColumnId = 'id' | 'message' | 'event_type' | 'event_status' | 'assigned' | 'target' | 'comments' | 'created_at' | 'actions';

/** Unread by the admins: bold, with a dot. */
function Message({ row }: { row: SystemEventRow }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', minWidth: 220, maxWidth: 520 }}>
      {!row.read_by_admin && (
        <LazyTooltip title="Nieprzeczytane">
          <FiberManualRecordIcon color="error" sx={{ fontSize: 10, flexShrink: 0 }} aria-label="Nieprzeczytane" />
        </LazyTooltip>
      )}
      <Typography variant="body2" sx={{ fontWeight: row.read_by_admin ? 400 : 650 }}>
        {plDatesInText(row.message)}
      </Typography>
    </Stack>
  );
}

/** The columns of the events list; the dashboard's tab picks a subset. `onEdit` opens the dialog. */
export function systemEventColumns(
  onEdit: (row: SystemEventRow) => void,
  ids?: readonly ColumnId[],
): DataTableColumn<SystemEventRow>[] {
  const all: Record<ColumnId, DataTableColumn<SystemEventRow>> = {
    id: { id: 'id', header: 'ID', cell: (row) => row.id, width: 70 },
    message: { id: 'message', header: 'Wiadomość', cell: (row) => <Message row={row} /> },
    event_type: { id: 'event_type', header: 'Typ', cell: (row) => SYSTEM_EVENT_TYPE_LABELS[row.event_type] },
    event_status: { id: 'event_status', header: 'Status', cell: (row) => <StatusChip status={row.event_status} /> },
    assigned: { id: 'assigned', header: 'Przypisany', cell: (row) => row.assigned?.label ?? '—' },
    target: { id: 'target', header: 'Dotyczy', cell: (row) => <TargetLink event={row} />, width: 220 },
    comments: { id: 'comments', header: 'Komentarze', align: 'right', cell: (row) => row.comments_count, width: 110 },
    created_at: {
      id: 'created_at',
      header: 'Utworzono',
      sortable: true,
      cell: (row) => formatDateTime(row.created_at),
      width: 150,
    },
    actions: actionsColumn((row) => <EditIconButton label={`Edytuj zdarzenie ${row.id}`} onClick={() => onEdit(row)} />, {
      width: 64,
    }),
  };
  return (ids ?? (Object.keys(all) as ColumnId[])).map((id) => all[id]);
}
