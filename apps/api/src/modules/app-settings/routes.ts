import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appSettingBody, appSettingListQuery, appSettingPatchBody, idParam } from '@sportdesk/contract';
import { requireRole } from '../../lib/session';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { findAppSetting, listAppSettings, toAppSetting } from './queries';
import { createAppSetting, deleteAppSetting, updateAppSetting } from './service';

/** `admin/app_settings` (docs/spec/part-1.md §2 "Settings"): the first complete slice, the pattern later domains copy.
 * */
export const appSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: requireRole('admin_role_app_settings') };
  const tags = ['app_settings'];

  app.get('/admin/app_settings', { ...guard, schema: { tags, querystring: appSettingListQuery } }, async (request) =>
    ok(await listAppSettings(app.deps.db, request.query)),
  );

  app.get('/admin/app_settings/:id', { ...guard, schema: { tags, params: idParam } }, async (request) => {
    const row = await findAppSetting(app.deps.db, request.params.id);
    if (!row) throw notFound();
    return ok(toAppSetting(row));
  });

  app.post('/admin/app_settings', { ...guard, schema: { tags, body: appSettingBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await createAppSetting(app.deps.db, request.body.app_setting));
  });

  app.patch(
    '/admin/app_settings/:id',
    { ...guard, schema: { tags, params: idParam, body: appSettingPatchBody } },
    async (request) => ok(await updateAppSetting(app.deps.db, request.params.id, request.body.app_setting)),
  );

  app.delete('/admin/app_settings/:id', { ...guard, schema: { tags, params: idParam } }, async (request) =>
    ok(await deleteAppSetting(app.deps.db, request.params.id)),
  );
};
