import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { RawData, WebSocket } from 'ws';
import type { Database, Executor } from '../db/client';
import type { SessionPrincipal } from './session';
import { AppError, publicErrorOf } from './errors';

/**
 * Who hears a pushed message: users with any of `roles`, or any of `userIds`; both empty or absent means
 * every signed-in page. Plain data, so a message can travel between instances.
 */
export interface LiveAudience {
  roles?: readonly string[];
  userIds?: readonly number[];
  /**
   * A topic (e.g. `activity:12`): only connections following it hear the message, signed in or not (the
   * portal's public counts). Such a message must carry nothing personal.
   */
  topic?: string;
}
export interface LiveMessage {
  channel: string;
  event: string;
  payload: unknown;
  to?: LiveAudience;
}

/**
 * The PostgreSQL NOTIFY channel every pushed live message travels on: each instance LISTENs and delivers
 * it to its own open pages, so a client hears it whichever instance it is connected to (including the
 * publishing one, through the same path).
 */
export const LIVE_NOTIFY_CHANNEL = 'sportdesk_live';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: push ids and counts, and let pages fetch the rest. */
export const MAX_LIVE_MESSAGE_BYTES = 7900;

const encode = (message: LiveMessage) => {
  const text = JSON.stringify(message);
  if (Buffer.byteLength(text) > MAX_LIVE_MESSAGE_BYTES)
    throw new Error(`live message on ${message.channel}/${message.event} is over ${MAX_LIVE_MESSAGE_BYTES} bytes`);
  return text;
};

/**
 * Pushes a message from inside the caller's transaction: PostgreSQL delivers it to every instance when the
 * transaction commits and drops it when it rolls back (system events use this).
 */
export async function notifyLive(tx: Executor, message: LiveMessage) {
  await tx.execute(sql`select pg_notify(${LIVE_NOTIFY_CHANNEL}, ${encode(message)})`);
}

/** A topic message goes to its followers only; anything else needs a signed-in page (see `LiveAudience`). */
export const hears = (to: LiveAudience | undefined, p: SessionPrincipal | null, topics: ReadonlySet<string> = new Set()) => {
  if (to?.topic !== undefined) return topics.has(to.topic);
  if (!p) return false;
  const roles = to?.roles ?? [];
  const userIds = to?.userIds ?? [];
  if (roles.length === 0 && userIds.length === 0) return true;
  return roles.some((r) => p.roles.has(r)) || userIds.includes(p.userId);
};

type Stop = () => Promise<void>;
const RECONNECT_MS = 2_000;

/** LISTENs on the live NOTIFY channel (PGlite in process, or a PostgreSQL connection of its own that reconnects). */
async function subscribe(database: Database, onPayload: (payload: string) => void, log: (error: unknown) => void): Promise<Stop> {
  if (database.kind === 'pglite') {
    const unlisten = await database.pglite!.listen(LIVE_NOTIFY_CHANNEL, onPayload);
    return () => unlisten();
  }
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: database.connectionString });
    next.on('notification', (m) => m.channel === LIVE_NOTIFY_CHANNEL && m.payload && onPayload(m.payload));
    const retry = () => {
      if (!stopped) timer = setTimeout(() => void connect().catch(retry), RECONNECT_MS);
    };
    next.on('error', (error) => {
      log(error);
      next.end().catch(() => {});
      retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_NOTIFY_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}

/**
 * The live channel: one WebSocket per open admin page (`/api/v2/live?token=…`).
 * Server pushes `{ channel, event, payload }`; clients may send `{ channel, action, data, ref }` to a
 * registered channel handler and get `{ ref, channel, code, status, data }` back (200 success, 202 warning).
 */
export interface LiveReply {
  code: number;
  status: string;
  data?: unknown;
}
export type ChannelHandler = (principal: SessionPrincipal, action: string, data: unknown) => Promise<LiveReply>;

interface Connection {
  socket: WebSocket;
  /** Null on the portal's public socket without a token: it hears only the topics it follows. */
  principal: SessionPrincipal | null;
  topics: ReadonlySet<string>;
}

export class LiveHub {
  private readonly connections = new Set<Connection>();
  private readonly channels = new Map<string, ChannelHandler>();

  channel(name: string, handler: ChannelHandler) {
    this.channels.set(name, handler);
  }

  /**
   * Following `topics` only, with or without a signed-in user (the portal's socket): it sends nothing but pings,
   * so no channel handler ever runs for it.
   */
  attachFollower(socket: WebSocket, principal: SessionPrincipal | null, topics: readonly string[], early: RawData[] = []) {
    const connection: Connection = { socket, principal, topics: new Set(topics) };
    this.connections.add(connection);
    socket.on('close', () => this.connections.delete(connection));
    const onMessage = (raw: RawData) => {
      let channel: unknown;
      try {
        channel = (JSON.parse(String(raw)) as { channel?: unknown }).channel;
      } catch {
        return;
      }
      if (channel === 'ping') socket.send(JSON.stringify({ channel: 'ping', event: 'pong' }));
    };
    socket.on('message', onMessage);
    for (const raw of early) onMessage(raw);
  }

  /** `early` holds messages that arrived while the token was being checked; they are handled first, in order. */
  attach(socket: WebSocket, principal: SessionPrincipal, early: RawData[] = []) {
    const connection: Connection = { socket, principal, topics: new Set() };
    this.connections.add(connection);
    socket.on('close', () => this.connections.delete(connection));
    const onMessage = async (raw: RawData) => {
      let message: { channel?: string; action?: string; data?: unknown; ref?: string };
      try {
        message = JSON.parse(String(raw));
      } catch {
        return;
      }
      if (message.channel === 'ping') {
        socket.send(JSON.stringify({ channel: 'ping', event: 'pong' }));
        return;
      }
      const handler = message.channel ? this.channels.get(message.channel) : undefined;
      let reply: LiveReply;
      if (!handler) reply = { code: 404, status: 'Nieznany kanał' };
      else {
        try {
          reply = await handler(principal, message.action ?? '', message.data);
        } catch (error) {
          // A rule's Polish message may be shown; SQL, parameters and stacks go to the log only.
          if (!(error instanceof AppError)) console.error('[live]', message.channel, error);
          reply = { code: 500, status: publicErrorOf(error).message };
        }
      }
      socket.send(JSON.stringify({ ref: message.ref, channel: message.channel, ...reply }));
    };
    socket.on('message', onMessage);
    for (const raw of early) void onMessage(raw);
  }

  private database?: Database;
  private log: (error: unknown) => void = (error) => console.error('[live]', error);

  /**
   * Joins the cluster: from now on `publish` goes through the database and every instance on it (this one
   * too) delivers the message to its own pages. Without it (a bare hub in a unit test) delivery is local.
   */
  async listen(database: Database, log?: (error: unknown) => void): Promise<Stop> {
    if (log) this.log = log;
    const stop = await subscribe(
      database,
      (payload) => {
        try {
          this.deliver(JSON.parse(payload) as LiveMessage);
        } catch (error) {
          this.log(error);
        }
      },
      (error) => this.log(error),
    );
    this.database = database;
    return async () => {
      this.database = undefined;
      await stop();
    };
  }

  /**
   * Pushes an event to every open page, on every instance, whose user is in `to` (job progress, notices).
   * Resolves once the database has taken it; a failure is logged, never thrown at the caller.
   */
  async publish(channel: string, event: string, payload: unknown, to?: LiveAudience): Promise<void> {
    const message: LiveMessage = { channel, event, payload, ...(to ? { to } : {}) };
    try {
      if (this.database) await notifyLive(this.database.db, message);
      else this.deliver(message);
    } catch (error) {
      this.log(error);
    }
  }

  /** Sends a message to this instance's matching connections (what a received notification does). */
  deliver(message: LiveMessage) {
    const text = JSON.stringify({ channel: message.channel, event: message.event, payload: message.payload });
    // A socket already closing (readyState 2, 3) is skipped: it is being removed.
    for (const c of this.connections)
      if (hears(message.to, c.principal, c.topics) && !(c.socket.readyState > 1)) c.socket.send(text);
  }

  get size() {
    return this.connections.size;
  }

  closeAll() {
    for (const c of this.connections) c.socket.close();
    this.connections.clear();
  }
}
