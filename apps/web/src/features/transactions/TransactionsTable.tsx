import { useState } from 'react';
import { PAGE_SIZES } from '@sportdesk/contract';
import { DataTable, queryTableProps } from '../../components/data-table';
import { TRANSACTION_COLUMNS } from './columns';
import { useTransactionList } from './queries';

interface Props {
  /** `with_user_id` (the user page's Transakcje tab) or `with_activity_id` (the activity summary's tab). */
  filters: { with_user_id?: number; with_activity_id?: number };
  'aria-label'?: string;
}

/** Transactions of one user or one activity, newest first, 25 a page; paging stays local to the tab. */
export function TransactionsTable({ filters, 'aria-label': ariaLabel = 'Transakcje' }: Props) {
  const [paging, setPaging] = useState({ page: 0, limit: 25 });
  const [sort, setSort] = useState<{ order: string; dir: 'asc' | 'desc' }>({ order: 'created_at', dir: 'desc' });
  const list = useTransactionList({ search: 'true', ...filters, ...paging, order: sort.order, order_dir: sort.dir });
  return (
    <DataTable
      aria-label={ariaLabel}
      columns={TRANSACTION_COLUMNS}
      {...queryTableProps(list)}
      pagination={{ ...paging, pageSizes: PAGE_SIZES.generic, onChange: setPaging }}
      sort={{ order: sort.order, dir: sort.dir, onChange: (order, dir) => setSort({ order, dir }) }}
    />
  );
}

/** For the activity summary: `<ActivityTransactions activityId={id} />`. */
export const ActivityTransactions = ({ activityId }: { activityId: number }) => (
  <TransactionsTable filters={{ with_activity_id: activityId }} aria-label="Transakcje zajęć" />
);

/** For the user page's Transakcje tab. */
export const UserTransactions = ({ userId }: { userId: number }) => (
  <TransactionsTable filters={{ with_user_id: userId }} aria-label="Transakcje użytkownika" />
);
