import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { msg, type locationInput, type locationPatchBody } from '@sportdesk/contract';
import { localizations, locationObjects, locationPhotos } from '../../db/schema/index';
import type { Db, Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { foreignKeyViolation, notFound } from '../../lib/errors';
import { applyObjectAttributes } from './nested-objects';
import { findLocation, objectsOf, photoKeysOf } from './queries';

type Input = z.output<typeof locationInput>;
type Patch = z.output<typeof locationPatchBody>['location'];
type Fields = Omit<Input, 'location_objects_attributes'>;

const columnsOf = (f: Partial<Fields>) => ({
  name: f.name,
  street: f.street,
  city: f.city,
  district: f.district,
  postCode: f.post_code,
  lat: f.lat,
  lang: f.lang,
  hidden: f.hidden,
  orderValue: f.order_value,
  benefitTerminalSn: f.benefit_terminal_sn,
  description: f.description,
  notes: f.notes,
});

export async function lockLocation(tx: Tx, id: number) {
  const [row] = await tx.select().from(localizations).where(eq(localizations.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Name required (contract); the location and each nested object record their audit rows in one transaction. */
export async function createLocation(db: Db, input: Input, actorId: number | null) {
  const { location_objects_attributes: objects, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(localizations)
      .values({ ...columnsOf(fields), name: fields.name })
      .returning();
    await recordAudit(tx, { type: 'Localization', id: created.id, userId: actorId, action: 'create', after: created });
    await applyObjectAttributes(
      tx,
      created.id,
      objects.filter((o) => o.id === undefined),
      actorId,
    );
    return created.id;
  });
  return (await findLocation(db, id))!;
}

/** Updates the given fields and applies nested object changes; returns the location and photo keys to remove. */
export async function updateLocation(db: Db, id: number, patch: Patch, actorId: number | null) {
  const { location_objects_attributes: objects, ...fields } = patch;
  const removedKeys = await db.transaction(async (tx) => {
    const before = await lockLocation(tx, id);
    const [after] = await tx
      .update(localizations)
      .set({ ...columnsOf(fields), updatedAt: new Date() })
      .where(eq(localizations.id, id))
      .returning();
    await recordAudit(tx, { type: 'Localization', id, userId: actorId, action: 'update', before, after });
    return objects ? applyObjectAttributes(tx, id, objects, actorId) : [];
  });
  return { location: (await findLocation(db, id))!, removedKeys };
}

/** Deleting a location in use (e.g. by activities) answers 409; objects and photos go with it (audited). */
export async function deleteLocation(db: Db, id: number, actorId: number | null) {
  const existing = await findLocation(db, id);
  if (!existing) throw notFound();
  try {
    const keys = await db.transaction(async (tx) => {
      const before = await lockLocation(tx, id);
      const fileKeys = await photoKeysOf(tx, eq(locationPhotos.localizationId, id));
      for (const object of await objectsOf(tx, id)) {
        await tx.delete(locationObjects).where(eq(locationObjects.id, object.id));
        await recordAudit(tx, { type: 'LocationObject', id: object.id, userId: actorId, action: 'destroy', before: object });
      }
      await tx.delete(localizations).where(eq(localizations.id, id));
      await recordAudit(tx, { type: 'Localization', id, userId: actorId, action: 'destroy', before });
      return fileKeys;
    });
    return { location: existing, fileKeys: keys };
  } catch (error) {
    throw foreignKeyViolation(error, msg.locationInUse) ?? error;
  }
}
