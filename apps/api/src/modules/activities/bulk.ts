import { eq } from 'drizzle-orm';
import { activityBulkPatch, type ActivityValues } from '@sportdesk/contract';
import { activities } from '../../db/schema/activities';
import { recordAudit } from '../../lib/audit';
import { emitActivityChangeEvents } from './events';
import {
  lockForCancel,
  lockReservePlayers,
  promoteAfterEdit,
  sendCancelNotice,
  sendPromotionNotices,
} from '../participants/public';
import { settleIfCanceled, type ActivityDeps } from './service';
import { notFound } from '../../lib/errors';
import { findActivityRecordForUpdate, toActivityFields } from './queries';
import { assertCapacity, assertReferences, assertRules, normalise, toColumns } from './rules';

const BULK_COMMENT = 'Edycja zbiorcza';

/**
 * Applies the filled fields of a bulk edit to one activity: the merged values must pass the rules of
 * docs/spec/part-2.md §5; only the filled fields (plus what docs/spec/part-2.md §4 clears with them) are written. One
 * transaction; spots it frees go to the reserve list, as in a single edit.
 */
export async function applyBulkPatch(deps: ActivityDeps, id: number, rawPatch: Record<string, unknown>, actorId: number | null) {
  const patch = activityBulkPatch.parse(rawPatch) as Partial<ActivityValues>;
  const { promotions, noticeId } = await deps.db.transaction(async (tx) => {
    // Cancelling through the bulk edit is the cancellation (refunds, reserve list, notices): its locks come first.
    if (patch.canceled) await lockForCancel(tx, id);
    else await lockReservePlayers(tx, id);
    const before = await findActivityRecordForUpdate(tx, id);
    if (!before) throw notFound();
    const merged = normalise({ ...(toActivityFields(before) as unknown as ActivityValues), ...patch });
    assertRules(merged);
    assertCapacity(before, patch);
    if (
      patch.localization_id !== undefined ||
      patch.location_object_id !== undefined ||
      patch.sport_id !== undefined ||
      patch.creator_id !== undefined
    )
      await assertReferences(tx, merged);
    const keys = new Set([...Object.keys(patch), 'event_type', 'discount']);
    const write = Object.fromEntries(Object.entries(merged).filter(([k]) => keys.has(k))) as Partial<ActivityValues>;
    const [after] = await tx
      .update(activities)
      .set({ ...toColumns(write), updatedAt: new Date() })
      .where(eq(activities.id, id))
      .returning();
    await recordAudit(tx, {
      type: 'Activity',
      id,
      userId: actorId,
      action: 'update',
      before: toActivityFields(before) as Record<string, unknown>,
      after: toActivityFields(after) as Record<string, unknown>,
      comment: BULK_COMMENT,
    });
    await emitActivityChangeEvents(tx, before, after);
    const settled = await settleIfCanceled(tx, before, after, actorId, null);
    return { promotions: await promoteAfterEdit(tx, before, after, actorId), noticeId: settled?.noticeId ?? null };
  });
  await sendPromotionNotices(deps, promotions);
  await sendCancelNotice(deps, noticeId);
}
