import dayjs from 'dayjs';

/** `2025-03-07` → `07.03.2025 (pt.)`. */
export const formatDate = (date: string) => dayjs(date).locale('pl').format('DD.MM.YYYY (dd)');
export const formatDateTime = (iso: string | null) => (iso ? dayjs(iso).locale('pl').format('DD.MM.YYYY HH:mm') : '—');
/** `9:00` → `09:00` for a time input. */
export const padTime = (time: string | null | undefined) => {
  if (!time) return '';
  const [h, m] = time.split(':');
  return `${h.padStart(2, '0')}:${m}`;
};
export const personName = (p: { first_name: string | null; last_name: string | null } | null | undefined) =>
  p ? [p.first_name, p.last_name].filter(Boolean).join(' ') : '';
