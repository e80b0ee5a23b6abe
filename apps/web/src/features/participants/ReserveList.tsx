import { useState } from 'react';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { msg, type Participant } from '@sportdesk/contract';
import { LoadError } from '../../components/LoadError';
import { formatDateTime } from '../activities/public';
import { participantName } from './participantName';
import { RemoveParticipantDialog } from './RemoveParticipantDialog';
import { useParticipants } from './queries';

/** The 'Lista rezerwowa' tab: players waiting in order of joining; the first is promoted when a spot frees. */
export function ReserveList({ activityId }: { activityId: number }) {
  const list = useParticipants(activityId);
  const [removing, setRemoving] = useState<Participant | null>(null);
  if (list.isError) return <LoadError error={list.error} onRetry={() => list.refetch()} />;
  const rows = (list.data?.rows ?? []).filter((p) => p.reserve);
  return (
    <>
      <Table size="small" aria-label="Lista rezerwowa">
        <TableHead>
          <TableRow>
            <TableCell>Kolejność</TableCell>
            <TableCell>Gracz</TableCell>
            <TableCell>Telefon</TableCell>
            <TableCell>Opłata przy awansie</TableCell>
            <TableCell>Zapisano</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>{list.isPending ? 'Ładowanie…' : 'Lista rezerwowa jest pusta'}</TableCell>
            </TableRow>
          )}
          {rows.map((p) => (
            <TableRow key={p.id}>
              <TableCell>{p.reserve_position}</TableCell>
              <TableCell>{participantName(p)}</TableCell>
              <TableCell>{p.user.phone ?? '—'}</TableCell>
              <TableCell>{p.costs ? msg.yes : msg.no}</TableCell>
              <TableCell>{formatDateTime(p.created_at)}</TableCell>
              <TableCell>
                <Tooltip title="Usuń z listy rezerwowej">
                  <IconButton aria-label={`Usuń z listy rezerwowej ${participantName(p)}`} onClick={() => setRemoving(p)}>
                    <PersonRemoveOutlinedIcon />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <RemoveParticipantDialog activityId={activityId} participant={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
