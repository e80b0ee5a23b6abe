import { Box, Chip, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import {
  ALL_ROLE_NAMES,
  GENDERS,
  GENDER_LABELS,
  PAGE_SIZES,
  ROLE_LABELS,
  USER_ORDERS,
  type AdminUserRow,
} from '@sportdesk/contract';
import { editActionColumn, type DataTableColumn } from '../../components/data-table';
import type { FilterField } from '../../components/filter-bar';
import { ListScreen } from '../../components/ListScreen';
import { useListState } from '../../components/useListState';
import { formatDateTime, formatPhone, orDash } from './format';
import { useUserList } from './queries';
import { userNewUrl, userUrl } from './urls';

const FILTER_KEYS = [
  'with_id',
  'search',
  'with_email',
  'with_parent_id',
  'with_role',
  'with_fa',
  'with_gender',
  'with_creator_id',
  'with_competition_group_id',
  'with_competition_team_id',
  'with_created_at_greater',
  'with_created_at_less',
  'with_birth_date_greater',
  'with_birth_date_less',
  'with_no_show_min',
] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const YES_NO = [
  { value: 'true', label: 'Tak' },
  { value: 'false', label: 'Nie' },
];

const FILTER_FIELDS: readonly FilterField<FilterKey>[] = [
  { name: 'with_id', label: 'ID', type: 'number', width: 100 },
  { name: 'search', label: 'Imię, nazwisko, e-mail, telefon', width: 280 },
  { name: 'with_email', label: 'E-mail', width: 220 },
  { name: 'with_parent_id', label: 'ID rodzica', type: 'number', width: 120 },
  {
    name: 'with_role',
    label: 'Rola',
    type: 'select',
    width: 260,
    options: ALL_ROLE_NAMES.map((name) => ({ value: name, label: ROLE_LABELS[name] })),
  },
  { name: 'with_fa', label: 'Fałszywe konto', type: 'select', width: 170, options: YES_NO },
  {
    name: 'with_gender',
    label: 'Płeć',
    type: 'select',
    width: 150,
    options: GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] })),
  },
  { name: 'with_creator_id', label: 'ID twórcy', type: 'number', width: 120 },
  { name: 'with_competition_group_id', label: 'ID grupy', type: 'number', width: 120 },
  { name: 'with_competition_team_id', label: 'ID drużyny', type: 'number', width: 120 },
  { name: 'with_created_at_greater', label: 'Utworzono od', type: 'date', width: 150 },
  { name: 'with_created_at_less', label: 'Utworzono do', type: 'date', width: 150 },
  { name: 'with_birth_date_greater', label: 'Urodzeni od', type: 'date', width: 150 },
  { name: 'with_birth_date_less', label: 'Urodzeni do', type: 'date', width: 150 },
  { name: 'with_no_show_min', label: 'Nieobecności (90 dni) od', type: 'number', width: 200 },
];

const COLUMNS: readonly DataTableColumn<AdminUserRow>[] = [
  { id: 'id', header: 'ID', cell: (row) => row.id, sortable: true, width: 80 },
  {
    id: 'first_name',
    header: 'Imię',
    sortable: true,
    cell: (row) => (
      <MuiLink component={Link} to={userUrl(row.id)} underline="hover" sx={{ fontWeight: 550 }}>
        {row.first_name || row.label}
      </MuiLink>
    ),
  },
  { id: 'last_name', header: 'Nazwisko', sortable: true, cell: (row) => orDash(row.last_name) },
  {
    id: 'email',
    header: 'E-mail',
    sortable: true,
    // Long addresses end in '…' (the whole address as a tooltip), so the list fits 1280 px too.
    cell: (row) => (
      <Box
        title={row.email ?? undefined}
        sx={{
          maxWidth: 200,
          '@media (min-width: 1400px)': { maxWidth: 300 },
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {orDash(row.email)}
      </Box>
    ),
  },
  {
    id: 'phone',
    header: 'Telefon',
    cell: (row) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatPhone(row.phone_prefix, row.phone)}
      </Box>
    ),
  },
  { id: 'city', header: 'Miasto', cell: (row) => orDash(row.city) },
  {
    id: 'flags',
    header: 'Konto',
    cell: (row) => (
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {row.parent_id && <Chip size="small" label="Dziecko" variant="outlined" />}
        {row.fa && <Chip size="small" color="warning" label="Fałszywe" />}
        {!row.active && <Chip size="small" label="Nieaktywne" />}
      </Box>
    ),
  },
  {
    id: 'no_shows',
    header: <span title="Nieobecności na zajęciach ze sprawdzoną listą obecności w ostatnich 90 dniach">Nieobecności</span>,
    width: 110,
    cell: (row) => (row.no_shows > 0 ? <Chip size="small" color="warning" label={row.no_shows} /> : '0'),
  },
  {
    id: 'created_at',
    header: 'Utworzono',
    sortable: true,
    cell: (row) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(row.created_at)}
      </Box>
    ),
  },
  editActionColumn(
    (row) => userUrl(row.id),
    (row) => row.label,
    { width: 64 },
  ),
];

/** `/users`: filters in the URL, 25 rows by default, newest first (docs/spec/part-1.md §2 "Users"). */
export function UserListPage() {
  const list = useListState({
    filterKeys: FILTER_KEYS,
    pageSizes: PAGE_SIZES.generic,
    limit: 25,
    orders: USER_ORDERS,
    order: 'created_at',
    orderDir: 'desc',
  });
  const users = useUserList(list.query);

  return (
    <ListScreen
      title="Użytkownicy"
      addTo={userNewUrl()}
      firstLabel="Dodaj pierwszego użytkownika"
      filterFields={FILTER_FIELDS}
      list={list}
      query={users}
      columns={COLUMNS}
    />
  );
}

export { UserListPage as Component };
