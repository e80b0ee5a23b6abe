import { PAGE_SIZES, TERMINAL_LOGIN_ORDERS } from '@sportdesk/contract';
import type { FilterField } from '../../components/filter-bar';
import { ListScreen } from '../../components/ListScreen';
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

/** `/terminal_logins`: 25 per page, sortable by created_at and login (docs/spec/part-1.md §9). */
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
    <ListScreen
      title="Loginy terminali"
      addTo={terminalLoginNewUrl()}
      firstLabel="Dodaj pierwszy login terminala"
      filterFields={FILTER_FIELDS}
      list={list}
      query={logins}
      columns={COLUMNS}
    />
  );
}

export { TerminalLoginListPage as Component };
