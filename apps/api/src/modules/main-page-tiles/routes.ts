import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, mainPageTileBody, mainPageTileListQuery, mainPageTilePatchBody } from '@sportdesk/contract';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireRole } from '../../lib/session';
import { removeFiles, withUploadedImage } from '../files/public';
import { findTile, listTiles, toTile } from './queries';
import { createTile, deleteTile, setTilePicture, updateTile } from './service';

/** `admin/main_page_tiles` (docs/spec/part-2.md §2 "Main page tiles"): index, show, create (reply carries the id),
 * update, delete, picture. */
export const mainPageTilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: requireRole('admin_role_main_page_tiles') };
  const tags = ['main_page_tiles'];
  const db = app.deps.db;

  app.get('/admin/main_page_tiles', { ...guard, schema: { tags, querystring: mainPageTileListQuery } }, async (request) =>
    ok(await listTiles(db, request.query)),
  );

  app.get('/admin/main_page_tiles/:id', { ...guard, schema: { tags, params: idParam } }, async (request) => {
    const row = await findTile(db, request.params.id);
    if (!row) throw notFound();
    return ok(toTile(row));
  });

  app.post('/admin/main_page_tiles', { ...guard, schema: { tags, body: mainPageTileBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await createTile(db, request.body.main_page_tile));
  });

  app.patch(
    '/admin/main_page_tiles/:id',
    { ...guard, schema: { tags, params: idParam, body: mainPageTilePatchBody } },
    async (request) => ok(await updateTile(db, request.params.id, request.body.main_page_tile)),
  );

  app.delete('/admin/main_page_tiles/:id', { ...guard, schema: { tags, params: idParam } }, async (request) => {
    const { tile, fileKeys } = await deleteTile(db, request.params.id);
    await removeFiles(app.deps.storage, fileKeys, request.log);
    return ok(tile);
  });

  /** Multipart `file`: replaces the tile's picture. */
  app.post('/admin/main_page_tiles/:id/picture', { ...guard, schema: { tags, params: idParam } }, async (request) => {
    const { id } = request.params;
    if (!(await findTile(db, id))) throw notFound();
    const { tile, replacedKey } = await withUploadedImage(app, request, 'tiles', (image) => setTilePicture(db, id, image.key));
    await removeFiles(app.deps.storage, [replacedKey], request.log);
    return ok(tile);
  });

  app.delete('/admin/main_page_tiles/:id/picture', { ...guard, schema: { tags, params: idParam } }, async (request) => {
    const { tile, replacedKey } = await setTilePicture(db, request.params.id, null);
    await removeFiles(app.deps.storage, [replacedKey], request.log);
    return ok(tile);
  });
};
