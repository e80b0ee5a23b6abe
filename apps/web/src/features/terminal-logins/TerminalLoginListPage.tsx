import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router';
import { PAGE_SIZES, TERMINAL_LOGIN_ORDERS } from '@sportdesk/contract';
import { loadErrorMessage } from '../../app/loadErrorMessage';
import { DataTable } from '../../components/data-table';
import { FilterBar, type FilterField } from '../../components/filter-bar';
import { PageHeader } from '../../components/PageHeader';
import { useListState } from '../../components/useListState';
import { terminalLoginColumns } from './columns';
import { useTerminalLoginList } from './queries';
import { terminalLoginNewUrl } from './urls';

const FILTER_KEYS = ['with_login', 'with_user_id'] as const;
const FILTER_FIELDS: readonly FilterField<(typeof FILTER_KEYS)[number]>[] = [
  { name: 'with_login', label: 'Login', width: 220 },
  { name: 'with_user_id', label: 'ID użytkownika', type: 'number', width: 160 },
];
const COLUMNS = terminalLoginColumns({ withUser: true });

/** `/terminal_logins`: 25 per page, sortable by created_at and login (spec part 1 §9). */
export function TerminalLoginListPage() {
  const list = useListState({
    filterKeys: FILTER_KEYS,
    pageSizes: PAGE_SIZES.generic,
    limit: 25,
    orders: TERMINAL_LOGIN_ORDERS,
    order: 'created_at',
    orderDir: 'desc',
  });
  const logins = useTerminalLoginList(list.query);
  return (
    <>
      <PageHeader
        title="Loginy terminali"
        actions={
          <Button component={Link} to={terminalLoginNewUrl()} variant="contained" startIcon={<AddIcon />}>
            Dodaj
          </Button>
        }
      />
      <FilterBar fields={FILTER_FIELDS} values={list.filters} onSubmit={list.setFilters} onClear={list.clearFilters} />
      <DataTable
        aria-label="Loginy terminali"
        columns={COLUMNS}
        rows={logins.data?.rows}
        total={logins.data?.total ?? 0}
        loading={logins.isFetching}
        errorText={logins.isError ? loadErrorMessage(logins.error) : undefined}
        {...list.table}
      />
    </>
  );
}

export { TerminalLoginListPage as Component };
