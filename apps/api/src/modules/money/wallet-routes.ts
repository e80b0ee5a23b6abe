import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bonusExpirationBody, idParam, walletBodies, WALLET_ACCOUNTS, WALLET_DIRECTIONS } from '@sportdesk/contract';
import { principalOf, requireRole } from '../../lib/session';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { findUserById } from '../users/public';
import { toWallet, walletOperation } from './wallet';
import { setBonusExpiration } from './bonus-expiry';

/** `POST admin/users/{id}/balance_add|balance_delete|bonus_add|bonus_delete|deposit_add|deposit_delete`
 * (docs/spec/part-1.md §7). */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: requireRole('admin_role_users') };
  const tags = ['wallets'];

  app.get('/admin/users/:id/wallet', { ...guard, schema: { tags, params: idParam } }, async (request) => {
    const user = await findUserById(app.deps.db, request.params.id);
    if (!user || user.deletedAt) throw notFound();
    return ok(toWallet(user));
  });

  /** Sets or clears the bonus's last day; audited on the user. */
  app.patch(
    '/admin/users/:id/bonus_expiration',
    { onRequest: requireRole('admin_role_users'), schema: { tags, params: idParam, body: bonusExpirationBody } },
    async (request) =>
      ok(
        await setBonusExpiration(
          app.deps.db,
          request.params.id,
          request.body.user.bonus_expiration_date,
          principalOf(request).userId,
        ),
      ),
  );

  for (const account of WALLET_ACCOUNTS) {
    for (const direction of WALLET_DIRECTIONS) {
      app.post(
        `/admin/users/:id/${account}_${direction}`,
        { ...guard, schema: { tags, params: idParam, body: walletBodies[account] } },
        async (request) => {
          const input = (request.body as Record<typeof account, { value: number; comment: string }>)[account];
          return ok(
            await walletOperation(app.deps.db, request.params.id, account, direction, input, principalOf(request).userId),
          );
        },
      );
    }
  }
};
