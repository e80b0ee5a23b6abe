import { and, count, eq, isNull } from 'drizzle-orm';
import { ErrorCode, msg } from '@sportdesk/contract';
import { authTokens, connectedDevices } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit } from '../../lib/audit';
import { limitsOf } from '../users/public';
import type { TokenService } from '../../lib/tokens';

const deviceSummary = (d: typeof connectedDevices.$inferSelect) => ({ device_name: d.deviceName, device_info: d.deviceInfo });

/**
 * Pairs a mobile app with the account, bound to the token it signed in with; at most
 * `l_pair_mobile_apps` devices per user. Used by the mobile sign-in and the demo data.
 */
export async function pairDevice(
  tx: Executor,
  input: { userId: number; authTokenId: string | null; deviceName: string; deviceInfo?: string | null },
) {
  const limit = (await limitsOf(tx, input.userId)).l_pair_mobile_apps as number;
  const [{ n }] = await tx.select({ n: count() }).from(connectedDevices).where(eq(connectedDevices.userId, input.userId));
  if (n >= limit) throw new AppError(ErrorCode.BUSINESS_RULE, msg.pairLimitReached);
  const [row] = await tx
    .insert(connectedDevices)
    .values({
      userId: input.userId,
      authTokenId: input.authTokenId,
      deviceName: input.deviceName,
      deviceInfo: input.deviceInfo ?? null,
    })
    .returning();
  return row;
}

/**
 * Pairs a device bound to a fresh session token of the user, as the mobile sign-in would: the demo
 * data and, in the test environment only, `POST admin/connected_devices` (so an E2E test creates the
 * device it logs out).
 */
export async function pairDeviceWithNewToken(
  db: Db,
  tokens: TokenService,
  input: { userId: number; deviceName: string; deviceInfo?: string | null },
) {
  return db.transaction(async (tx) => {
    const { tokenId, expiresAt } = await tokens.issue(input.userId);
    await tx
      .insert(authTokens)
      .values({ id: tokenId, userId: input.userId, expiresAt, userAgent: `SportDesk mobile (${input.deviceInfo ?? ''})` });
    const row = await pairDevice(tx, { ...input, authTokenId: tokenId });
    return { id: row.id, user_id: row.userId, ...deviceSummary(row) };
  });
}

/**
 * `DELETE admin/connected_devices/{id}`: logs the device out — its token is revoked and the pairing
 * removed — and records the change on the user's history.
 */
export async function logoutDevice(db: Db, id: number, actorId: number) {
  return db.transaction(async (tx) => {
    const [device] = await tx.select().from(connectedDevices).where(eq(connectedDevices.id, id));
    if (!device) throw notFound();
    if (device.authTokenId) {
      await tx
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(authTokens.id, device.authTokenId), isNull(authTokens.revokedAt)));
    }
    await tx.delete(connectedDevices).where(eq(connectedDevices.id, id));
    await recordAudit(tx, {
      type: 'User',
      id: device.userId,
      userId: actorId,
      action: 'update',
      comment: msg.deviceLoggedOut,
      extraChanges: { [`connected_devices[${device.id}]`]: [deviceSummary(device), null] },
    });
    return { id: device.id, user_id: device.userId };
  });
}
