import { Box, Chip, Typography } from '@mui/material';
import { ABBREVIATIONS, ACTIVITY_TYPE_LABELS, WEEK_DAY_LABELS, msg, type ActivityTemplateRow } from '@sportdesk/contract';
import { actionsColumn, EditIconButton, type DataTableColumn } from '../../components/data-table';
import { formatWarsawDateTime } from '../audits/public';
import { templateUrl } from '../../lib/urls/activityTemplates';
import { Abbr } from '../../components/Abbr';

const chip = { height: 22, '& .MuiChip-label': { px: 0.75, fontSize: '0.75rem' } } as const;
const second = { display: 'block', lineHeight: 1.3 } as const;

export const weekDaysText = (days: readonly number[]) => days.map((d) => WEEK_DAY_LABELS[d]).join(', ');

/** The columns of docs/spec/part-2.md §2: ID, name, time, discipline, location, spots, hidden, type, approved, info,
 * created, edit. */
export const TEMPLATE_COLUMNS: readonly DataTableColumn<ActivityTemplateRow>[] = [
  { id: 'id', header: 'ID', cell: (r) => r.id, width: 56 },
  {
    id: 'name',
    header: 'Nazwa',
    width: 150,
    cell: (r) => (
      <>
        {r.name || '—'}
        <Typography variant="caption" color="text.secondary" sx={second}>
          {weekDaysText(r.week_days) || 'Brak dni'}
        </Typography>
      </>
    ),
  },
  {
    id: 'start_at',
    header: 'Godzina',
    cell: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{`${r.start_at}–${r.stop_at}`}</Box>,
    width: 100,
  },
  { id: 'sport', header: 'Dyscyplina', cell: (r) => r.sport?.name ?? '—', width: 120 },
  {
    id: 'localization',
    header: 'Lokalizacja',
    width: 200,
    cell: (r) =>
      r.localization ? (
        <>
          {r.localization.name}
          <Typography variant="caption" color="text.secondary" sx={second}>
            {[r.localization.street, r.localization.city].filter(Boolean).join(', ')}
          </Typography>
        </>
      ) : (
        '—'
      ),
  },
  {
    id: 'spots',
    header: 'Miejsca',
    width: 100,
    cell: (r) => (
      <>
        {r.all_reserved_spots}/{r.max_players} ({r.min_players})
        <Typography variant="caption" color="text.secondary" sx={second}>
          <Abbr title={ABBREVIATIONS.FA}>FA</Abbr>: {r.fa_count}
        </Typography>
      </>
    ),
  },
  { id: 'hidden', header: 'Ukryte', cell: (r) => (r.hidden ? msg.yes : msg.no), width: 64 },
  { id: 'activity_type', header: 'Typ', cell: (r) => ACTIVITY_TYPE_LABELS[r.activity_type], width: 90 },
  {
    id: 'approved_by_admin',
    header: 'Zatwierdzone',
    width: 110,
    cell: (r) => (
      <Chip
        size="small"
        variant="outlined"
        color={r.approved_by_admin ? 'success' : 'warning'}
        label={r.approved_by_admin ? 'Tak' : 'Oczekuje'}
        sx={chip}
      />
    ),
  },
  {
    id: 'info',
    header: 'Info',
    width: 130,
    cell: (r) => (
      <Box>
        {r.creator?.label ?? '—'}
        {r.archived && (
          <Box>
            <Chip size="small" variant="outlined" label="Archiwalny" sx={chip} />
          </Box>
        )}
      </Box>
    ),
  },
  {
    id: 'created_at',
    header: 'Utworzono',
    width: 100,
    cell: (r) => {
      const [day, time] = formatWarsawDateTime(r.created_at).split(', ');
      return (
        <>
          {day}
          <Typography variant="caption" color="text.secondary" sx={second}>
            {time}
          </Typography>
        </>
      );
    },
  },
  // The edit link as in every list: its header 'Edycja' read out but hidden, so the columns keep their words whole.
  actionsColumn((r) => <EditIconButton to={templateUrl(r.id)} label={`Edytuj szablon ${r.name ?? r.id}`} />, {
    id: 'edit',
    header: 'Edycja',
  }),
];
