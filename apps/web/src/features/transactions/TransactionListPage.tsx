import { Button } from '@mui/material';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import { PAGE_SIZES, TRANSACTION_ORDERS } from '@sportdesk/contract';
import type { FilterField } from '../../components/filter-bar';
import { ListScreen } from '../../components/ListScreen';
import { useListState } from '../../components/useListState';
import { TRANSACTION_COLUMNS } from './columns';
import { useTransactionList } from './queries';

const FILTER_KEYS = ['with_id', 'with_identifier', 'with_created_at_greater', 'with_created_at_less'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const FILTER_FIELDS: readonly FilterField<FilterKey>[] = [
  { name: 'with_id', label: 'ID', type: 'number', width: 110 },
  { name: 'with_identifier', label: 'Nr transakcji', width: 200 },
  { name: 'with_created_at_greater', label: 'Data od', type: 'date', width: 170 },
  { name: 'with_created_at_less', label: 'Data do', type: 'date', width: 170 },
];

/** `/transactions`: search list, filters in the address bar, a clear-filters button and no add button. */
export function TransactionListPage() {
  const list = useListState({
    filterKeys: FILTER_KEYS,
    pageSizes: PAGE_SIZES.generic,
    limit: 25,
    orders: TRANSACTION_ORDERS,
    order: 'date',
  });
  const transactions = useTransactionList({ ...list.query, search: 'true' });
  const filtered = Object.values(list.filters).some(Boolean);

  return (
    <ListScreen
      title="Transakcje"
      actions={
        <Button variant="outlined" startIcon={<ClearAllIcon />} onClick={list.clearFilters} disabled={!filtered}>
          Wyczyść filtry
        </Button>
      }
      filterFields={FILTER_FIELDS}
      list={list}
      query={transactions}
      columns={TRANSACTION_COLUMNS}
    />
  );
}

export { TransactionListPage as Component };
