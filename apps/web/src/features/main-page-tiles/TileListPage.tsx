import { Box, Button, IconButton, Link as MuiLink, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Link } from 'react-router';
import {
  PAGE_SIZES,
  TILE_ORDERS,
  TILE_SECTIONS,
  TILE_TYPE_LABELS,
  tileSectionLabel,
  type MainPageTile,
} from '@sportdesk/contract';
import { loadErrorMessage } from '../../app/loadErrorMessage';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { FilterBar, type FilterField } from '../../components/filter-bar';
import { PageHeader } from '../../components/PageHeader';
import { useListState } from '../../components/useListState';
import { visuallyHidden } from '../../components/visuallyHidden';
import { YesNo } from '../catalogue/YesNo';
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
  {
    id: 'actions',
    header: <Box sx={visuallyHidden}>Akcje</Box>,
    align: 'right',
    width: 72,
    cell: (row) => (
      <Tooltip title="Edytuj">
        <IconButton component={Link} to={tileUrl(row.id)} aria-label={`Edytuj ${row.name}`} size="small">
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
  },
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
    <>
      <PageHeader
        title="Kafelki strony głównej"
        actions={
          <Button component={Link} to={tileNewUrl()} variant="contained" startIcon={<AddIcon />}>
            Dodaj
          </Button>
        }
      />
      <FilterBar fields={FILTER_FIELDS} values={list.filters} onSubmit={list.setFilters} onClear={list.clearFilters} />
      <DataTable
        aria-label="Kafelki strony głównej"
        columns={COLUMNS}
        rows={tiles.data?.rows}
        total={tiles.data?.total ?? 0}
        loading={tiles.isFetching}
        errorText={tiles.isError ? loadErrorMessage(tiles.error) : undefined}
        {...list.table}
      />
    </>
  );
}

export { TileListPage as Component };
