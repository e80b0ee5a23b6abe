import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserBody,
  adminUserListQuery,
  adminUserPatchBody,
  childAccountBody,
  idParam,
  levelOpinionListQuery,
  USER_PICKER_ROLES,
} from '@sportdesk/contract';
import { principalOf, requireAnyRole, requireRole } from '../../lib/session';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { adminUserDetail, listAdminUsers, listLevelOpinions } from './queries';
import { childrenOf, findLiveUser } from '../users/public';
import {
  confirmUserAccount,
  createAdminUser,
  createChildAccount,
  deleteAdminUser,
  resetUserLimits,
  updateAdminUser,
} from './service';

/** `admin/users` (docs/spec/part-1.md §2 "Users"): list, user page, create, update, delete and the tab actions. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: requireRole('admin_role_users') };
  const tags = ['users'];
  const actorOf = (request: Parameters<typeof principalOf>[0]) => {
    const principal = principalOf(request);
    return { userId: principal.userId, tokenId: principal.tokenId };
  };

  // The index also serves the user pickers of other modules (USER_PICKER_ROLES).
  const pickerGuard = { preHandler: requireAnyRole(USER_PICKER_ROLES) };
  app.get('/admin/users', { ...pickerGuard, schema: { tags, querystring: adminUserListQuery } }, async (request) =>
    ok(await listAdminUsers(app.deps.db, request.query)),
  );

  app.get('/admin/users/:id', { ...guard, schema: { tags, params: idParam } }, async (request) => {
    const user = await findLiveUser(app.deps.db, request.params.id);
    if (!user) throw notFound();
    return ok(await adminUserDetail(app.deps.db, user));
  });

  app.post('/admin/users', { ...guard, schema: { tags, body: adminUserBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await createAdminUser(app.deps.db, request.body.user, actorOf(request)));
  });

  app.patch('/admin/users/:id', { ...guard, schema: { tags, params: idParam, body: adminUserPatchBody } }, async (request) =>
    ok(await updateAdminUser(app.deps.db, request.params.id, request.body.user, actorOf(request))),
  );

  app.delete('/admin/users/:id', { ...guard, schema: { tags, params: idParam } }, async (request) =>
    ok(await deleteAdminUser(app.deps.db, request.params.id, actorOf(request))),
  );

  app.get('/admin/users/:id/children', { ...guard, schema: { tags, params: idParam } }, async (request) => {
    const user = await findLiveUser(app.deps.db, request.params.id);
    if (!user) throw notFound();
    const children = await childrenOf(app.deps.db, user.id);
    return ok({ rows: children, total: children.length });
  });

  app.post(
    '/admin/users/:id/children',
    { ...guard, schema: { tags, params: idParam, body: childAccountBody } },
    async (request, reply) => {
      reply.status(201);
      return ok(await createChildAccount(app.deps.db, request.params.id, request.body.user, actorOf(request)));
    },
  );

  app.post('/admin/users/:id/reset_limits', { ...guard, schema: { tags, params: idParam } }, async (request) =>
    ok(await resetUserLimits(app.deps.db, request.params.id, actorOf(request))),
  );

  // 'Potwierdź konto' on the user page: for a player who never got the confirmation e-mail.
  app.post('/admin/users/:id/confirm', { ...guard, schema: { tags, params: idParam } }, async (request) =>
    ok(await confirmUserAccount(app.deps.db, request.params.id, actorOf(request))),
  );

  app.get(
    '/admin/users/:id/user_level_opinions',
    { ...guard, schema: { tags, params: idParam, querystring: levelOpinionListQuery } },
    async (request) => {
      if (!(await findLiveUser(app.deps.db, request.params.id))) throw notFound();
      return ok(await listLevelOpinions(app.deps.db, request.params.id, request.query));
    },
  );
};
