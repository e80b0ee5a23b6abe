import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BENEFIT_LOCKED_FIELDS,
  BENEFIT_REPORT_TYPE_LABELS,
  ErrorCode,
  benefitMsg,
  type BenefitReportType,
  type benefitEntryInput,
  type benefitEntryUpdateInput,
  plDate,
} from '@sportdesk/contract';
import { activities, activityParticipants, benefitEntries, users } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, fieldError, notFound, uniqueViolation } from '../../lib/errors';
import { emitSystemEvent } from '../system-events/public';
import { findBenefitEntry, type BenefitEntryRow } from './queries';

type CreateInput = z.output<typeof benefitEntryInput>;
type UpdateInput = z.output<typeof benefitEntryUpdateInput>;

/** The audited columns of an entry, as the change history records them. */
const audited = (e: BenefitEntryRow) => ({
  uuid: e.uuid,
  date_played: e.datePlayed,
  confirmed: e.confirmed,
  activity_id: e.activityId,
  user_id: e.userId,
  organizer_id: e.organizerId,
  rejected: e.rejected,
  report_type: e.reportType,
  notes: e.notes,
});

async function assertActivity(tx: Executor, id: number) {
  const [a] = await tx.select({ id: activities.id }).from(activities).where(eq(activities.id, id));
  if (!a) throw fieldError('activity_id', benefitMsg.unknownActivity, ErrorCode.BUSINESS_RULE);
}

async function assertUser(tx: Executor, field: 'user_id' | 'organizer_id', id: number) {
  const [u] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!u) throw fieldError(field, benefitMsg.unknownUser, ErrorCode.BUSINESS_RULE);
}

/**
 * An entry with an activity and a player belongs to the player's participation in the activity: the player
 * must be on the activity's list (not the reserve list), and that participation has no other entry.
 */
async function assertParticipation(tx: Executor, activityId: number, userId: number, exceptId: number | null) {
  const [p] = await tx
    .select({ id: activityParticipants.id })
    .from(activityParticipants)
    .where(
      and(
        eq(activityParticipants.activityId, activityId),
        eq(activityParticipants.userId, userId),
        eq(activityParticipants.reserve, false),
      ),
    );
  if (!p) throw fieldError('user_id', benefitMsg.notParticipant, ErrorCode.BUSINESS_RULE);
  const [other] = await tx
    .select({ id: benefitEntries.id })
    .from(benefitEntries)
    .where(
      and(
        eq(benefitEntries.activityId, activityId),
        eq(benefitEntries.userId, userId),
        exceptId != null ? ne(benefitEntries.id, exceptId) : undefined,
      ),
    );
  if (other) throw fieldError('user_id', benefitMsg.participationTaken(other.id), ErrorCode.CONFLICT);
}

const participationClash = (error: unknown) =>
  uniqueViolation(error, 'user_id', benefitMsg.participationTaken(0).replace(' (#0)', ''));

/** A manual entry (docs/spec/part-2.md §5): activity, player, date played and type required; a generated uuid. */
export async function createBenefitEntry(db: Db, actorId: number, input: CreateInput) {
  const id = await db.transaction(async (tx) => {
    await assertActivity(tx, input.activity_id);
    await assertUser(tx, 'user_id', input.user_id);
    if (input.organizer_id != null) await assertUser(tx, 'organizer_id', input.organizer_id);
    await assertParticipation(tx, input.activity_id, input.user_id, null);
    let row: BenefitEntryRow;
    try {
      [row] = await tx
        .insert(benefitEntries)
        .values({
          uuid: randomUUID(),
          datePlayed: input.date_played,
          reportType: input.report_type,
          activityId: input.activity_id,
          userId: input.user_id,
          organizerId: input.organizer_id ?? null,
          confirmed: input.confirmed,
          rejected: input.rejected,
          notes: input.notes ?? null,
          createdById: actorId,
        })
        .returning();
    } catch (error) {
      throw participationClash(error) ?? error;
    }
    await recordAudit(tx, { type: 'BenefitEntry', id: row.id, userId: actorId, action: 'create', after: audited(row) });
    return row.id;
  });
  return (await findBenefitEntry(db, id))!;
}

const FIELD_OF = {
  activity_id: 'activityId',
  user_id: 'userId',
  organizer_id: 'organizerId',
  rejected: 'rejected',
  report_type: 'reportType',
  confirmed: 'confirmed',
  notes: 'notes',
} as const satisfies Record<keyof UpdateInput, keyof BenefitEntryRow>;

const FIELD_NAMES: Record<keyof UpdateInput, string> = {
  confirmed: 'zatwierdzony',
  activity_id: 'zajęcia',
  user_id: 'gracz',
  organizer_id: 'organizator',
  rejected: 'odrzucony',
  report_type: 'typ',
  notes: 'notatki',
};

/**
 * `PATCH admin/benefit_entries/:id`. While the entry is confirmed (and the same request does not unconfirm
 * it) activity, player, organiser, rejected and type are locked: a change is a 422 naming each field.
 * Any change to a confirmed entry (unconfirming it, rejecting it after unconfirming, notes) raises a
 * `benefit_change` system event in the same transaction.
 */
export async function updateBenefitEntry(db: Db, actorId: number, id: number, input: UpdateInput) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(benefitEntries).where(eq(benefitEntries.id, id)).for('update');
    if (!before) throw notFound();
    const changes: Partial<Record<keyof UpdateInput, unknown>> = {};
    for (const key of Object.keys(FIELD_OF) as (keyof UpdateInput)[]) {
      const value = input[key];
      if (value === undefined) continue;
      if (before[FIELD_OF[key]] !== value) changes[key] = value;
    }
    const stillConfirmed = before.confirmed && input.confirmed !== false;
    if (stillConfirmed) {
      const locked = BENEFIT_LOCKED_FIELDS.filter((f) => f in changes);
      if (locked.length)
        throw new AppError(
          ErrorCode.BUSINESS_RULE,
          benefitMsg.locked,
          Object.fromEntries(locked.map((f) => [f, benefitMsg.locked])),
        );
    }
    if (Object.keys(changes).length === 0) return;
    const activityId = ('activity_id' in changes ? changes.activity_id : before.activityId) as number | null;
    const userId = ('user_id' in changes ? changes.user_id : before.userId) as number | null;
    if ('activity_id' in changes && activityId != null) await assertActivity(tx, activityId);
    if ('user_id' in changes && userId != null) await assertUser(tx, 'user_id', userId);
    if (changes.organizer_id != null) await assertUser(tx, 'organizer_id', changes.organizer_id as number);
    if (('activity_id' in changes || 'user_id' in changes) && activityId != null && userId != null)
      await assertParticipation(tx, activityId, userId, id);
    const set: Partial<typeof benefitEntries.$inferInsert> = { updatedAt: new Date() };
    for (const [key, value] of Object.entries(changes))
      (set as Record<string, unknown>)[FIELD_OF[key as keyof UpdateInput]] = value;
    let after: BenefitEntryRow;
    try {
      [after] = await tx.update(benefitEntries).set(set).where(eq(benefitEntries.id, id)).returning();
    } catch (error) {
      throw participationClash(error) ?? error;
    }
    await recordAudit(tx, {
      type: 'BenefitEntry',
      id,
      userId: actorId,
      action: 'update',
      before: audited(before),
      after: audited(after),
    });
    if (before.confirmed) {
      const rejecting = changes.rejected === true;
      const what = (Object.keys(changes) as (keyof UpdateInput)[]).map((k) => FIELD_NAMES[k]).join(', ');
      await emitSystemEvent(tx, {
        type: 'benefit_change',
        message: `${rejecting ? 'Odrzucono' : 'Zmieniono'} zatwierdzony wpis Benefit #${id} (${
          BENEFIT_REPORT_TYPE_LABELS[after.reportType as BenefitReportType] ?? after.reportType
        }, ${plDate(after.datePlayed)}${after.playerCardNo ? `, karta ${after.playerCardNo}` : ''}): ${what}`,
        targetType: after.activityId != null ? 'Activity' : after.userId != null ? 'User' : null,
        targetId: after.activityId ?? after.userId ?? null,
        creatorId: actorId,
      });
    }
  });
  return (await findBenefitEntry(db, id))!;
}
