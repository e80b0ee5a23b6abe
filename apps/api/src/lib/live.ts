import type { RawData, WebSocket } from 'ws';
import type { SessionPrincipal } from './session';
import { AppError, publicErrorOf } from './errors';

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
  principal: SessionPrincipal;
}

export class LiveHub {
  private readonly connections = new Set<Connection>();
  private readonly channels = new Map<string, ChannelHandler>();

  channel(name: string, handler: ChannelHandler) {
    this.channels.set(name, handler);
  }

  /** `early` holds messages that arrived while the token was being checked; they are handled first, in order. */
  attach(socket: WebSocket, principal: SessionPrincipal, early: RawData[] = []) {
    const connection = { socket, principal };
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

  /** Pushes an event to every open connection whose user passes `to`. */
  publish(channel: string, event: string, payload: unknown, to: (p: SessionPrincipal) => boolean = () => true) {
    const text = JSON.stringify({ channel, event, payload });
    for (const c of this.connections) if (to(c.principal)) c.socket.send(text);
  }

  get size() {
    return this.connections.size;
  }

  closeAll() {
    for (const c of this.connections) c.socket.close();
    this.connections.clear();
  }
}
