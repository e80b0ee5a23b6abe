import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { msg, type locationObjectAttributes } from '@sportdesk/contract';
import { locationObjects, locationPhotos } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { fieldError } from '../../lib/errors';
import { objectsOf, photoKeysOf, type LocationObjectRow } from './queries';

type Attributes = z.output<typeof locationObjectAttributes>;

const columnsOf = (a: Attributes) => ({
  objectType: a.object_type,
  description: a.description,
  notes: a.notes,
  hidden: a.hidden,
  orderValue: a.order_value,
  checklist: a.checklist,
});

/** Drops undefined values so a partial entry changes only what it sends (and a new one takes the defaults). */
const defined = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Applies `location_objects_attributes` in the caller's transaction: no id creates, an id updates, `_destroy`
 * removes (the soft mark the form sets, applied on submit). Each change records a 'LocationObject' audit row.
 * Returns the storage keys of removed objects' photos (their rows cascade), to delete after commit.
 */
export async function applyObjectAttributes(tx: Tx, localizationId: number, list: Attributes[], actorId: number | null) {
  const existing = new Map<number, LocationObjectRow>((await objectsOf(tx, localizationId)).map((o) => [o.id, o]));
  list.forEach((a, index) => {
    if (a.id !== undefined && !existing.has(a.id))
      throw fieldError(`location_objects_attributes.${index}.id`, msg.unknownLocationObject);
  });

  const removedKeys: string[] = [];
  for (const a of list) {
    const before = a.id !== undefined ? existing.get(a.id) : undefined;
    if (a._destroy) {
      if (!before) continue;
      removedKeys.push(...(await photoKeysOf(tx, eq(locationPhotos.locationObjectId, before.id))));
      await tx.delete(locationObjects).where(eq(locationObjects.id, before.id));
      await recordAudit(tx, { type: 'LocationObject', id: before.id, userId: actorId, action: 'destroy', before });
    } else if (before) {
      const [after] = await tx
        .update(locationObjects)
        .set({ ...defined(columnsOf(a)), updatedAt: new Date() })
        .where(eq(locationObjects.id, before.id))
        .returning();
      await recordAudit(tx, { type: 'LocationObject', id: before.id, userId: actorId, action: 'update', before, after });
    } else {
      const [created] = await tx
        .insert(locationObjects)
        .values({ localizationId, ...defined(columnsOf(a)) })
        .returning();
      await recordAudit(tx, { type: 'LocationObject', id: created.id, userId: actorId, action: 'create', after: created });
    }
  }
  return removedKeys;
}
