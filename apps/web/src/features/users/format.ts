import dayjs from 'dayjs';
import { formatPln } from '@sportdesk/contract';

/** '12.03.2025 14:05' (local time); '—' when empty. */
export const formatDateTime = (value: string | null | undefined) => (value ? dayjs(value).format('DD.MM.YYYY HH:mm') : '—');
/** '12.03.2025' from `YYYY-MM-DD` or a timestamp; '—' when empty. */
export const formatDate = (value: string | null | undefined) => (value ? dayjs(value).format('DD.MM.YYYY') : '—');
export const formatMoney = (pln: number) => formatPln(pln);
export const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
/** '+48 600 100 200'. */
export const formatPhone = (prefix: string | null, phone: string | null) => {
  if (!phone) return '—';
  const grouped = /^\d{9}$/.test(phone) ? phone.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3') : phone;
  return prefix ? `${prefix} ${grouped}` : grouped;
};
