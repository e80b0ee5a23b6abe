import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { systemEvents } from '../../db/schema/index';
import type { SessionPrincipal } from '../../lib/session';
import { createTestApp, signedInUser, type TestContext } from '../../test/app';
import { emitSystemEvent } from './emit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A socket the live hub can write to, recording what it was sent. */
function fakeSocket() {
  const sent: { channel: string; event: string; payload: { id: number; assigned_id: number | null } }[] = [];
  const socket = { on: () => socket, send: (text: string) => sent.push(JSON.parse(text)), close: () => {} };
  return { socket: socket as unknown as WebSocket, sent };
}
const principal = (userId: number, roles: string[]): SessionPrincipal => ({
  userId,
  tokenId: 't',
  token: 't',
  roles: new Set(roles),
});

describe('emitSystemEvent', () => {
  it('writes nothing and pushes nothing when the domain transaction rolls back', async () => {
    const publish = vi.spyOn(ctx.app.deps.live, 'deliver');
    publish.mockClear();
    await expect(
      ctx.app.deps.db.transaction(async (tx) => {
        await emitSystemEvent(tx, { type: 'deposit_drop', message: 'Spadek depozytu — wycofane' });
        throw new Error('domain rule failed');
      }),
    ).rejects.toThrow('domain rule failed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = await ctx.app.deps.db.select().from(systemEvents).where(eq(systemEvents.message, 'Spadek depozytu — wycofane'));
    expect(rows).toEqual([]);
    expect(publish).not.toHaveBeenCalled();
  });

  it('after commit stores the event and pushes it to the admins and the assignee only', async () => {
    const assignee = await signedInUser(ctx.app, []);
    const admin = fakeSocket();
    const player = fakeSocket();
    const assigned = fakeSocket();
    ctx.app.deps.live.attach(admin.socket, principal(9001, ['admin_role_system_events']));
    ctx.app.deps.live.attach(player.socket, principal(9002, ['user_role_activity_registration']));
    ctx.app.deps.live.attach(assigned.socket, principal(assignee.user.id, []));

    const row = await ctx.app.deps.db.transaction(async (tx) => {
      const event = await emitSystemEvent(tx, {
        type: 'deposit_drop',
        message: 'Spadek depozytu gracza',
        targetType: 'User',
        targetId: assignee.user.id,
        assignedId: assignee.user.id,
      });
      // Not yet committed: nobody has heard of it.
      expect(admin.sent).toEqual([]);
      return event;
    });
    expect(row).toMatchObject({ eventType: 'deposit_drop', eventStatus: 'opened', readByAdmin: false, targetableType: 'User' });
    await vi.waitFor(() => expect(admin.sent).toHaveLength(1), { timeout: 3000 });
    expect(admin.sent[0]).toEqual({
      channel: 'system_events',
      event: 'created',
      payload: { action: 'created', id: row.id, event_type: 'deposit_drop', assigned_id: assignee.user.id },
    });
    await vi.waitFor(() => expect(assigned.sent).toHaveLength(1));
    expect(player.sent).toEqual([]);
  });

  it('pushes updates from the API too, so other open pages refresh their counters', async () => {
    const { headers } = await signedInUser(ctx.app, ['admin_role_system_events']);
    const listener = fakeSocket();
    ctx.app.deps.live.attach(listener.socket, principal(9003, ['admin_role_system_events']));
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/system_events',
      headers,
      payload: { system_event: { message: 'Z formularza' } },
    });
    const id = JSON.parse(created.body).data.id as number;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/admin/system_events/${id}/add_comment`,
      headers,
      payload: { event_comment: { comment: 'ok' } },
    });
    await ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/system_events/${id}`, headers });
    await vi.waitFor(() => expect(listener.sent.map((m) => m.event)).toEqual(['created', 'updated', 'deleted']), {
      timeout: 3000,
    });
  });

  it('is raised by a domain action: a deposit drop in the wallet, not when the wallet operation fails', async () => {
    const { headers } = await signedInUser(ctx.app, ['admin_role_users', 'admin_role_system_events']);
    const player = await signedInUser(ctx.app, []);
    const op = (name: string, value: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v2/admin/users/${player.user.id}/${name}`,
        headers,
        payload: { deposit: { value } },
      });
    const events = () =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v2/admin/system_events?with_targetable_type=User&with_targetable_id=${player.user.id}`,
        headers,
      });
    expect((await op('deposit_add', 50)).statusCode).toBe(200);
    expect((await op('deposit_delete', 80)).statusCode).toBe(422);
    expect(JSON.parse((await events()).body).data.total).toBe(0);
    expect((await op('deposit_delete', 12.5)).statusCode).toBe(200);
    const { rows } = JSON.parse((await events()).body).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event_type: 'deposit_drop', event_status: 'opened', targetable: { id: player.user.id } });
    expect(rows[0].message).toContain('12,50 zł');
  });
});
