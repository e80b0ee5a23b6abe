import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { Link } from 'react-router';
import {
  ABBREVIATIONS,
  COORDINATOR_FLAG_LABELS,
  formatNoShowRate,
  PARTICIPANT_PAYMENT_LABELS,
  msg,
  participantMsg,
  type Activity,
  type Participant,
  type ParticipantPaymentMethod,
} from '@sportdesk/contract';
import { isApiError } from '../../lib/api';
import { LoadError } from '../../components/LoadError';
import { useNotify } from '../../components/useNotify';
import { UserPicker, type UserOption } from '../users/public';
import { formatDateTime } from '../activities/public';
import { ActivityTeamSelect } from '../competition-groups/public';
import { benefitEntryUrl } from '../benefit-entries/public';
import { RemoveParticipantDialog } from './RemoveParticipantDialog';
import { useAddParticipant, useListAction, useParticipants, useSendList, useUpdateParticipant } from './queries';
import { Abbr } from '../../components/Abbr';
import { participantName } from './participantName';
import { CheckInButton } from './CheckInDialog';

const paymentLabel = (m: string) => PARTICIPANT_PAYMENT_LABELS[m as ParticipantPaymentMethod] ?? m;

function CommentField({ participant, onSave }: { participant: Participant; onSave: (value: string) => void }) {
  const [value, setValue] = useState(participant.comments ?? '');
  return (
    <TextField
      size="small"
      variant="standard"
      value={value}
      slotProps={{ htmlInput: { 'aria-label': `Komentarz: ${participantName(participant)}` } }}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => value !== (participant.comments ?? '') && onSave(value)}
    />
  );
}

/**
 * What the header's numbers count: players on the list, spots reserved without a player, both
 * against the limit, and the reserve list — so '3 z 20' over a list of one explains itself.
 */
function SpotCounts({
  listed,
  reserved,
  max,
  waiting,
}: {
  listed: number;
  reserved: number;
  max: number;
  waiting: number | null;
}) {
  const parts = [
    `Na liście: ${listed}`,
    `Zarezerwowane miejsca: ${reserved}`,
    `Zajęte ${listed + reserved} z ${max}`,
    ...(waiting ? [`Lista rezerwowa: ${waiting}`] : []),
  ];
  return (
    <Typography variant="body2" color="text.secondary" aria-label="Miejsca">
      {parts.join(' · ')}
    </Typography>
  );
}

/** Participants on the summary: add (costs flag), presence and card checks, comments, removal, list verification. */
export function ParticipantsPanel({ activity }: { activity: Activity }) {
  const list = useParticipants(activity.id);
  const add = useAddParticipant(activity.id);
  const update = useUpdateParticipant(activity.id);
  const confirm = useListAction(activity.id, 'confirm_list');
  const check = useListAction(activity.id, 'check_list');
  const sendList = useSendList(activity.id);
  const notify = useNotify();
  const [picked, setPicked] = useState<UserOption | null>(null);
  const [costs, setCosts] = useState(false);
  const [teamId, setTeamId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Participant | null>(null);
  const fail = (fallback: string) => (error: unknown) => notify.error(isApiError(error) ? error.message : fallback);
  const sparing = activity.competition_type === 'sparing';
  const rows = (list.data?.rows ?? []).filter((p) => !p.reserve);
  const reserveCount = (list.data?.rows ?? []).length - rows.length;
  // Say why before refusing: the API refuses adding to a started, cancelled or archived activity.
  const addBlocked = activity.past
    ? participantMsg.pastActivity
    : activity.canceled || activity.archived
      ? participantMsg.closedActivity
      : null;

  const save = (p: Participant, patch: Parameters<typeof update.mutate>[0]) =>
    update.mutate({ ...patch, id: p.id }, { onSuccess: () => notify.success(msg.saved), onError: fail(msg.saveFailed) });

  return (
    <Card variant="outlined" component="section" aria-label="Lista uczestników">
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { md: 'center' } }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
              Uczestnicy
            </Typography>
            <SpotCounts
              listed={list.data ? rows.length : activity.participants_count}
              reserved={activity.reserved_spots}
              max={activity.max_players}
              waiting={list.data ? reserveCount : null}
            />
          </Box>
          <CheckInButton activityId={activity.id} disabled={activity.canceled} />
          {activity.list_verified && <Chip color="success" label={participantMsg.listConfirmed} />}
          {activity.list_checked && <Chip color="info" label={participantMsg.listChecked} />}
          <Button
            variant="outlined"
            disabled={activity.list_verified}
            loading={confirm.isPending}
            onClick={() =>
              confirm.mutate(undefined, {
                onSuccess: () => notify.success(participantMsg.listConfirmed),
                onError: fail(msg.saveFailed),
              })
            }
          >
            Potwierdź listę
          </Button>
          <Button
            variant="outlined"
            disabled={activity.list_checked}
            loading={check.isPending}
            onClick={() =>
              check.mutate(undefined, {
                onSuccess: () => notify.success(participantMsg.listChecked),
                onError: fail(msg.saveFailed),
              })
            }
          >
            Sprawdź listę
          </Button>
          <Button
            variant="outlined"
            loading={sendList.isPending}
            onClick={() =>
              sendList.mutate(undefined, { onSuccess: (r) => notify.success(r.message), onError: fail(msg.somethingWrong) })
            }
          >
            Wyślij listę
          </Button>
        </Stack>
        {addBlocked && (
          <Alert severity="info" sx={{ mb: 1.5 }}>
            {addBlocked}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { md: 'center' } }}>
          <Box sx={{ minWidth: { md: 360 } }}>
            <UserPicker label="Dodaj uczestnika" value={picked} onChange={setPicked} disabled={addBlocked !== null} />
          </Box>
          {sparing && (
            <ActivityTeamSelect
              teamIds={activity.competition_team_ids}
              value={teamId}
              onChange={setTeamId}
              disabled={addBlocked !== null}
            />
          )}
          <FormControlLabel
            control={<Checkbox checked={costs} onChange={(e) => setCosts(e.target.checked)} />}
            label="Pobierz opłatę z konta"
            disabled={addBlocked !== null}
            sx={{ whiteSpace: 'nowrap' }}
          />
          <Button
            variant="contained"
            disabled={!picked || addBlocked !== null}
            loading={add.isPending}
            onClick={() =>
              picked &&
              add.mutate(
                { user_id: picked.id, costs, competition_team_id: sparing ? teamId : null },
                {
                  onSuccess: (r) => {
                    notify.success(r.message);
                    setPicked(null);
                    setTeamId(null);
                  },
                  onError: fail(msg.saveFailed),
                },
              )
            }
          >
            Dodaj
          </Button>
        </Stack>
        {list.isError ? (
          <LoadError error={list.error} onRetry={() => list.refetch()} />
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Uczestnicy">
              <TableHead>
                <TableRow>
                  <TableCell>#</TableCell>
                  <TableCell>Gracz</TableCell>
                  <TableCell>Telefon</TableCell>
                  <TableCell>
                    <Abbr title={ABBREVIATIONS.FA_ONE}>FA</Abbr>
                  </TableCell>
                  <TableCell>Benefit</TableCell>
                  <TableCell>Koordynator</TableCell>
                  <TableCell>Płatność</TableCell>
                  <TableCell>Obecność</TableCell>
                  <TableCell>Karta</TableCell>
                  <TableCell>Komentarz</TableCell>
                  <TableCell>Transakcja</TableCell>
                  {sparing && <TableCell>Drużyna</TableCell>}
                  <TableCell>Dodano</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={14}>{list.isPending ? 'Ładowanie…' : 'Brak uczestników'}</TableCell>
                  </TableRow>
                )}
                {rows.map((p, i) => (
                  <TableRow key={p.id}>
                    <TableCell>{i + 1}</TableCell>
                    <TableCell>
                      <Link to={`/users/${p.user.id}`}>{participantName(p)}</Link>
                      {p.user.identifier && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {p.user.identifier}
                        </Typography>
                      )}
                      {p.no_show_warning && (
                        <Chip
                          size="small"
                          color="warning"
                          sx={{ mt: 0.5 }}
                          label={`Nieobecności: ${formatNoShowRate(p.no_show_rate)}`}
                          title="Odsetek nieobecności na zajęciach ze sprawdzoną listą w ostatnich 90 dniach"
                        />
                      )}
                    </TableCell>
                    <TableCell>{p.user.phone ?? '—'}</TableCell>
                    <TableCell>{p.user.fa ? msg.yes : msg.no}</TableCell>
                    <TableCell>
                      {p.user.benefit_id ?? '—'}
                      {p.benefit_entry && (
                        <Typography variant="caption" component="div">
                          <Link to={benefitEntryUrl(p.benefit_entry.id)}>
                            wejście #{p.benefit_entry.id}
                            {p.benefit_entry.confirmed ? ' (zatwierdzone)' : ''}
                          </Link>
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{COORDINATOR_FLAG_LABELS[p.user.coordinator]}</TableCell>
                    <TableCell>{paymentLabel(p.payment_method)}</TableCell>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={p.presence_check}
                        slotProps={{ input: { 'aria-label': `Obecność: ${participantName(p)}` } }}
                        onChange={(e) => save(p, { id: p.id, presence_check: e.target.checked })}
                      />
                    </TableCell>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={p.card_check}
                        slotProps={{ input: { 'aria-label': `Karta: ${participantName(p)}` } }}
                        onChange={(e) => save(p, { id: p.id, card_check: e.target.checked })}
                      />
                    </TableCell>
                    <TableCell>
                      <CommentField participant={p} onSave={(comments) => save(p, { id: p.id, comments })} />
                    </TableCell>
                    <TableCell>{p.transaction ? p.transaction.identifier : '—'}</TableCell>
                    {sparing && <TableCell>{p.team ?? '—'}</TableCell>}
                    <TableCell>{formatDateTime(p.created_at)}</TableCell>
                    <TableCell>
                      <Tooltip title="Usuń uczestnika">
                        <IconButton aria-label={`Usuń uczestnika ${participantName(p)}`} onClick={() => setRemoving(p)}>
                          <PersonRemoveOutlinedIcon />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
      <RemoveParticipantDialog activityId={activity.id} participant={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
