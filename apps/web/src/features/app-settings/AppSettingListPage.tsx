import { Box, Button, IconButton, Link as MuiLink, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Link } from 'react-router';
import { APP_SETTING_ORDERS, PAGE_SIZES, type AppSetting } from '@sportdesk/contract';
import { loadErrorMessage } from '../../app/loadErrorMessage';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { FilterBar, type FilterField } from '../../components/filter-bar';
import { PageHeader } from '../../components/PageHeader';
import { useListState } from '../../components/useListState';
import { visuallyHidden } from '../../components/visuallyHidden';
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
  {
    id: 'actions',
    header: <Box sx={visuallyHidden}>Akcje</Box>,
    align: 'right',
    width: 72,
    cell: (row) => (
      <Tooltip title="Edytuj">
        <IconButton component={Link} to={appSettingUrl(row.id)} aria-label={`Edytuj ${row.name}`} size="small">
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
  },
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
    <>
      <PageHeader
        title="Ustawienia"
        actions={
          <Button component={Link} to={appSettingNewUrl()} variant="contained" startIcon={<AddIcon />}>
            Dodaj
          </Button>
        }
      />
      <FilterBar fields={FILTER_FIELDS} values={list.filters} onSubmit={list.setFilters} onClear={list.clearFilters} />
      <DataTable
        aria-label="Ustawienia"
        columns={COLUMNS}
        rows={settings.data?.rows}
        total={settings.data?.total ?? 0}
        loading={settings.isFetching}
        errorText={settings.isError ? loadErrorMessage(settings.error) : undefined}
        {...list.table}
      />
    </>
  );
}

export { AppSettingListPage as Component };
