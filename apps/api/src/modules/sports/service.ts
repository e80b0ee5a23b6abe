import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { msg, type SportPictureSlot, type sportInput, type sportPatchBody } from '@sportdesk/contract';
import { sports } from '../../db/schema/index';
import type { Db, Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { foreignKeyViolation, notFound } from '../../lib/errors';
import { findSport, toSport, type SportRow } from './queries';

type Input = z.output<typeof sportInput>;
type Patch = z.output<typeof sportPatchBody>['sport'];

const columnOf = { sport_picture: 'sportPicture', baner_picture: 'banerPicture' } as const satisfies Record<
  SportPictureSlot,
  keyof SportRow
>;

async function lockSport(tx: Tx, id: number) {
  const [row] = await tx.select().from(sports).where(eq(sports.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

async function updateAudited(tx: Tx, before: SportRow, set: Partial<SportRow>, actorId: number | null) {
  const [after] = await tx
    .update(sports)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(sports.id, before.id))
    .returning();
  await recordAudit(tx, { type: 'Sport', id: before.id, userId: actorId, action: 'update', before, after });
  return after;
}

/** Name required (contract); every write records a 'Sport' audit row in the same transaction. */
export async function createSport(db: Db, input: Input, actorId: number | null) {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(sports)
      .values({ name: input.name, description: input.description ?? null, hidden: input.hidden })
      .returning();
    await recordAudit(tx, { type: 'Sport', id: created.id, userId: actorId, action: 'create', after: created });
    return created;
  });
  return toSport(row);
}

export async function updateSport(db: Db, id: number, patch: Patch, actorId: number | null) {
  const row = await db.transaction(async (tx) => {
    const before = await lockSport(tx, id);
    return updateAudited(tx, before, patch, actorId);
  });
  return toSport(row);
}

/** Sets one picture slot to a stored file; returns the sport and the replaced file's key (to remove after commit). */
export async function setSportPicture(db: Db, id: number, slot: SportPictureSlot, key: string | null, actorId: number | null) {
  return db.transaction(async (tx) => {
    const before = await lockSport(tx, id);
    const after = await updateAudited(tx, before, { [columnOf[slot]]: key }, actorId);
    return { sport: toSport(after), replacedKey: before[columnOf[slot]] };
  });
}

/** Deleting a sport in use (e.g. by activities) answers 409; returns its picture keys to remove after commit. */
export async function deleteSport(db: Db, id: number, actorId: number | null) {
  const existing = await findSport(db, id);
  if (!existing) throw notFound();
  try {
    await db.transaction(async (tx) => {
      await tx.delete(sports).where(eq(sports.id, id));
      await recordAudit(tx, { type: 'Sport', id, userId: actorId, action: 'destroy', before: existing });
    });
  } catch (error) {
    throw foreignKeyViolation(error, msg.sportInUse) ?? error;
  }
  return { sport: toSport(existing), fileKeys: [existing.sportPicture, existing.banerPicture] };
}
