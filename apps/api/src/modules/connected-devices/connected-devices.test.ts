import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { msg, type AdminUser } from '@sportdesk/contract';
import { audits } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { pairDevice } from './service';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers } = await signedInUser(ctx.app, ['admin_role_users']));
});
afterAll(() => ctx.close());

describe('connected devices (Aplikacja tab)', () => {
  it('lists the paired apps and logs one out: its token is revoked, the other keeps working', async () => {
    const player = await signedInUser(ctx.app, ['user_role_mobile_app']);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      payload: { user: { email: player.email, password: player.password } },
    });
    const otherHeaders = { authorization: other.headers.authorization as string };
    const tokenIdOf = async (authorization: string) => (await ctx.app.deps.tokens.verify(authorization.split(' ')[1]))!.tokenId;
    const [phone, tablet] = await ctx.database.db.transaction(async (tx) => [
      await pairDevice(tx, {
        userId: player.user.id,
        authTokenId: await tokenIdOf(player.authorization),
        deviceName: 'iPhone 15',
        deviceInfo: 'iOS 18.1',
      }),
      await pairDevice(tx, {
        userId: player.user.id,
        authTokenId: await tokenIdOf(otherHeaders.authorization),
        deviceName: 'Galaxy Tab',
      }),
    ]);

    const detail = body<AdminUser>(
      await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/users/${player.user.id}`, headers }),
    ).data;
    expect(detail.connected_devices.map((d) => d.device_name).sort()).toEqual(['Galaxy Tab', 'iPhone 15']);

    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/connected_devices/${phone.id}`, headers });
    expect(response.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/users/current', headers: player.headers })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/users/current', headers: otherHeaders })).statusCode).toBe(200);

    const after = body<AdminUser>(
      await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/users/${player.user.id}`, headers }),
    ).data;
    expect(after.connected_devices.map((d) => d.id)).toEqual([tablet.id]);
    const [audit] = await ctx.database.db
      .select()
      .from(audits)
      .where(
        and(eq(audits.auditableType, 'User'), eq(audits.auditableId, player.user.id), eq(audits.comment, msg.deviceLoggedOut)),
      );
    expect(audit.auditedChanges).toEqual({
      [`connected_devices[${phone.id}]`]: [{ device_name: 'iPhone 15', device_info: 'iOS 18.1' }, null],
    });

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/connected_devices/${phone.id}`, headers })).statusCode,
    ).toBe(404);
  });

  it('pairs at most l_pair_mobile_apps devices (default 2)', async () => {
    const player = await signedInUser(ctx.app);
    await ctx.database.db.transaction(async (tx) => {
      await pairDevice(tx, { userId: player.user.id, authTokenId: null, deviceName: 'A' });
      await pairDevice(tx, { userId: player.user.id, authTokenId: null, deviceName: 'B' });
    });
    await expect(
      ctx.database.db.transaction((tx) => pairDevice(tx, { userId: player.user.id, authTokenId: null, deviceName: 'C' })),
    ).rejects.toMatchObject({ message: msg.pairLimitReached });
  });

  it('in the test environment only, POST admin/connected_devices pairs a device with its own session (E2E seeding)', async () => {
    const player = await signedInUser(ctx.app);
    const pair = (app: TestContext['app'], name: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/admin/connected_devices',
        headers,
        payload: { connected_device: { user_id: player.user.id, device_name: name, device_info: 'E2E' } },
      });
    const created = await pair(ctx.app, 'Pixel 9');
    expect(created.statusCode).toBe(201);
    const device = body<{ id: number; device_name: string }>(created).data;
    expect(device.device_name).toBe('Pixel 9');
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/connected_devices/${device.id}`, headers })).statusCode,
    ).toBe(200);

    const production = await createTestApp({ env: 'production' });
    try {
      const admin = await signedInUser(production.app, ['admin_role_users']);
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/v2/admin/connected_devices',
        headers: admin.headers,
        payload: { connected_device: { user_id: admin.user.id, device_name: 'X' } },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
