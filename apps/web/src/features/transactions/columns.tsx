import { Chip, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import { formatPln, type TransactionRow } from '@sportdesk/contract';
import type { DataTableColumn } from '../../components/data-table';
import { formatTimestamp, methodLabel, statusColor, statusLabel, typeLabel } from './format';
import { transactionUrl } from './urls';

/** Nr Transakcji, Data, Typ, Płatność, Status (docs/spec/part-2.md §2 "Transactions"), plus the amount. */
export const TRANSACTION_COLUMNS: readonly DataTableColumn<TransactionRow>[] = [
  {
    id: 'identifier',
    header: 'Nr Transakcji',
    cell: (row) => (
      <MuiLink component={Link} to={transactionUrl(row.id)} underline="hover" sx={{ fontWeight: 550 }}>
        {row.identifier}
      </MuiLink>
    ),
  },
  { id: 'created_at', header: 'Data', sortable: true, cell: (row) => formatTimestamp(row.date) },
  { id: 'transaction_type', header: 'Typ', cell: (row) => typeLabel(row.transaction_type) },
  { id: 'payment_method', header: 'Płatność', cell: (row) => methodLabel(row.payment_method) },
  { id: 'value', header: 'Kwota', align: 'right', cell: (row) => formatPln(row.value) },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <Chip size="small" color={statusColor(row.status)} label={statusLabel(row.status)} />,
  },
];
