import { Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';
import { APP_SETTING_ORDERS, PAGE_SIZES, appSettingValueLabel, knownAppSetting, type AppSetting } from '@sportdesk/contract';
import { TruncatedText, editActionColumn, type DataTableColumn } from '../../components/data-table';
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
    // A known setting by its Polish name and description (the key is on its form).
    cell: (row) => {
      const known = knownAppSetting(row.name);
      return (
        <>
          <MuiLink component={Link} to={appSettingUrl(row.id)} underline="hover" sx={{ fontWeight: 550 }}>
            {known?.label ?? row.name}
          </MuiLink>
          {known && (
            <Typography variant="body2" color="text.secondary">
              {known.description}
            </Typography>
          )}
        </>
      );
    },
  },
  {
    id: 'value',
    header: 'Wartość',
    cell: (row) => <TruncatedText text={appSettingValueLabel(row.name, row.value)} maxWidth={420} />,
  },
  editActionColumn(
    (row) => appSettingUrl(row.id),
    (row) => knownAppSetting(row.name)?.label ?? row.name,
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
