import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { activities } from '../../db/schema/activities';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { auditFields } from './service';

export const REVEAL_COMMENT = 'Zajęcia odkryte zgodnie z harmonogramem widoczności';

/**
 * docs/spec/part-2.md §4: a hidden activity whose change_to_public_at has come becomes public; the *_on_publish
 * price and supplements replace the current ones when set, and deposit_disabled_on_publish switches
 * the deposit off when checked. One transaction and one audit row per activity. Returns the ids.
 */
export async function revealDueActivities(db: Db, now: Date = new Date(), batch = 500): Promise<number[]> {
  const due = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.hidden, true), isNotNull(activities.changeToPublicAt), lte(activities.changeToPublicAt, now)))
    .orderBy(asc(activities.changeToPublicAt))
    .limit(batch);
  const revealed: number[] = [];
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(activities).where(eq(activities.id, id)).for('update', { skipLocked: true });
      if (!before || !before.hidden || !before.changeToPublicAt || before.changeToPublicAt > now) return;
      const [after] = await tx
        .update(activities)
        .set({
          hidden: false,
          changeToPublicAt: null,
          price: before.priceOnPublish ?? before.price,
          supplement: before.supplementOnPublish ?? before.supplement,
          supplementMedicover: before.supplementMedicoverOnPublish ?? before.supplementMedicover,
          supplementFitprofit: before.supplementFitprofitOnPublish ?? before.supplementFitprofit,
          depositDisabled: before.depositDisabledOnPublish ? true : before.depositDisabled,
          updatedAt: now,
        })
        .where(eq(activities.id, id))
        .returning();
      await recordAudit(tx, {
        type: 'Activity',
        id,
        userId: null,
        action: 'update',
        before: auditFields(before),
        after: auditFields(after),
        comment: REVEAL_COMMENT,
      });
      revealed.push(id);
    });
  }
  return revealed;
}
