import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, terminalLoginBody, terminalLoginListQuery, terminalLoginPatchBody } from '@sportdesk/contract';
import { principalOf, requireRole } from '../../lib/session';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { findTerminalLogin, listTerminalLogins } from './queries';
import { createTerminalLogin, deleteTerminalLogin, updateTerminalLogin } from './service';

/** `admin/terminal_logins` (docs/spec/part-1.md §2 "Terminal logins"): index, show, create, update, delete; no reply
 * carries a password. */
export const terminalLoginsRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: the role is checked before the body is read or validated.
  const guard = { onRequest: requireRole('admin_role_terminal_logins') };
  const tags = ['terminal_logins'];

  app.get('/admin/terminal_logins', { ...guard, schema: { tags, querystring: terminalLoginListQuery } }, async (request) =>
    ok(await listTerminalLogins(app.deps.db, request.query)),
  );

  app.get('/admin/terminal_logins/:id', { ...guard, schema: { tags, params: idParam } }, async (request) => {
    const row = await findTerminalLogin(app.deps.db, request.params.id);
    if (!row) throw notFound();
    return ok(row);
  });

  app.post('/admin/terminal_logins', { ...guard, schema: { tags, body: terminalLoginBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await createTerminalLogin(app.deps.db, request.body.terminal_login));
  });

  app.patch(
    '/admin/terminal_logins/:id',
    { ...guard, schema: { tags, params: idParam, body: terminalLoginPatchBody } },
    async (request) =>
      ok(await updateTerminalLogin(app.deps.db, request.params.id, request.body.terminal_login, principalOf(request).userId)),
  );

  app.delete('/admin/terminal_logins/:id', { ...guard, schema: { tags, params: idParam } }, async (request) =>
    ok(await deleteTerminalLogin(app.deps.db, request.params.id)),
  );
};
