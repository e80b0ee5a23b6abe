import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_PICKER_ROLES, idParam, pageBody, pageListQuery, pagePatchBody } from '@sportdesk/contract';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireAnyRole, requireRole } from '../../lib/session';
import { removeFiles, withUploadedImage } from '../files/public';
import { findPage, listPages, toPage } from './queries';
import { createPage, deletePage, PAGE_IMAGES_FOLDER, updatePage } from './service';

/** `admin/pages` (docs/spec/part-2.md §2 "Pages"): index, show, create, update (body as a JSON string), delete, editor
 * images. */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: requireRole('admin_role_pages') };
  const readGuard = { onRequest: requireAnyRole(['admin_role_pages', ...CATALOGUE_PICKER_ROLES]) };
  const tags = ['pages'];
  const db = app.deps.db;

  app.get('/admin/pages', { ...readGuard, schema: { tags, querystring: pageListQuery } }, async (request) =>
    ok(await listPages(db, request.query)),
  );

  app.get('/admin/pages/:id', { ...readGuard, schema: { tags, params: idParam } }, async (request) => {
    const row = await findPage(db, request.params.id);
    if (!row) throw notFound();
    return ok(toPage(row));
  });

  app.post('/admin/pages', { ...guard, schema: { tags, body: pageBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await createPage(db, request.body.page));
  });

  app.patch('/admin/pages/:id', { ...guard, schema: { tags, params: idParam, body: pagePatchBody } }, async (request) => {
    const { page, unusedKeys } = await updatePage(db, request.params.id, request.body.page);
    await removeFiles(app.deps.storage, unusedKeys, request.log);
    return ok(page);
  });

  app.delete('/admin/pages/:id', { ...guard, schema: { tags, params: idParam } }, async (request) => {
    const { page, unusedKeys } = await deletePage(db, request.params.id);
    await removeFiles(app.deps.storage, unusedKeys, request.log);
    return ok(page);
  });

  /** Multipart `file` from the block editor's image tool; the page refers to the returned URL in its body. */
  app.post('/admin/pages/images', { ...guard, schema: { tags } }, async (request, reply) => {
    const image = await withUploadedImage(app, request, PAGE_IMAGES_FOLDER, async (uploaded) => uploaded);
    reply.status(201);
    return ok(image);
  });
};
