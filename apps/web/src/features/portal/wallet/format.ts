import dayjs from 'dayjs';
import { formatPln } from '@sportdesk/contract';

/** "25.11.2026 18:05" in the browser's zone (the portal runs in Poland: Europe/Warsaw). */
export const dateTime = (iso: string) => dayjs(iso).format('DD.MM.YYYY HH:mm');
/** "25.11.2026" */
export const dayText = (date: string) => dayjs(date).format('DD.MM.YYYY');
/** "+50,00 zł", "−15,00 zł", "0,00 zł" */
export const signedPln = (value: number) =>
  value > 0 ? `+${formatPln(value)}` : value < 0 ? `−${formatPln(-value)}` : formatPln(0);
