import { Box, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { BENEFIT_REPORT_TYPE_LABELS, type BenefitEntry } from '@sportdesk/contract';
import { actionsColumn, EditIconButton, TruncatedText, type DataTableColumn } from '../../components/data-table';
import { activityUrl } from '../activities/public';
import { formatDate, formatDateTime, userUrl } from '../users/public';
import { benefitEntryUrl } from './urls';

const small = (text: string | null | undefined) =>
  text ? (
    <Typography variant="caption" color="text.secondary" component="div">
      {text}
    </Typography>
  ) : null;

/** Codes (a serial number, a login) wrap between one another, never inside one. */
const codes = (parts: readonly (string | null | false | undefined)[]) => {
  const shown = parts.filter((p): p is string => Boolean(p));
  return shown.length ? (
    <Typography variant="caption" color="text.secondary" component="div">
      {shown.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && ' · '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {part}
          </Box>
        </Fragment>
      ))}
    </Typography>
  ) : null;
};

const ref = (value: { id: number; label: string } | null, url: (id: number) => string) =>
  value ? (
    <MuiLink component={Link} to={url(value.id)} underline="hover">
      {value.label}
    </MuiLink>
  ) : (
    '—'
  );

/** The entry's state: confirmed, rejected, unassigned (no activity or no player). */
export function BenefitEntryState({ entry }: { entry: BenefitEntry }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {entry.confirmed ? (
        <Chip size="small" color="success" label="Zatwierdzony" />
      ) : (
        <Chip size="small" variant="outlined" label="Niezatwierdzony" />
      )}
      {entry.rejected && <Chip size="small" color="error" label="Odrzucony" />}
      {(entry.activity_id == null || entry.user_id == null) && (
        <Chip size="small" color="warning" variant="outlined" label="Nieprzypisany" />
      )}
    </Stack>
  );
}

/**
 * Every field of the entry, grouped so the list fits the screen: the provider's data (uuid, facility, terminal,
 * card, organiser login) under their headings, the assignment (activity, player, organiser), type, state, notes.
 * `without` leaves out a column a tab already fixes (the activity on the activity's tab, the player on the user's).
 */
export const benefitEntryColumns = (without: readonly ('activity' | 'user')[] = []): DataTableColumn<BenefitEntry>[] => [
  { id: 'id', header: 'ID', cell: (row) => row.id, width: 70 },
  {
    id: 'date_played',
    header: 'Data wejścia',
    sortable: true,
    width: 130,
    cell: (row) => (
      <>
        {formatDate(row.date_played)}
        {small(`dodano ${formatDateTime(row.created_at)}`)}
      </>
    ),
  },
  {
    id: 'facility',
    header: 'Obiekt / terminal',
    cell: (row) => (
      <>
        {row.facility_name ?? '—'}
        {codes([row.facility_id && `ID ${row.facility_id}`, row.sn && `SN ${row.sn}`, row.terminal_type])}
        <Typography variant="caption" color="text.secondary" component="div">
          <TruncatedText text={`UUID ${row.uuid}`} maxWidth={120} />
        </Typography>
      </>
    ),
  },
  {
    id: 'card',
    header: 'Karta / login',
    cell: (row) => (
      <>
        {row.player_card_no ?? '—'}
        {codes([row.organizer_login && `login ${row.organizer_login}`])}
      </>
    ),
  },
  ...(without.includes('activity')
    ? []
    : [{ id: 'activity', header: 'Zajęcia', cell: (row: BenefitEntry) => ref(row.activity, activityUrl) }]),
  ...(without.includes('user') ? [] : [{ id: 'user', header: 'Gracz', cell: (row: BenefitEntry) => ref(row.user, userUrl) }]),
  { id: 'organizer', header: 'Organizator', cell: (row) => ref(row.organizer, userUrl) },
  { id: 'report_type', header: 'Typ', width: 90, cell: (row) => BENEFIT_REPORT_TYPE_LABELS[row.report_type] },
  { id: 'state', header: 'Stan', width: 150, cell: (row) => <BenefitEntryState entry={row} /> },
  {
    id: 'notes',
    header: 'Notatki',
    cell: (row) => <Box sx={{ maxWidth: 240 }}>{row.notes ?? '—'}</Box>,
  },
  actionsColumn((row) => <EditIconButton to={benefitEntryUrl(row.id)} label={`Edytuj wpis Benefit ${row.id}`} />),
];
