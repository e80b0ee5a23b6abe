import { useState } from 'react';
import { Chip, Stack, Typography } from '@mui/material';
import {
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_STATUS_LABELS,
  NOTICE_KIND_LABELS,
  PAGE_SIZES,
  type ActivityDelivery,
} from '@sportdesk/contract';
import { DataTable, queryTableProps } from '../../../components/data-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { formatDateTime } from '../../activities/public';
import { useDeliveries } from './queries';

const STATUS_COLOR = { pending: 'default', sent: 'success', failed: 'error' } as const;

const COLUMNS: DataTableColumn<ActivityDelivery>[] = [
  {
    id: 'created_at',
    header: 'Wysłano',
    width: 150,
    cell: (d) => formatDateTime(d.sent_at ?? d.created_at),
  },
  {
    id: 'subject',
    header: 'Wiadomość',
    cell: (d) => (
      <Stack spacing={0.25}>
        <Typography variant="body2">{d.subject}</Typography>
        <Typography variant="caption" color="text.secondary">
          {NOTICE_KIND_LABELS[d.kind]}
        </Typography>
      </Stack>
    ),
  },
  {
    id: 'user',
    header: 'Uczestnik',
    cell: (d) => (
      <Stack spacing={0.25}>
        <Typography variant="body2">{d.user.label}</Typography>
        {d.reserve && (
          <Typography variant="caption" color="text.secondary">
            lista rezerwowa
          </Typography>
        )}
      </Stack>
    ),
  },
  {
    id: 'channel',
    header: 'Kanał',
    width: 150,
    cell: (d) => (
      <Stack spacing={0.25}>
        <Typography variant="body2">{DELIVERY_CHANNEL_LABELS[d.channel]}</Typography>
        <Typography variant="caption" color="text.secondary">
          {d.recipient ?? '—'}
        </Typography>
      </Stack>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (d) => (
      <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
        <Chip size="small" variant="outlined" color={STATUS_COLOR[d.status]} label={DELIVERY_STATUS_LABELS[d.status]} />
        {d.error && (
          <Typography variant="caption" color="error">
            {d.error}
          </Typography>
        )}
      </Stack>
    ),
  },
];

/** The activity's delivery log: each recipient and channel of its messages and of its cancellation's notice. */
export function DeliveryLog({ activityId }: { activityId: number }) {
  const [paging, setPaging] = useState({ page: 0, limit: 25 });
  const list = useDeliveries(activityId, paging);
  return (
    <DataTable
      aria-label="Dziennik wysyłki"
      columns={COLUMNS}
      {...queryTableProps(list)}
      emptyText="Nie wysłano jeszcze żadnej wiadomości"
      pagination={{ ...paging, pageSizes: PAGE_SIZES.generic, onChange: setPaging }}
    />
  );
}
