import { useMemo, useState } from 'react';
import { IconButton, Link as MuiLink, Stack, Tooltip } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Link } from 'react-router';
import { COMPETITION_GROUP_ORDERS, GROUP_PAGE_SIZE, PAGE_SIZES, groupMsg, msg, type CompetitionGroup } from '@sportdesk/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EditIconButton, type DataTableColumn } from '../../components/data-table';
import type { FilterField } from '../../components/filter-bar';
import { ListScreen } from '../../components/ListScreen';
import { useListState } from '../../components/useListState';
import { useNotify } from '../../components/useNotify';
import { useDeleteGroup, useGroupList } from './queries';
import { groupNewUrl, groupUrl } from './urls';

const FILTER_KEYS = ['with_id', 'with_name'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const FILTER_FIELDS: readonly FilterField<FilterKey>[] = [
  { name: 'with_id', label: 'ID', type: 'number', width: 120 },
  { name: 'with_name', label: 'Nazwa', width: 260 },
];

/** `/competition-groups`: filters ID and Nazwa, created_at ascending, 25 a page (25/50/100); columns ID, Nazwa, Opcje. */
export function GroupListPage() {
  const list = useListState({
    filterKeys: FILTER_KEYS,
    pageSizes: PAGE_SIZES.generic,
    limit: GROUP_PAGE_SIZE,
    orders: COMPETITION_GROUP_ORDERS,
    order: 'created_at',
  });
  const groups = useGroupList(list.query);
  const remove = useDeleteGroup();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<CompetitionGroup | null>(null);

  const columns = useMemo<readonly DataTableColumn<CompetitionGroup>[]>(
    () => [
      { id: 'id', header: 'ID', cell: (row) => row.id, sortable: true, width: 90 },
      {
        id: 'name',
        header: 'Nazwa',
        sortable: true,
        cell: (row) => (
          <MuiLink component={Link} to={groupUrl(row.id)} underline="hover" sx={{ fontWeight: 550 }}>
            {row.name}
          </MuiLink>
        ),
      },
      {
        id: 'actions',
        header: 'Opcje',
        align: 'right',
        width: 110,
        cell: (row) => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <EditIconButton to={groupUrl(row.id)} label={`Edytuj ${row.name}`} />
            <Tooltip title="Usuń">
              <IconButton size="small" aria-label={`Usuń ${row.name}`} onClick={() => setDeleting(row)}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <ListScreen
        title="Grupy"
        addTo={groupNewUrl()}
        firstLabel="Dodaj pierwszą grupę"
        filterFields={FILTER_FIELDS}
        list={list}
        query={groups}
        columns={columns}
      />
      <ConfirmDialog
        open={deleting !== null}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => notify.success(msg.deleted),
            onError: () => notify.error(groupMsg.deleteFailed),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </>
  );
}

export { GroupListPage as Component };
