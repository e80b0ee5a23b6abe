import { Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';
import { LOCATION_ORDERS, PAGE_SIZES, type Location } from '@sportdesk/contract';
import { editActionColumn, type DataTableColumn } from '../../components/data-table';
import type { FilterField } from '../../components/filter-bar';
import { ListScreen } from '../../components/ListScreen';
import { useListState } from '../../components/useListState';
import { YesNo } from '../catalogue/public';
import { useLocationList } from './queries';
import { locationNewUrl, locationUrl } from './urls';

const FILTER_KEYS = ['with_id', 'with_name', 'with_street', 'with_city', 'with_district', 'with_post_code'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const FILTER_FIELDS: readonly FilterField<FilterKey>[] = [
  { name: 'with_id', label: 'ID', type: 'number', width: 100 },
  { name: 'with_name', label: 'Nazwa', width: 220 },
  { name: 'with_street', label: 'Ulica', width: 200 },
  { name: 'with_city', label: 'Miasto', width: 170 },
  { name: 'with_district', label: 'Dzielnica', width: 170 },
  { name: 'with_post_code', label: 'Kod pocztowy', width: 140 },
];

const address = (row: Location) => [row.street, [row.post_code, row.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

const COLUMNS: readonly DataTableColumn<Location>[] = [
  { id: 'id', header: 'ID', cell: (row) => row.id, sortable: true, width: 80 },
  {
    id: 'name',
    header: 'Nazwa',
    sortable: true,
    cell: (row) => (
      <MuiLink component={Link} to={locationUrl(row.id)} underline="hover" sx={{ fontWeight: 550 }}>
        {row.name}
      </MuiLink>
    ),
  },
  {
    id: 'city',
    header: 'Adres',
    sortable: true,
    cell: (row) => (
      <>
        {address(row) || '—'}
        {row.district && (
          <Typography variant="caption" component="div" color="text.secondary">
            {row.district}
          </Typography>
        )}
      </>
    ),
  },
  { id: 'objects', header: 'Obiekty', width: 100, align: 'right', cell: (row) => row.location_objects.length },
  { id: 'hidden', header: 'Ukryta', width: 100, cell: (row) => <YesNo value={row.hidden} highlight="warning" /> },
  { id: 'order_value', header: 'Kolejność', sortable: true, width: 120, align: 'right', cell: (row) => row.order_value },
  editActionColumn(
    (row) => locationUrl(row.id),
    (row) => row.name,
  ),
];

/** `/locations`: the spec's filters, ordered by `order_value` ascending by default, 10 rows per page (5/10/25). */
export function LocationListPage() {
  const list = useListState({
    filterKeys: FILTER_KEYS,
    pageSizes: PAGE_SIZES.small,
    limit: 10,
    orders: LOCATION_ORDERS,
    order: 'order_value',
  });
  const locations = useLocationList(list.query);
  return (
    <ListScreen
      title="Lokalizacje"
      addTo={locationNewUrl()}
      firstLabel="Dodaj pierwszą lokalizację"
      filterFields={FILTER_FIELDS}
      list={list}
      query={locations}
      columns={COLUMNS}
    />
  );
}

export { LocationListPage as Component };
