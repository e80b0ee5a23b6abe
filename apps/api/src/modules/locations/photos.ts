import { and, eq, isNull, max } from 'drizzle-orm';
import { ErrorCode, fileUrl, msg, type UploadedImage } from '@sportdesk/contract';
import { locationObjects, locationPhotos } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, fieldError } from '../../lib/errors';
import { findLocation } from './queries';
import { lockLocation } from './service';

/** Adds a photo to a location or, with `objectId`, to one of its objects; audited on its owner. */
export async function addLocationPhoto(
  db: Db,
  localizationId: number,
  objectId: number | undefined,
  image: UploadedImage,
  actorId: number | null,
) {
  await db.transaction(async (tx) => {
    await lockLocation(tx, localizationId);
    if (objectId !== undefined) {
      const [object] = await tx
        .select({ id: locationObjects.id })
        .from(locationObjects)
        .where(and(eq(locationObjects.id, objectId), eq(locationObjects.localizationId, localizationId)));
      if (!object) throw fieldError('location_object_id', msg.unknownLocationObject);
    }
    const owner =
      objectId === undefined ? isNull(locationPhotos.locationObjectId) : eq(locationPhotos.locationObjectId, objectId);
    const [{ last }] = await tx
      .select({ last: max(locationPhotos.position) })
      .from(locationPhotos)
      .where(and(eq(locationPhotos.localizationId, localizationId), owner));
    await tx.insert(locationPhotos).values({
      localizationId,
      locationObjectId: objectId ?? null,
      fileKey: image.key,
      contentType: image.content_type,
      byteSize: image.byte_size,
      position: (last ?? -1) + 1,
    });
    await recordAudit(tx, {
      type: objectId === undefined ? 'Localization' : 'LocationObject',
      id: objectId ?? localizationId,
      userId: actorId,
      action: 'update',
      comment: 'Dodano zdjęcie',
      extraChanges: { photos: [null, image.url] },
    });
  });
  return (await findLocation(db, localizationId))!;
}

/** `delete_image_attachment`: removes one photo of the location or its objects; returns its key to delete after commit. */
export async function deleteLocationPhoto(db: Db, localizationId: number, photoId: number, actorId: number | null) {
  const key = await db.transaction(async (tx) => {
    await lockLocation(tx, localizationId);
    const [photo] = await tx
      .delete(locationPhotos)
      .where(and(eq(locationPhotos.id, photoId), eq(locationPhotos.localizationId, localizationId)))
      .returning();
    if (!photo) throw new AppError(ErrorCode.NOT_FOUND, msg.photoNotFound, { image_id: msg.photoNotFound });
    await recordAudit(tx, {
      type: photo.locationObjectId === null ? 'Localization' : 'LocationObject',
      id: photo.locationObjectId ?? localizationId,
      userId: actorId,
      action: 'update',
      comment: 'Usunięto zdjęcie',
      extraChanges: { photos: [fileUrl(photo.fileKey), null] },
    });
    return photo.fileKey;
  });
  return { location: (await findLocation(db, localizationId))!, key };
}
