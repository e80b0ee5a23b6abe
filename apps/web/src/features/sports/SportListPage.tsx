import { Avatar, Box, Link as MuiLink } from '@mui/material';
import SportsSoccerOutlinedIcon from '@mui/icons-material/SportsSoccerOutlined';
import { Link } from 'react-router';
import { PAGE_SIZES, SPORT_ORDERS, type Sport } from '@sportdesk/contract';
import { editActionColumn, type DataTableColumn } from '../../components/data-table';
import type { FilterField } from '../../components/filter-bar';
import { ListScreen } from '../../components/ListScreen';
import { useListState } from '../../components/useListState';
import { visuallyHidden } from '../../components/visuallyHidden';
import { YesNo } from '../catalogue/public';
import { useSportList } from './queries';
import { sportNewUrl, sportUrl } from './urls';

const FILTER_KEYS = ['with_id', 'with_name'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const FILTER_FIELDS: readonly FilterField<FilterKey>[] = [
  { name: 'with_id', label: 'ID', type: 'number', width: 120 },
  { name: 'with_name', label: 'Nazwa', width: 260 },
];

const COLUMNS: readonly DataTableColumn<Sport>[] = [
  { id: 'id', header: 'ID', cell: (row) => row.id, sortable: true, width: 90 },
  {
    id: 'picture',
    header: <Box sx={visuallyHidden}>Obrazek</Box>,
    width: 56,
    cell: (row) => (
      <Avatar
        src={row.sport_picture ?? undefined}
        alt=""
        variant="rounded"
        sx={{ width: 36, height: 36, bgcolor: 'action.hover' }}
      >
        <SportsSoccerOutlinedIcon fontSize="small" color="action" />
      </Avatar>
    ),
  },
  {
    id: 'name',
    header: 'Nazwa',
    sortable: true,
    cell: (row) => (
      <MuiLink component={Link} to={sportUrl(row.id)} underline="hover" sx={{ fontWeight: 550 }}>
        {row.name}
      </MuiLink>
    ),
  },
  { id: 'hidden', header: 'Ukryta', width: 110, cell: (row) => <YesNo value={row.hidden} highlight="warning" /> },
  editActionColumn(
    (row) => sportUrl(row.id),
    (row) => row.name,
  ),
];

/** `/sports`: filters ID and Nazwa, 10 rows per page by default (5/10/25), state in the URL. */
export function SportListPage() {
  const list = useListState({
    filterKeys: FILTER_KEYS,
    pageSizes: PAGE_SIZES.small,
    limit: 10,
    orders: SPORT_ORDERS,
    order: 'id',
  });
  const sports = useSportList(list.query);
  return (
    <ListScreen
      title="Dyscypliny"
      addTo={sportNewUrl()}
      firstLabel="Dodaj pierwszą dyscyplinę"
      filterFields={FILTER_FIELDS}
      list={list}
      query={sports}
      columns={COLUMNS}
    />
  );
}

export { SportListPage as Component };
