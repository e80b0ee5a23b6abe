import { useMemo, useState } from 'react';
import { Button, Stack } from '@mui/material';
import { Link } from 'react-router';
import { PAGE_SIZES } from '@sportdesk/contract';
import { DataTable, queryTableProps } from '../../components/data-table';
import { systemEventColumns, useSystemEventList, SystemEventDialog, systemEventListUrl } from '../system-events/public';

const COLUMNS = ['message', 'event_type', 'event_status', 'target', 'created_at', 'actions'] as const;

/** Tab Przypisane do mnie: active events assigned to the signed-in admin, newest first; the edit icon opens the dialog. */
export function AssignedEvents({ userId }: { userId: number }) {
  const [paging, setPaging] = useState({ page: 0, limit: 5 });
  const [open, setOpen] = useState<number | null>(null);
  const events = useSystemEventList({ with_assigned_id: userId, ...paging });
  const columns = useMemo(() => systemEventColumns((row) => setOpen(row.id), COLUMNS), []);
  return (
    <Stack spacing={1.5}>
      <DataTable
        aria-label="Zdarzenia przypisane do mnie"
        columns={columns}
        {...queryTableProps(events)}
        emptyText="Nie masz przypisanych aktywnych zdarzeń."
        pagination={{ ...paging, pageSizes: PAGE_SIZES.small, onChange: setPaging }}
      />
      <Button
        component={Link}
        to={systemEventListUrl({ with_assigned_id: String(userId) })}
        size="small"
        sx={{ alignSelf: 'flex-start' }}
      >
        Wszystkie zdarzenia przypisane do mnie
      </Button>
      <SystemEventDialog eventId={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
