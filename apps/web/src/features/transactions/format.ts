import dayjs from 'dayjs';
import {
  PAYMENT_METHOD_LABELS,
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_TYPE_LABELS,
  type PaymentMethod,
  type TransactionStatus,
  type TransactionType,
} from '@sportdesk/contract';

export const formatTimestamp = (value: string | null) => (value ? dayjs(value).format('DD.MM.YYYY HH:mm') : '—');
export const typeLabel = (t: string) => TRANSACTION_TYPE_LABELS[t as TransactionType] ?? t;
export const methodLabel = (m: string) => PAYMENT_METHOD_LABELS[m as PaymentMethod] ?? m;
export const statusLabel = (s: string) => TRANSACTION_STATUS_LABELS[s as TransactionStatus] ?? s;
export const statusColor = (s: string) =>
  (s === 'paid' ? 'success' : s === 'unpaid' ? 'warning' : 'default') as 'success' | 'warning' | 'default';
