import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createTestApp, signedInUser, type TestContext } from '../test/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  ctx.app.deps.live.channel('Test::Echo', async (principal, action, data) => ({
    code: 200,
    status: action,
    data: { data, user: principal.userId },
  }));
});
afterAll(() => ctx.close());

const nextMessage = (socket: WebSocket, match: (m: Record<string, unknown>) => boolean) =>
  new Promise<Record<string, unknown>>((resolve) => {
    const onMessage = (raw: unknown) => {
      const message = JSON.parse(String(raw));
      if (match(message)) {
        socket.off('message', onMessage);
        resolve(message);
      }
    };
    socket.on('message', onMessage);
  });

describe('live channel', () => {
  it('answers a message sent before the token check finished, with its ref', async () => {
    const { user, authorization } = await signedInUser(ctx.app);
    const token = authorization.replace('Bearer ', '');
    const socket = await ctx.app.injectWS(`/api/v2/live?token=${token}`);
    const reply = nextMessage(socket, (m) => m.ref === 'r1');
    socket.send(JSON.stringify({ channel: 'Test::Echo', action: 'hello', data: 42, ref: 'r1' }));
    expect(await reply).toMatchObject({ ref: 'r1', code: 200, status: 'hello', data: { data: 42, user: user.id } });
    socket.terminate();
  });

  it('pushes published events to connected users', async () => {
    const { authorization } = await signedInUser(ctx.app);
    const socket = await ctx.app.injectWS(`/api/v2/live?token=${authorization.replace('Bearer ', '')}`);
    await nextMessage(socket, (m) => m.event === 'connected');
    const pushed = nextMessage(socket, (m) => m.channel === 'test');
    ctx.app.deps.live.publish('test', 'created', { id: 7 });
    expect(await pushed).toEqual({ channel: 'test', event: 'created', payload: { id: 7 } });
    socket.terminate();
  });

  it('refuses a connection without a valid token', async () => {
    const socket = await ctx.app.injectWS('/api/v2/live?token=nope');
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    expect(await closed).toBe(4401);
  });
});
