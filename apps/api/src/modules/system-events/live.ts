import pg from 'pg';
import { SYSTEM_EVENTS_CHANNEL } from '@sportdesk/contract';
import type { Database } from '../../db/client';
import type { LiveHub } from '../../lib/live';
import type { SessionPrincipal } from '../../lib/session';
import { NOTIFY_CHANNEL, type SystemEventNotice } from './emit';

type Stop = () => Promise<void>;
const RECONNECT_MS = 5_000;

/** Admins of the module hear every change; anyone hears about events assigned to them. */
export const mayHear = (notice: SystemEventNotice) => (p: SessionPrincipal) =>
  p.roles.has('admin_role_system_events') || (notice.assigned_id !== null && p.userId === notice.assigned_id);

/** Subscribes to the committed-change notifications of this database (PGlite or a PostgreSQL connection of its own). */
async function listen(
  database: Database,
  onNotice: (notice: SystemEventNotice) => void,
  log: (error: unknown) => void,
): Promise<Stop> {
  const handle = (payload: string) => {
    try {
      onNotice(JSON.parse(payload) as SystemEventNotice);
    } catch (error) {
      log(error);
    }
  };
  if (database.kind === 'pglite') {
    const unlisten = await database.pglite!.listen(NOTIFY_CHANNEL, handle);
    return () => unlisten();
  }
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: database.connectionString });
    next.on('notification', (m) => m.channel === NOTIFY_CHANNEL && m.payload && handle(m.payload));
    next.on('error', (error) => {
      log(error);
      next.end().catch(() => {});
      if (!stopped) timer = setTimeout(() => void connect().catch(log), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}

/** Relays committed system-event changes to the open admin pages (channel `system_events`). */
export async function relaySystemEvents(database: Database, live: LiveHub, log: (error: unknown) => void): Promise<Stop> {
  return listen(database, (notice) => live.publish(SYSTEM_EVENTS_CHANNEL, notice.action, notice, mayHear(notice)), log);
}
