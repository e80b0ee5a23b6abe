import { Box, Checkbox, Chip, IconButton, Link as MuiLink, Stack, Tooltip, Typography } from '@mui/material';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import { Link } from 'react-router';
import {
  ACTIVITY_TYPE_LABELS,
  ACTIVITY_WARNING_LABELS,
  EVENT_TYPE_LABELS,
  formatPln,
  msg,
  type ActivityRow,
} from '@sportdesk/contract';
import type { DataTableColumn } from '../../../components/data-table';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { activityCopyUrl, activityEditUrl, activityUrl } from '../urls';
import { formatDate } from '../format';

export interface Selection {
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
  toggleAll: (ids: number[], on: boolean) => void;
}

const yesNo = (value: boolean) => (value ? msg.yes : msg.no);
const personName = (p: { first_name: string | null; last_name: string | null } | null) =>
  p ? [p.first_name, p.last_name].filter(Boolean).join(' ') : '';

/** Columns of spec §2: select, ID, date, sport, location, enrolled, cancelled, hidden, type, confirmed, info, actions. */
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
      width: 70,
      cell: (row) => (
        <MuiLink component={Link} to={activityUrl(row.id)} underline="hover" sx={{ fontWeight: 550 }}>
          {row.id}
        </MuiLink>
      ),
    },
    {
      id: 'date',
      header: 'Data',
      sortable: true,
      cell: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.date)}</Box>,
    },
    {
      id: 'start_at',
      header: 'Godzina',
      sortable: true,
      cell: (row) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {row.start_at}–{row.stop_at}
        </Box>
      ),
    },
    {
      id: 'sport',
      header: 'Dyscyplina',
      cell: (row) => (
        <>
          <div>{row.sport?.name}</div>
          {row.name && (
            <Typography variant="caption" color="text.secondary">
              {row.name}
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'location',
      header: 'Lokalizacja',
      cell: (row) =>
        row.localization && (
          <>
            <Box sx={{ minWidth: 160 }}>{row.localization.name}</Box>
            <Typography variant="caption" color="text.secondary" component="div">
              {[row.localization.street, row.localization.city].filter(Boolean).join(', ')}
            </Typography>
          </>
        ),
    },
    {
      id: 'enrolled',
      header: 'Zapisani',
      cell: (row) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {row.all_reserved_spots}/{row.max_players} ({row.min_players})
          {row.fa_count > 0 && (
            <Typography variant="caption" color="text.secondary" component="div">
              FA: {row.fa_count}
            </Typography>
          )}
        </Box>
      ),
    },
    { id: 'price', header: 'Cena', sortable: true, align: 'right', cell: (row) => formatPln(row.price) },
    { id: 'canceled', header: 'Odwołane', sortable: true, cell: (row) => yesNo(row.canceled) },
    { id: 'hidden', header: 'Ukryte', sortable: true, cell: (row) => yesNo(row.hidden) },
    {
      id: 'activity_type',
      header: 'Typ',
      sortable: true,
      cell: (row) => (row.event_type ? EVENT_TYPE_LABELS[row.event_type] : ACTIVITY_TYPE_LABELS[row.activity_type]),
    },
    { id: 'confirmed', header: 'Potwierdzone', sortable: true, cell: (row) => yesNo(row.confirmed) },
    {
      id: 'created_at',
      header: 'Info',
      sortable: true,
      cell: (row) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          {row.warnings.map((w) => (
            <Chip
              key={w}
              size="small"
              color="warning"
              variant="outlined"
              icon={<WarningAmberOutlinedIcon />}
              label={ACTIVITY_WARNING_LABELS[w]}
            />
          ))}
          {row.past && <Chip size="small" label="Zakończone" />}
          {row.creator && (
            <Typography variant="caption" color="text.secondary">
              {personName(row.creator)}
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      id: 'actions',
      header: <Box sx={visuallyHidden}>Akcje</Box>,
      align: 'right',
      cell: (row) => (
        <Stack direction="row" spacing={0} sx={{ justifyContent: 'flex-end' }}>
          <Tooltip title="Podgląd">
            <IconButton component={Link} to={activityUrl(row.id)} size="small" aria-label={`Podgląd zajęć ${row.id}`}>
              <VisibilityOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Edytuj">
            <IconButton component={Link} to={activityEditUrl(row.id)} size="small" aria-label={`Edytuj zajęcia ${row.id}`}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Kopiuj">
            <IconButton component={Link} to={activityCopyUrl(row.id)} size="small" aria-label={`Kopiuj zajęcia ${row.id}`}>
              <ContentCopyOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  );
  return columns;
}
