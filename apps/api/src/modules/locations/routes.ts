import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_PICKER_ROLES,
  deleteImageBody,
  idParam,
  locationBody,
  locationListQuery,
  locationPatchBody,
  locationPhotoQuery,
} from '@sportdesk/contract';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { principalOf, requireAnyRole, requireRole } from '../../lib/session';
import { removeFiles, withUploadedImage } from '../files/public';
import { deleteLocationPhoto, addLocationPhoto } from './photos';
import { findLocation, findLocationRow, listLocations } from './queries';
import { createLocation, deleteLocation, updateLocation } from './service';

/**
 * `admin/localizations` (docs/spec/part-2.md §2 "Locations"): index with the spec's filters, show, create and update
 * with nested `location_objects_attributes`, delete, photo upload and `delete_image_attachment`.
 */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: requireRole('admin_role_locations') };
  const readGuard = { onRequest: requireAnyRole(['admin_role_locations', ...CATALOGUE_PICKER_ROLES]) };
  const tags = ['localizations'];
  const db = app.deps.db;

  app.get('/admin/localizations', { ...readGuard, schema: { tags, querystring: locationListQuery } }, async (request) =>
    ok(await listLocations(db, request.query)),
  );

  app.get('/admin/localizations/:id', { ...readGuard, schema: { tags, params: idParam } }, async (request) => {
    const location = await findLocation(db, request.params.id);
    if (!location) throw notFound();
    return ok(location);
  });

  app.post('/admin/localizations', { ...guard, schema: { tags, body: locationBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await createLocation(db, request.body.location, principalOf(request).userId));
  });

  app.patch(
    '/admin/localizations/:id',
    { ...guard, schema: { tags, params: idParam, body: locationPatchBody } },
    async (request) => {
      const { location, removedKeys } = await updateLocation(
        db,
        request.params.id,
        request.body.location,
        principalOf(request).userId,
      );
      await removeFiles(app.deps.storage, removedKeys, request.log);
      return ok(location);
    },
  );

  app.delete('/admin/localizations/:id', { ...guard, schema: { tags, params: idParam } }, async (request) => {
    const { location, fileKeys } = await deleteLocation(db, request.params.id, principalOf(request).userId);
    await removeFiles(app.deps.storage, fileKeys, request.log);
    return ok(location);
  });

  /** Multipart `file`; `?location_object_id=` attaches it to one of the location's objects. */
  app.post(
    '/admin/localizations/:id/photos',
    { ...guard, schema: { tags, params: idParam, querystring: locationPhotoQuery } },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await findLocationRow(db, id))) throw notFound();
      const location = await withUploadedImage(app, request, 'locations', (image) =>
        addLocationPhoto(db, id, request.query.location_object_id, image, principalOf(request).userId),
      );
      reply.status(201);
      return ok(location);
    },
  );

  /** The spec's `delete_image_attachment` (image id, location id). */
  app.post(
    '/admin/localizations/:id/delete_image_attachment',
    { ...guard, schema: { tags, params: idParam, body: deleteImageBody } },
    async (request) => {
      const { id } = request.params;
      const { location, key } = await deleteLocationPhoto(db, id, request.body.image_id, principalOf(request).userId);
      await removeFiles(app.deps.storage, [key], request.log);
      return ok(location);
    },
  );
};
