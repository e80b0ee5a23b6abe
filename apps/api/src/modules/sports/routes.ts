import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_PICKER_ROLES,
  idParam,
  sportBody,
  sportListQuery,
  sportPatchBody,
  sportPictureParams,
} from '@sportdesk/contract';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { principalOf, requireAnyRole, requireRole } from '../../lib/session';
import { removeFiles, withUploadedImage } from '../files/public';
import { findSport, listSports, toSport } from './queries';
import { createSport, deleteSport, setSportPicture, updateSport } from './service';

/** `admin/sports` (docs/spec/part-2.md §2 "Sports"): index, show, create, update, delete, and the two picture uploads.
 * */
export const sportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: requireRole('admin_role_sports') };
  const readGuard = { onRequest: requireAnyRole(['admin_role_sports', ...CATALOGUE_PICKER_ROLES]) };
  const tags = ['sports'];

  app.get('/admin/sports', { ...readGuard, schema: { tags, querystring: sportListQuery } }, async (request) =>
    ok(await listSports(app.deps.db, request.query)),
  );

  app.get('/admin/sports/:id', { ...readGuard, schema: { tags, params: idParam } }, async (request) => {
    const row = await findSport(app.deps.db, request.params.id);
    if (!row) throw notFound();
    return ok(toSport(row));
  });

  app.post('/admin/sports', { ...guard, schema: { tags, body: sportBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await createSport(app.deps.db, request.body.sport, principalOf(request).userId));
  });

  app.patch('/admin/sports/:id', { ...guard, schema: { tags, params: idParam, body: sportPatchBody } }, async (request) =>
    ok(await updateSport(app.deps.db, request.params.id, request.body.sport, principalOf(request).userId)),
  );

  app.delete('/admin/sports/:id', { ...guard, schema: { tags, params: idParam } }, async (request) => {
    const { sport, fileKeys } = await deleteSport(app.deps.db, request.params.id, principalOf(request).userId);
    await removeFiles(app.deps.storage, fileKeys, request.log);
    return ok(sport);
  });

  /** Multipart `file`: replaces the picture in the slot (sport_picture or baner_picture). */
  app.post('/admin/sports/:id/:slot', { ...guard, schema: { tags, params: sportPictureParams } }, async (request) => {
    const { id, slot } = request.params;
    if (!(await findSport(app.deps.db, id))) throw notFound();
    const result = await withUploadedImage(app, request, 'sports', (image) =>
      setSportPicture(app.deps.db, id, slot, image.key, principalOf(request).userId),
    );
    await removeFiles(app.deps.storage, [result.replacedKey], request.log);
    return ok(result.sport);
  });

  app.delete('/admin/sports/:id/:slot', { ...guard, schema: { tags, params: sportPictureParams } }, async (request) => {
    const { id, slot } = request.params;
    const result = await setSportPicture(app.deps.db, id, slot, null, principalOf(request).userId);
    await removeFiles(app.deps.storage, [result.replacedKey], request.log);
    return ok(result.sport);
  });
};
