import { useState } from 'react';
import { Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { msg, type Activity } from '@sportdesk/contract';
import { isApiError } from '../../lib/api';
import { useNotify } from '../../components/useNotify';
import { ActivityTeamSelect, useActivityTeams } from '../competition-groups/public';
import { participantName } from './participantName';
import { useCreateLineUp, useDeleteLineUp, useParticipants, useTeamLineUps } from './queries';

/** Sparing only: players of each competition team for this activity (team line-ups). */
export function TeamLineUpsCard({ activity }: { activity: Activity }) {
  const lineUps = useTeamLineUps(activity.id);
  const participants = useParticipants(activity.id);
  const create = useCreateLineUp(activity.id);
  const remove = useDeleteLineUp(activity.id);
  const notify = useNotify();
  const [playerId, setPlayerId] = useState<number | ''>('');
  const [teamId, setTeamId] = useState<number | null>(null);
  const teamNames = new Map((useActivityTeams(activity.competition_team_ids).data ?? []).map((t) => [t.id, t.name]));
  const fail = (fallback: string) => (error: unknown) => notify.error(isApiError(error) ? error.message : fallback);
  const rows = lineUps.data?.rows ?? [];
  const teams = [...new Set([...activity.competition_team_ids, ...rows.map((r) => r.competition_team_id)])].sort((a, b) => a - b);
  const players = (participants.data?.rows ?? []).filter((p) => !p.reserve);
  return (
    <Card variant="outlined" component="section" aria-label="Składy drużyn">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
          Składy drużyn
        </Typography>
        {teams.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Brak składów
          </Typography>
        )}
        <Stack spacing={1}>
          {teams.map((team) => (
            <Stack key={team} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="body2" sx={{ minWidth: 96 }}>
                {teamNames.get(team) ?? `Drużyna #${team}`}
              </Typography>
              {rows
                .filter((r) => r.competition_team_id === team)
                .map((r) => (
                  <Chip
                    key={r.id}
                    label={[r.player.first_name, r.player.last_name].filter(Boolean).join(' ')}
                    onDelete={() =>
                      remove.mutate(r.id, { onSuccess: () => notify.success(msg.deleted), onError: fail(msg.deleteFailed) })
                    }
                  />
                ))}
            </Stack>
          ))}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mt: 2 }}>
          <TextField
            select
            size="small"
            label="Gracz"
            value={playerId}
            onChange={(e) => setPlayerId(Number(e.target.value))}
            sx={{ minWidth: 240 }}
          >
            {players.map((p) => (
              <MenuItem key={p.id} value={p.user.id}>
                {participantName(p)}
              </MenuItem>
            ))}
          </TextField>
          <ActivityTeamSelect teamIds={activity.competition_team_ids} value={teamId} onChange={setTeamId} />
          <Button
            variant="outlined"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            disabled={!playerId || !teamId}
            loading={create.isPending}
            onClick={() =>
              create.mutate(
                { player_id: Number(playerId), competition_team_id: Number(teamId) },
                {
                  onSuccess: () => {
                    notify.success(msg.added);
                    setPlayerId('');
                  },
                  onError: fail(msg.saveFailed),
                },
              )
            }
          >
            Dodaj do składu
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
