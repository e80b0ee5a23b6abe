import { Box, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import { APP_SETTING_ORDERS, PAGE_SIZES, type AppSetting } from '@sportdesk/contract';
import { editActionColumn, type DataTableColumn } from '../../components/data-table';
import type { FilterField } from '../../components/filter-bar';
import { ListScreen } from '../../components/ListScreen';
import { useListState } from '../../components/useListState';
import { useAppSettingList } from './queries';
import { appSettingNewUrl, appSettingUrl } from './urls';

const FILTER_KEYS = ['with_id', 'with_name'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const FILTER_FIELDS: readonly FilterField<FilterKey>[] = [
  { name: 'with_id', label: 'ID', type: 'number', width: 120 },
  { name: 'with_name', label: 'Nazwa', width: 260 },
];

const COLUMNS: readonly DataTableColumn<AppSetting>[] = [
  { id: 'id', header: 'ID', cell: (row) => row.id, sortable: true, width: 90 },
  {
    id: 'name',
    header: 'Nazwa',
    sortable: true,
    cell: (row) => (
      <MuiLink component={Link} to={appSettingUrl(row.id)} underline="hover" sx={{ fontWeight: 550 }}>
        {row.name}
      </MuiLink>
    ),
  },
  {
    id: 'value',
    header: 'Wartość',
    cell: (row) => (
      <Box
        component="span"
        title={row.value}
        sx={{
          display: 'block',
          maxWidth: { xs: 160, md: 480 },
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {row.value}
      </Box>
    ),
  },
  editActionColumn(
    (row) => appSettingUrl(row.id),
    (row) => row.name,
  ),
];

/** `/settings`: filters ID and Nazwa, 10 rows per page by default (5/10/25), state in the URL. */
export function AppSettingListPage() {
  const list = useListState({
    filterKeys: FILTER_KEYS,
    pageSizes: PAGE_SIZES.small,
    limit: 10,
    orders: APP_SETTING_ORDERS,
    order: 'id',
  });
  const settings = useAppSettingList(list.query);

  return (
    <ListScreen
      title="Ustawienia"
      addTo={appSettingNewUrl()}
      firstLabel="Dodaj pierwsze ustawienie"
      filterFields={FILTER_FIELDS}
      list={list}
      query={settings}
      columns={COLUMNS}
    />
  );
}

export { AppSettingListPage as Component };
