import { useMemo, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Chip,
  IconButton,
  MenuItem,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  GROUP_GENDER_LABELS,
  TEAM_MEMBER_ROLES,
  TEAM_MEMBER_ROLE_LABELS,
  groupMsg,
  msg,
  type CompetitionGroupDetail,
  type CompetitionTeam,
  type TeamMemberRole,
} from '@sportdesk/contract';
import { isApiError } from '../../lib/api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/useNotify';
import { EmptyResults, GroupActivities } from './GroupActivities';
import {
  TeamDialog,
  useAddTeamMember,
  useDeleteTeam,
  useGroupMembers,
  useRemoveTeamMember,
  useTeamMemberRole,
} from '../competition-groups/public';

/** 'Drużyny': the group's teams as collapsible items, each with Zajęcia, Skład and Wyniki; the add/edit team modal. */
export function TeamsTab({ group }: { group: CompetitionGroupDetail }) {
  const [editing, setEditing] = useState<CompetitionTeam | 'new' | null>(null);
  const full = group.teams.length >= group.max_teams;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          Drużyny: {group.teams.length}/{group.max_teams}
        </Typography>
        <Tooltip title={full ? groupMsg.teamsFull(group.max_teams) : ''}>
          <span>
            <Button variant="contained" startIcon={<AddIcon />} disabled={full} onClick={() => setEditing('new')}>
              Dodaj drużynę
            </Button>
          </span>
        </Tooltip>
      </Stack>
      {group.teams.length === 0 && <Typography color="text.secondary">Grupa nie ma jeszcze drużyn.</Typography>}
      <Box>
        {group.teams.map((team) => (
          <TeamItem key={team.id} group={group} team={team} onEdit={() => setEditing(team)} />
        ))}
      </Box>
      {editing !== null && (
        <TeamDialog groupId={group.id} team={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}

function TeamItem({ group, team, onEdit }: { group: CompetitionGroupDetail; team: CompetitionTeam; onEdit: () => void }) {
  const [tab, setTab] = useState(1);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteTeam(group.id);
  const notify = useNotify();
  const headingId = `team-${team.id}-heading`;
  return (
    <Accordion disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`team-${team.id}-content`} id={headingId}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{team.name}</Typography>
          <Chip size="small" label={GROUP_GENDER_LABELS[team.gender]} />
          <Typography variant="body2" color="text.secondary">
            Skład: {team.users.length}/{group.max_players_per_team}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}
        >
          <Tabs value={tab} onChange={(_, next: number) => setTab(next)} aria-label={`Drużyna ${team.name}`}>
            <Tab label="Zajęcia" />
            <Tab label="Skład" />
            <Tab label="Wyniki" />
          </Tabs>
          <Stack direction="row" spacing={1}>
            <Button size="small" startIcon={<EditOutlinedIcon />} onClick={onEdit} aria-label={`Edytuj drużynę ${team.name}`}>
              Edytuj
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setConfirmDelete(true)}
              aria-label={`Usuń drużynę ${team.name}`}
            >
              Usuń
            </Button>
          </Stack>
        </Stack>
        <ConfirmDialog
          open={confirmDelete}
          busy={remove.isPending}
          text={`Na pewno chcesz usunąć drużynę ${team.name}? Jej skład zostanie rozwiązany, a drużyna zniknie z zajęć.`}
          onClose={() => setConfirmDelete(false)}
          onConfirm={() =>
            remove.mutate(team.id, {
              onSuccess: () => notify.success(msg.deleted),
              onError: () => notify.error(msg.deleteFailed),
              onSettled: () => setConfirmDelete(false),
            })
          }
        />
        <Box role="tabpanel" sx={{ pt: 2 }}>
          {tab === 0 && <GroupActivities teamId={team.id} label={`Zajęcia drużyny ${team.name}`} />}
          {tab === 1 && <LineUp group={group} team={team} />}
          {tab === 2 && <EmptyResults />}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

/** Skład: members picked from the group's people (accepted or invited by an admin, not yet in a team); role capitan or player. */
function LineUp({ group, team }: { group: CompetitionGroupDetail; team: CompetitionTeam }) {
  const members = useGroupMembers(group.id, { page: 0, limit: 1000 });
  const add = useAddTeamMember(group.id);
  const role = useTeamMemberRole(group.id);
  const remove = useRemoveTeamMember(group.id);
  const notify = useNotify();
  const [userId, setUserId] = useState<number | ''>('');
  const [newRole, setNewRole] = useState<TeamMemberRole>('player');
  const inTeams = useMemo(() => new Set(group.teams.flatMap((t) => t.users.map((u) => u.user_id))), [group.teams]);
  const candidates = (members.data?.rows ?? []).filter((m) => m.accepted_by_admin && !inTeams.has(m.user_id));
  const fail = (error: unknown, fallback: string) =>
    notify.error(isApiError(error, 'BUSINESS_RULE') || isApiError(error, 'CONFLICT') ? error.message : fallback);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="Osoba z grupy"
          value={userId}
          onChange={(e) => setUserId(Number(e.target.value))}
          sx={{ width: { xs: '100%', sm: 320 } }}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
        >
          {candidates.length === 0 && (
            <MenuItem value="" disabled>
              {msg.noResults}
            </MenuItem>
          )}
          {candidates.map((m) => (
            <MenuItem key={m.user_id} value={m.user_id}>
              {m.user}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Rola"
          value={newRole}
          onChange={(e) => setNewRole(e.target.value as TeamMemberRole)}
          sx={{ width: { xs: '100%', sm: 160 } }}
        >
          {TEAM_MEMBER_ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {TEAM_MEMBER_ROLE_LABELS[r]}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          disabled={userId === '' || add.isPending}
          onClick={() =>
            userId !== '' &&
            add.mutate(
              { teamId: team.id, userId, role: newRole },
              {
                onSuccess: () => {
                  notify.success(msg.added);
                  setUserId('');
                  setNewRole('player');
                },
                onError: (error) => fail(error, msg.saveFailed),
              },
            )
          }
        >
          Dodaj do składu
        </Button>
      </Stack>
      {team.users.length === 0 ? (
        <Typography color="text.secondary">Skład jest pusty.</Typography>
      ) : (
        <Table size="small" aria-label={`Skład drużyny ${team.name}`}>
          <TableHead>
            <TableRow>
              <TableCell>Osoba</TableCell>
              <TableCell sx={{ width: 200 }}>Rola</TableCell>
              <TableCell align="right" sx={{ width: 80 }}>
                Opcje
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {team.users.map((u) => (
              <TableRow key={u.id}>
                <TableCell>{u.user}</TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    value={u.role}
                    aria-label={`Rola w drużynie: ${u.user}`}
                    sx={{ minWidth: 150 }}
                    onChange={(e) =>
                      role.mutate(
                        { teamId: team.id, memberId: u.id, role: e.target.value as TeamMemberRole },
                        {
                          onSuccess: () => notify.success(groupMsg.roleChanged),
                          onError: () => notify.error(groupMsg.roleChangeFailed),
                        },
                      )
                    }
                  >
                    {TEAM_MEMBER_ROLES.map((r) => (
                      <MenuItem key={r} value={r}>
                        {TEAM_MEMBER_ROLE_LABELS[r]}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell align="right">
                  <Tooltip title="Usuń ze składu">
                    <IconButton
                      size="small"
                      aria-label={`Usuń ${u.user} ze składu`}
                      onClick={() =>
                        remove.mutate(
                          { teamId: team.id, memberId: u.id },
                          { onSuccess: () => notify.success(msg.deleted), onError: () => notify.error(msg.deleteFailed) },
                        )
                      }
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
