import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Box, Button, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import {
  CARD_PROGRAMME_LABELS,
  EXPECTED_ENTRY_VALUE_SETTINGS,
  formatPln,
  warsawToday,
  type SettlementEntryRow,
  type SettlementParticipationRow,
  type SettlementProgramme,
} from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { FilterBar, type FilterField } from '../../components/filter-bar';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { useNotify } from '../../components/useNotify';
import { activityUrl } from '../activities/public';
import { downloadFile } from '../../lib/download';
import { formatDate, userUrl } from '../users/public';
import { useSettlement } from './queries';
import { benefitEntryListUrl, benefitEntryUrl, settlementCsvPath, settlementUrl } from './urls';

const MONTHS = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
];
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const MONTH_RE = /^20\d{2}-(0[1-9]|1[0-2])$/;
/** The last 24 months up to the current one (Warsaw), newest first, and the month in the address if older. */
function monthOptions(current: string, chosen: string) {
  const out: string[] = [];
  let y = Number(current.slice(0, 4));
  let m = Number(current.slice(5, 7));
  for (let i = 0; i < 24; i++) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m -= 1;
    if (m === 0) [y, m] = [y - 1, 12];
  }
  if (!out.includes(chosen)) out.push(chosen);
  return out
    .sort()
    .reverse()
    .map((value) => ({ value, label: monthLabel(value) }));
}

const money = (pln: number | null) => (pln === null ? '—' : formatPln(pln));
const nowrap = { whiteSpace: 'nowrap' } as const;
/** A header of two words over two lines (table headers do not wrap by default), so the summary fits the screen. */
const wrapped = (text: string) => (
  <Box component="span" sx={{ whiteSpace: 'normal' }}>
    {text}
  </Box>
);
const linkTo = (to: string, text: string) => (
  <MuiLink component={Link} to={to} underline="hover">
    {text}
  </MuiLink>
);
const activityCell = (a: { id: number; label: string; date: string } | null) =>
  a ? (
    <>
      {linkTo(activityUrl(a.id), a.label)}
      <Typography variant="caption" color="text.secondary" component="div">
        zajęcia #{a.id}, {formatDate(a.date)}
      </Typography>
    </>
  ) : (
    '—'
  );
const userCell = (u: { id: number; label: string } | null) => (u ? linkTo(userUrl(u.id), u.label) : '—');

type SummaryRow =
  | SettlementProgramme
  | (Omit<SettlementProgramme, 'programme' | 'expected_entry_value'> & { programme: 'total'; expected_entry_value: null });

const SUMMARY_COLUMNS: DataTableColumn<SummaryRow>[] = [
  {
    id: 'label',
    header: 'Program',
    width: 130,
    cell: (r) => (
      <Box component="span" sx={nowrap}>
        {r.programme === 'total' ? <strong>Razem</strong> : r.label}
      </Box>
    ),
  },
  {
    id: 'confirmed_entries',
    header: wrapped('Zatwierdzone wejścia'),
    align: 'right',
    width: 130,
    cell: (r) => r.confirmed_entries,
  },
  {
    id: 'unconfirmed_entries',
    header: wrapped('Niezatwierdzone wejścia'),
    align: 'right',
    width: 130,
    cell: (r) => r.unconfirmed_entries,
  },
  {
    id: 'expected_entry_value',
    header: wrapped('Kwota za wejście'),
    align: 'right',
    width: 130,
    cell: (r) =>
      r.programme === 'total' ? (
        ''
      ) : r.expected_entry_value === null ? (
        <Typography
          variant="body2"
          color="warning.main"
          component="span"
          title={`Ustawienie ${EXPECTED_ENTRY_VALUE_SETTINGS[r.programme]}`}
        >
          nie ustawiono
        </Typography>
      ) : (
        <Box component="span" sx={nowrap}>
          {money(r.expected_entry_value)}
        </Box>
      ),
  },
  {
    id: 'expected_revenue',
    header: wrapped('Oczekiwany przychód'),
    align: 'right',
    width: 150,
    cell: (r) => (
      <Box component="span" sx={{ ...nowrap, fontWeight: r.programme === 'total' ? 600 : undefined }}>
        {money(r.expected_revenue)}
      </Box>
    ),
  },
  {
    id: 'entries_without_participation',
    header: wrapped('Wejścia bez uczestnictwa'),
    align: 'right',
    width: 130,
    cell: (r) => r.entries_without_participation,
  },
  {
    id: 'participations_without_entry',
    header: wrapped('Uczestnictwa bez wejścia'),
    align: 'right',
    width: 130,
    cell: (r) => r.participations_without_entry,
  },
];

const ENTRY_COLUMNS: DataTableColumn<SettlementEntryRow>[] = [
  { id: 'id', header: 'Wejście', width: 90, cell: (r) => linkTo(benefitEntryUrl(r.id), `#${r.id}`) },
  { id: 'programme', header: 'Program', width: 110, cell: (r) => CARD_PROGRAMME_LABELS[r.programme] },
  { id: 'date_played', header: 'Data wejścia', width: 120, cell: (r) => formatDate(r.date_played) },
  { id: 'card', header: 'Nr karty', width: 140, cell: (r) => r.player_card_no ?? '—' },
  {
    id: 'state',
    header: 'Stan',
    width: 150,
    cell: (r) =>
      r.confirmed ? (
        <Chip size="small" color="success" label="Zatwierdzony" />
      ) : (
        <Chip size="small" variant="outlined" label="Niezatwierdzony" />
      ),
  },
  { id: 'activity', header: 'Zajęcia', cell: (r) => activityCell(r.activity) },
  { id: 'user', header: 'Gracz', cell: (r) => userCell(r.user) },
];

const PARTICIPATION_COLUMNS: DataTableColumn<SettlementParticipationRow>[] = [
  { id: 'date', header: 'Data zajęć', width: 130, cell: (r) => formatDate(r.date) },
  { id: 'programme', header: 'Program', width: 120, cell: (r) => CARD_PROGRAMME_LABELS[r.programme] },
  { id: 'activity', header: 'Zajęcia', cell: (r) => activityCell(r.activity) },
  { id: 'user', header: 'Gracz', cell: (r) => userCell(r.user) },
  { id: 'card', header: 'Nr karty', width: 180, cell: (r) => r.card_no ?? '—' },
];

/**
 * `/benefit_entries/settlement?month=YYYY-MM`: the month's card settlement (docs/decisions.md "Card settlement") —
 * per programme the confirmed entries and the revenue expected from them, then both sides of the discrepancy,
 * each row linked; 'Pobierz CSV' downloads the same in an Excel-ready file.
 */
export function SettlementPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const current = warsawToday().slice(0, 7);
  const param = search.get('month') ?? '';
  const month = MONTH_RE.test(param) ? param : current;
  const settlement = useSettlement(month);
  const fields = useMemo<FilterField<'month'>[]>(
    () => [{ name: 'month', label: 'Miesiąc', type: 'select', width: 220, options: monthOptions(current, month) }],
    [current, month],
  );
  const data = settlement.data;
  const summary: SummaryRow[] | undefined = data && [
    ...data.programmes,
    {
      programme: 'total',
      label: 'Razem',
      expected_entry_value: null,
      unconfirmed_entries: data.programmes.reduce((n, p) => n + p.unconfirmed_entries, 0),
      ...data.totals,
    },
  ];

  return (
    <>
      <PageHeader
        back={<BackLink to={benefitEntryListUrl()} label="Wejścia Benefit" />}
        title="Rozliczenie kart"
        subtitle={`Wejścia Benefit, FitProfit i Medicover: ${monthLabel(month)} (${formatDate(`${month}-01`)} – ${formatDate(
          data?.date_to ?? `${month}-01`,
        )})`}
        actions={
          <Button
            variant="contained"
            startIcon={<DownloadOutlinedIcon />}
            onClick={() =>
              downloadFile(settlementCsvPath(month), `rozliczenie-kart-${month}.csv`).catch((error: Error) =>
                notify.error(error.message),
              )
            }
          >
            Pobierz CSV
          </Button>
        }
      />
      <FilterBar
        fields={fields}
        values={{ month }}
        onSubmit={(values) => navigate(settlementUrl(values.month || undefined))}
        onClear={() => navigate(settlementUrl())}
      />
      {settlement.isError ? (
        <LoadError error={settlement.error} onRetry={() => settlement.refetch()} />
      ) : (
        <Stack spacing={3}>
          {data?.programmes.some((p) => p.expected_entry_value === null) && (
            <Alert severity="warning">
              Brak kwoty za wejście dla części programów — ustaw ją w Ustawieniach (
              {Object.values(EXPECTED_ENTRY_VALUE_SETTINGS).join(', ')}, w złotych).
            </Alert>
          )}
          <section aria-labelledby="settlement-summary">
            <Typography id="settlement-summary" variant="h6" component="h2" sx={{ mb: 1 }}>
              Podsumowanie programów
            </Typography>
            <DataTable
              aria-label="Podsumowanie programów"
              columns={SUMMARY_COLUMNS}
              rows={summary}
              total={summary?.length ?? 0}
              loading={settlement.isPending}
              getRowId={(r) => r.programme}
            />
          </section>
          <section aria-labelledby="settlement-entries">
            <Typography id="settlement-entries" variant="h6" component="h2">
              Wejścia bez uczestnictwa opłaconego kartą ({data?.totals.entries_without_participation ?? 0})
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Wejścia z miesiąca (bez odrzuconych), którym nie odpowiada uczestnik z listy zajęć płacący kartą.
            </Typography>
            <DataTable
              aria-label="Wejścia bez uczestnictwa"
              columns={ENTRY_COLUMNS}
              rows={data?.entries_without_participation}
              total={data?.entries_without_participation.length ?? 0}
              loading={settlement.isPending}
              emptyText="Brak takich wejść"
            />
          </section>
          <section aria-labelledby="settlement-participations">
            <Typography id="settlement-participations" variant="h6" component="h2">
              Uczestnictwa opłacone kartą bez wejścia ({data?.totals.participations_without_entry ?? 0})
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Uczestnicy z listy zajęć z miesiąca (bez odwołanych), płacący kartą Benefit lub FitProfit, bez wejścia.
            </Typography>
            <DataTable
              aria-label="Uczestnictwa bez wejścia"
              columns={PARTICIPATION_COLUMNS}
              rows={data?.participations_without_entry}
              total={data?.participations_without_entry.length ?? 0}
              loading={settlement.isPending}
              getRowId={(r) => r.participant_id}
              emptyText="Brak takich uczestnictw"
            />
          </section>
        </Stack>
      )}
    </>
  );
}

export { SettlementPage as Component };
