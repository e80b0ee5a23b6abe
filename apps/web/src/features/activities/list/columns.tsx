import type { ReactNode } from 'react';
import { Box, Checkbox, Chip, IconButton, Link as MuiLink, Stack, Typography } from '@mui/material';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import { Link } from 'react-router';
import {
  ABBREVIATIONS,
  ACTIVITY_TYPE_LABELS,
  ACTIVITY_WARNING_LABELS,
  EVENT_TYPE_LABELS,
  formatPln,
  type ActivityRow,
} from '@sportdesk/contract';
import { actionsColumn, type DataTableColumn } from '../../../components/data-table';
import { activityCopyUrl, activityEditUrl, activityUrl } from '../urls';
import { formatDate } from '../format';
import { LazyTooltip } from '../../../components/LazyTooltip';
import { Abbr } from '../../../components/Abbr';

export interface Selection {
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
  toggleAll: (ids: number[], on: boolean) => void;
}

const personName = (p: { first_name: string | null; last_name: string | null } | null) =>
  p ? [p.first_name, p.last_name].filter(Boolean).join(' ') : '';

/** The smaller, grey second line of a merged cell. */
function SecondLine({ children }: { children: ReactNode }) {
  return (
    <Typography variant="caption" color="text.secondary" component="div" noWrap>
      {children}
    </Typography>
  );
}

/** Room grows with the screen: 1400 px and up (1440 laptops) and 1920 px and up. */
const WIDE = '@media (min-width: 1400px)';
const XL = '@media (min-width: 1920px)';

/** A cell whose lines end in '…' rather than growing the table; the whole text is its tooltip. */
function Clipped({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      title={title}
      sx={{
        maxWidth: 130,
        [WIDE]: { maxWidth: 170 },
        [XL]: { maxWidth: 260 },
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}

const chip = { height: 22, '& .MuiChip-label': { px: 0.75, fontSize: '0.75rem' } } as const;

/**
 * Cancelled, hidden and confirmed as small chips in one cell (they were three columns); below them the
 * ended mark, the warnings (in words) and the creator.
 */
function ActivityStatus({ row }: { row: ActivityRow }) {
  const notes = [
    row.past ? 'Zakończone' : null,
    ...row.warnings.filter((w) => w !== 'min_players').map((w) => ACTIVITY_WARNING_LABELS[w]),
  ].filter(Boolean);
  return (
    <Box sx={{ maxWidth: 170, [WIDE]: { maxWidth: 220 }, [XL]: { maxWidth: 320 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {row.canceled && <Chip size="small" color="error" label="Odwołane" sx={chip} />}
        {row.hidden && <Chip size="small" variant="outlined" label="Ukryte" sx={chip} />}
        <Chip
          size="small"
          variant="outlined"
          color={row.confirmed ? 'success' : 'default'}
          label={row.confirmed ? 'Potwierdzone' : 'Niepotwierdzone'}
          sx={chip}
        />
      </Box>
      {notes.length > 0 && (
        <Typography
          variant="caption"
          component="div"
          noWrap
          sx={{ color: row.warnings.length ? 'warning.dark' : 'text.secondary' }}
        >
          {notes.join(' · ')}
        </Typography>
      )}
      {row.creator && <SecondLine>Utworzył(a): {personName(row.creator)}</SecondLine>}
    </Box>
  );
}

/** Enrolled / max (min); below the minimum it reads in the warning colour with the reason in words. */
function Enrolled({ row }: { row: ActivityRow }) {
  const short = row.warnings.includes('min_players');
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Box component="span" sx={short ? { color: 'warning.dark', fontWeight: 600 } : undefined}>
        {row.all_reserved_spots}/{row.max_players} ({row.min_players})
      </Box>
      {short && (
        <Typography
          variant="caption"
          component="div"
          sx={{ color: 'warning.dark', display: 'flex', alignItems: 'center', gap: 0.25 }}
        >
          <WarningAmberOutlinedIcon sx={{ fontSize: 14 }} aria-hidden />
          <LazyTooltip title={ACTIVITY_WARNING_LABELS.min_players}>
            <span>za mało</span>
          </LazyTooltip>
        </Typography>
      )}
      {row.fa_count > 0 && (
        <SecondLine>
          <Abbr title={ABBREVIATIONS.FA}>FA</Abbr>: {row.fa_count}
        </SecondLine>
      )}
    </Box>
  );
}

/**
 * Columns of docs/spec/part-2.md §2, merged so the list fits 1440×900 without sideways scrolling: select, ID, date with
 * the hours, sport with the name and type, location with the address, enrolled, price, status (cancelled, hidden,
 * confirmed, ended, warnings, creator) and the actions, which stay in view.
 */
export function activityColumns(rows: readonly ActivityRow[], selection: Selection | null): DataTableColumn<ActivityRow>[] {
  const pageIds = rows.map((r) => r.id);
  const allOn = pageIds.length > 0 && pageIds.every((id) => selection?.selected.has(id));
  const someOn = pageIds.some((id) => selection?.selected.has(id));
  const columns: DataTableColumn<ActivityRow>[] = [];
  if (selection)
    columns.push({
      id: 'select',
      width: 48,
      header: (
        <Checkbox
          size="small"
          checked={allOn}
          indeterminate={someOn && !allOn}
          onChange={(_, on) => selection.toggleAll(pageIds, on)}
          slotProps={{ input: { 'aria-label': 'Zaznacz wszystkie na stronie' } }}
        />
      ),
      cell: (row) => (
        <Checkbox
          size="small"
          checked={selection.selected.has(row.id)}
          onChange={() => selection.toggle(row.id)}
          slotProps={{ input: { 'aria-label': `Zaznacz zajęcia ${row.id}` } }}
        />
      ),
    });
  columns.push(
    {
      id: 'id',
      header: 'ID',
      width: 56,
      cell: (row) => (
        <MuiLink component={Link} to={activityUrl(row.id)} underline="hover" sx={{ fontWeight: 550 }}>
          {row.id}
        </MuiLink>
      ),
    },
    {
      id: 'date',
      header: 'Termin',
      sortable: true,
      width: 132,
      cell: (row) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {formatDate(row.date)}
          <SecondLine>
            {row.start_at}–{row.stop_at}
          </SecondLine>
        </Box>
      ),
    },
    {
      id: 'sport',
      header: 'Zajęcia',
      cell: (row) => {
        const kind = row.event_type ? EVENT_TYPE_LABELS[row.event_type] : ACTIVITY_TYPE_LABELS[row.activity_type];
        return (
          <Clipped title={[row.sport?.name, row.name, kind].filter(Boolean).join(' · ')}>
            {row.sport?.name}
            <SecondLine>{[row.name, kind].filter(Boolean).join(' · ')}</SecondLine>
          </Clipped>
        );
      },
    },
    {
      id: 'location',
      header: 'Lokalizacja',
      cell: (row) => {
        if (!row.localization) return null;
        const address = [row.localization.street, row.localization.city].filter(Boolean).join(', ');
        return (
          <Clipped title={[row.localization.name, address].filter(Boolean).join(', ')}>
            {row.localization.name}
            <SecondLine>{address}</SecondLine>
          </Clipped>
        );
      },
    },
    {
      id: 'enrolled',
      header: 'Zapisani',
      width: 84,
      cell: (row) => <Enrolled row={row} />,
    },
    {
      id: 'price',
      header: 'Cena',
      sortable: true,
      align: 'right',
      width: 84,
      cell: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatPln(row.price)}</Box>,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => <ActivityStatus row={row} />,
    },
    actionsColumn(
      (row) => (
        <Stack direction="row" spacing={0} sx={{ justifyContent: 'flex-end' }}>
          <LazyTooltip title="Podgląd">
            <IconButton component={Link} to={activityUrl(row.id)} size="small" aria-label={`Podgląd zajęć ${row.id}`}>
              <VisibilityOutlinedIcon fontSize="small" />
            </IconButton>
          </LazyTooltip>
          <LazyTooltip title="Edytuj">
            <IconButton component={Link} to={activityEditUrl(row.id)} size="small" aria-label={`Edytuj zajęcia ${row.id}`}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </LazyTooltip>
          <LazyTooltip title="Kopiuj">
            <IconButton component={Link} to={activityCopyUrl(row.id)} size="small" aria-label={`Kopiuj zajęcia ${row.id}`}>
              <ContentCopyOutlinedIcon fontSize="small" />
            </IconButton>
          </LazyTooltip>
        </Stack>
      ),
      { width: 112 },
    ),
  );
  return columns;
}
