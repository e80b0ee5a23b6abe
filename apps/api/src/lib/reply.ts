import type { ListReply } from '@sportdesk/contract';

/** `{ ok: true, data }`: every successful reply has this shape. */
export const ok = <T>(data: T) => ({ ok: true as const, data });
export const okList = <T>(rows: T[], total: number) => ok<ListReply<T>>({ rows, total });

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
