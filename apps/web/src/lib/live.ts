import { readToken } from './session/storage';

/** What the server pushes on `/api/v2/live`. */
export interface LiveEvent<P = unknown> {
  channel: string;
  event: string;
  payload: P;
}

/** The answer to a `send`: `code` 200 success, 202 warning, 4xx/5xx failure. */
export interface LiveReply<D = unknown> {
  ref: string;
  channel: string;
  code: number;
  status: string;
  data?: D;
}

type Listener = (payload: unknown, event: LiveEvent) => void;
interface Pending {
  resolve: (reply: LiveReply) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

const REPLY_TIMEOUT_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;
const PING_EVERY_MS = 25_000;
/** Close code the server uses for a missing or bad token: reconnecting would not help. */
const UNAUTHORIZED_CLOSE = 4401;

const liveUrl = (token: string) => {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/api/v2/live?token=${encodeURIComponent(token)}`;
};

/**
 * One WebSocket per signed-in page. Features `subscribe(channel, event, fn)` to pushes and
 * `send(channel, action, data)` to get the reply carrying the same `ref`. Reconnects with backoff.
 */
export class LiveClient {
  private socket: WebSocket | null = null;
  private wanted = false;
  private attempts = 0;
  private refCounter = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly urlFor: (token: string) => string = liveUrl,
    private readonly tokenSource: () => string | null = readToken,
    /** `anonymous`: connects without a token too (the portal's public socket; `urlFor` then gets ''). */
    private readonly options: { anonymous?: boolean } = {},
  ) {}

  connect() {
    this.wanted = true;
    if (this.socket && this.socket.readyState <= WebSocket.OPEN) return;
    const token = this.tokenSource();
    if (!token && !this.options.anonymous) return;
    const socket = new WebSocket(this.urlFor(token ?? ''));
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.pingTimer = setInterval(() => this.write({ channel: 'ping' }), PING_EVERY_MS);
    };
    socket.onmessage = (message) => this.receive(String(message.data));
    socket.onclose = (close) => {
      if (this.socket !== socket) return; // an old socket replaced by disconnect/connect
      clearInterval(this.pingTimer);
      this.socket = null;
      this.failPending('Połączenie zostało przerwane');
      if (this.wanted && close.code !== UNAUTHORIZED_CLOSE) this.scheduleReconnect();
    };
  }

  disconnect() {
    this.wanted = false;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.failPending('Połączenie zostało zamknięte');
  }

  get connected() {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** Listens to one channel's event (`'*'` for all its events); returns the unsubscribe function. */
  subscribe<P>(channel: string, event: string, listener: (payload: P, event: LiveEvent<P>) => void): () => void {
    const key = `${channel}:${event}`;
    const set = this.listeners.get(key) ?? new Set<Listener>();
    set.add(listener as Listener);
    this.listeners.set(key, set);
    return () => set.delete(listener as Listener);
  }

  /** Sends `{channel, action, data, ref}` and resolves with the reply of the same ref. */
  send<D = unknown>(channel: string, action: string, data?: unknown): Promise<LiveReply<D>> {
    const ref = `r${++this.refCounter}`;
    return new Promise<LiveReply<D>>((resolve, reject) => {
      if (!this.connected) {
        reject(new Error('Brak połączenia z serwerem'));
        return;
      }
      const timer = setTimeout(() => {
        this.pending.delete(ref);
        reject(new Error('Brak odpowiedzi serwera'));
      }, REPLY_TIMEOUT_MS);
      this.pending.set(ref, { resolve: resolve as (reply: LiveReply) => void, reject, timer });
      this.write({ channel, action, data, ref });
    });
  }

  private write(message: object) {
    if (this.connected) this.socket!.send(JSON.stringify(message));
  }

  private receive(text: string) {
    let message: Partial<LiveEvent & LiveReply>;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (message.ref && this.pending.has(message.ref)) {
      const waiting = this.pending.get(message.ref)!;
      this.pending.delete(message.ref);
      clearTimeout(waiting.timer);
      waiting.resolve(message as LiveReply);
      return;
    }
    if (!message.channel || !message.event) return;
    const event = message as LiveEvent;
    for (const key of [`${event.channel}:${event.event}`, `${event.channel}:*`]) {
      this.listeners.get(key)?.forEach((listener) => listener(event.payload, event));
    }
  }

  private failPending(reason: string) {
    for (const [ref, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.reject(new Error(reason));
      this.pending.delete(ref);
    }
  }

  private scheduleReconnect() {
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** this.attempts);
    this.attempts += 1;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }
}

/** The page's live connection; the admin layout connects it while someone is signed in. */
export const live = new LiveClient();
