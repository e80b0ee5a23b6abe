import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import {
  PAGE_SIZES,
  TILE_ORDERS,
  TILE_SECTIONS,
  TILE_TYPE_LABELS,
  tileSectionLabel,
  type MainPageTile,
} from '@sportdesk/contract';
import { editActionColumn, type DataTableColumn } from '../../components/data-table';
import type { FilterField } from '../../components/filter-bar';
import { ListScreen } from '../../components/ListScreen';
import { useListState } from '../../components/useListState';
import { YesNo } from '../catalogue/public';
import { useTileList } from './queries';
import { tileNewUrl, tileUrl } from './urls';

const FILTER_KEYS = ['with_name', 'with_section'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const FILTER_FIELDS: readonly FilterField<FilterKey>[] = [
  { name: 'with_name', label: 'Nazwa', width: 240 },
  {
    name: 'with_section',
    label: 'Sekcja',
    type: 'select',
    width: 220,
    options: TILE_SECTIONS.map((value) => ({ value, label: tileSectionLabel(value) })),
  },
];

const COLUMNS: readonly DataTableColumn<MainPageTile>[] = [
  { id: 'id', header: 'ID', cell: (row) => row.id, sortable: true, width: 80 },
  {
    id: 'name',
    header: 'Nazwa',
    sortable: true,
    cell: (row) => (
      <MuiLink component={Link} to={tileUrl(row.id)} underline="hover" sx={{ fontWeight: 550 }}>
        {row.name}
      </MuiLink>
    ),
  },
  { id: 'section', header: 'Sekcja', sortable: true, cell: (row) => tileSectionLabel(row.section) },
  { id: 'tile_type', header: 'Typ', cell: (row) => TILE_TYPE_LABELS[row.tile_type] },
  { id: 'hidden', header: 'Ukryte', width: 100, cell: (row) => <YesNo value={row.hidden} highlight="warning" /> },
  { id: 'order_value', header: 'Kolejność', sortable: true, width: 120, align: 'right', cell: (row) => row.order_value },
  editActionColumn(
    (row) => tileUrl(row.id),
    (row) => row.name,
  ),
];

/** `/main_page_tiles`: columns ID, Nazwa, Sekcja, Typ, Ukryte, Kolejność and edit; 10 rows per page by default. */
export function TileListPage() {
  const list = useListState({
    filterKeys: FILTER_KEYS,
    pageSizes: PAGE_SIZES.small,
    limit: 10,
    orders: TILE_ORDERS,
    order: 'id',
  });
  const tiles = useTileList(list.query);
  return (
    <ListScreen
      title="Kafelki strony głównej"
      addTo={tileNewUrl()}
      firstLabel="Dodaj pierwszy kafelek"
      filterFields={FILTER_FIELDS}
      list={list}
      query={tiles}
      columns={COLUMNS}
    />
  );
}

export { TileListPage as Component };
