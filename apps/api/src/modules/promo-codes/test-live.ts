import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

export interface LiveTestReply {
  ref: string;
  channel: string;
  code: number;
  status: string;
  data?: unknown;
}

/** A live-channel client over `injectWS` for tests: `send(channel, action, data)` resolves with the reply. */
export async function liveClient(app: FastifyInstance, authorization: string) {
  const token = authorization.replace(/^Bearer /, '');
  const socket: WebSocket = await app.injectWS(`/api/v2/live?token=${encodeURIComponent(token)}`);
  const waiting = new Map<string, (reply: LiveTestReply) => void>();
  let ready: () => void;
  const connected = new Promise<void>((resolve) => (ready = resolve));
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as Partial<LiveTestReply> & { event?: string };
    if (message.channel === 'system' && message.event === 'connected') ready();
    if (message.ref && waiting.has(message.ref)) {
      waiting.get(message.ref)!(message as LiveTestReply);
      waiting.delete(message.ref);
    }
  });
  // The server attaches its handlers after resolving the token: wait for its 'connected' event.
  await connected;
  let counter = 0;
  return {
    send(channel: string, action: string, data: unknown) {
      const ref = `t${++counter}`;
      return new Promise<LiveTestReply>((resolve) => {
        waiting.set(ref, resolve);
        socket.send(JSON.stringify({ channel, action, data, ref }));
      });
    },
    close: () => socket.terminate(),
  };
}
