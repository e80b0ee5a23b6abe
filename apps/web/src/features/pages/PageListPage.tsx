import { useState } from 'react';
import { Box, IconButton, Link as MuiLink, Stack, Tooltip } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { Link, useNavigate } from 'react-router';
import { PAGE_ORDERS, PAGE_SIZES, type Page } from '@sportdesk/contract';
import { actionsColumn, EditIconButton, type DataTableColumn } from '../../components/data-table';
import type { FilterField } from '../../components/filter-bar';
import { ListScreen } from '../../components/ListScreen';
import { useListState } from '../../components/useListState';
import { YesNo } from '../catalogue/public';
import { PageSettingsDialog } from './PageSettingsDialog';
import { usePageList } from './queries';
import { pageUrl, publicPageUrl } from './urls';

const FILTER_KEYS = ['with_id', 'with_url', 'with_name'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const FILTER_FIELDS: readonly FilterField<FilterKey>[] = [
  { name: 'with_id', label: 'ID', type: 'number', width: 120 },
  { name: 'with_url', label: 'Url', width: 220 },
  { name: 'with_name', label: 'Nazwa', width: 260 },
];

function columns(openSettings: (page: Page) => void): DataTableColumn<Page>[] {
  return [
    { id: 'id', header: 'ID', cell: (row) => row.id, sortable: true, width: 90 },
    { id: 'url', header: 'Url', sortable: true, cell: (row) => <Box component="code">/s/{row.url}</Box> },
    {
      id: 'name',
      header: 'Nazwa',
      sortable: true,
      cell: (row) => (
        <MuiLink component={Link} to={pageUrl(row.id)} underline="hover" sx={{ fontWeight: 550 }}>
          {row.name}
        </MuiLink>
      ),
    },
    { id: 'visible', header: 'Widoczna', width: 110, cell: (row) => <YesNo value={row.visible} highlight="success" /> },
    actionsColumn(
      (row) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <Tooltip title="Otwórz stronę w nowej karcie">
            <IconButton
              component="a"
              href={publicPageUrl(row.url)}
              target="_blank"
              rel="noopener"
              aria-label={`Otwórz stronę ${row.name}`}
              size="small"
            >
              <OpenInNewIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <EditIconButton to={pageUrl(row.id)} label={`Edytuj ${row.name}`} title="Edytuj treść" />
          <Tooltip title="Ustawienia">
            <IconButton onClick={() => openSettings(row)} aria-label={`Ustawienia ${row.name}`} size="small">
              <SettingsOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
      { width: 150 },
    ),
  ];
}

/** `/pages`: filters ID, Url, Nazwa; 'Dodaj' and the row's settings open the settings modal. */
export function PageListPage() {
  const list = useListState({
    filterKeys: FILTER_KEYS,
    pageSizes: PAGE_SIZES.small,
    limit: 10,
    orders: PAGE_ORDERS,
    order: 'id',
  });
  const pages = usePageList(list.query);
  const navigate = useNavigate();
  /** `null`: closed; `'new'`: adding; a page: editing its settings. */
  const [dialog, setDialog] = useState<Page | 'new' | null>(null);

  return (
    <>
      <ListScreen
        title="Strony"
        onAdd={() => setDialog('new')}
        firstLabel="Dodaj pierwszą stronę"
        filterFields={FILTER_FIELDS}
        list={list}
        query={pages}
        columns={columns(setDialog)}
      />
      {dialog && (
        <PageSettingsDialog
          page={dialog === 'new' ? undefined : dialog}
          onClose={() => setDialog(null)}
          onSaved={(saved) => dialog === 'new' && navigate(pageUrl(saved.id))}
        />
      )}
    </>
  );
}

export { PageListPage as Component };
