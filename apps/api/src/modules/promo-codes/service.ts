import { randomInt } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  ErrorCode,
  msg,
  PROMO_LIMITS,
  toGrosze,
  type PromoCodeBulkPatch,
  type PromoCodeUpdateValues,
  type PromoCodeValues,
  warsawToday,
} from '@sportdesk/contract';
import type { z } from 'zod';
import type { promoCodeBulkPatch } from '@sportdesk/contract';
import { promoCodes } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { findPromoCode, promoCodesOut, type PromoCodeRow } from './queries';

type BulkValues = z.output<typeof promoCodeBulkPatch>;

/** Letters and digits without look-alikes (0/O, 1/I/L): 8 characters give 32^8 ≈ 10^12 codes per prefix. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const randomCodePart = (length: number = PROMO_LIMITS.randomLength) => {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
};

const dateError = (field: string) => new AppError(ErrorCode.VALIDATION, msg.validationFailed, { [field]: msg.dateInPast });

/** Validity dates are chosen from today on (docs/spec/part-2.md §5); an unchanged past date may stay on edit. */
function assertFromToday(v: { active_from?: string; active_to?: string }, existing?: PromoCodeRow) {
  const today = warsawToday();
  if (v.active_from && v.active_from < today && v.active_from !== existing?.activeFrom) throw dateError('active_from');
  if (v.active_to && v.active_to < today && v.active_to !== existing?.activeTo) throw dateError('active_to');
}

const columnsOf = (v: Partial<PromoCodeUpdateValues>) => ({
  ...(v.name !== undefined ? { name: v.name } : {}),
  ...(v.description !== undefined ? { description: v.description || null } : {}),
  ...(v.prefix !== undefined ? { prefix: v.prefix.toUpperCase() } : {}),
  ...(v.active_from !== undefined ? { activeFrom: v.active_from } : {}),
  ...(v.active_to !== undefined ? { activeTo: v.active_to } : {}),
  ...(v.value !== undefined ? { value: toGrosze(v.value) } : {}),
  ...(v.value_type !== undefined ? { valueType: v.value_type } : {}),
  ...(v.code_type !== undefined ? { codeType: v.code_type } : {}),
  ...(v.active !== undefined ? { active: v.active } : {}),
  ...(v.only_for_new_players !== undefined ? { onlyForNewPlayers: v.only_for_new_players } : {}),
  ...(v.unlimited !== undefined ? { unlimited: v.unlimited } : {}),
  ...(v.limit_of_usage !== undefined ? { limitOfUsage: v.limit_of_usage } : {}),
  ...(v.unlimited_usage_by_user !== undefined ? { unlimitedUsageByUser: v.unlimited_usage_by_user } : {}),
  ...(v.user_ids !== undefined ? { userIds: v.user_ids } : {}),
  ...(v.sport_ids !== undefined ? { sportIds: v.sport_ids } : {}),
  ...(v.localization_ids !== undefined ? { localizationIds: v.localization_ids } : {}),
  ...(v.activity_ids !== undefined ? { activityIds: v.activity_ids } : {}),
});

/** Generates `count` codes `PREFIX` + random part, unique (checked, and guarded by the unique index). */
export async function createPromoCodes(db: Db, input: PromoCodeValues) {
  assertFromToday(input);
  const { count, ...fields } = input;
  const prefix = fields.prefix.toUpperCase();
  return db.transaction(async (tx) => {
    const codes = new Set<string>();
    while (codes.size < count) {
      const wanted = [...Array(count - codes.size)].map(() => `${prefix}${randomCodePart()}`).filter((c) => !codes.has(c));
      const taken = await tx
        .select({ code: promoCodes.code })
        .from(promoCodes)
        .where(inArray(sql`upper(${promoCodes.code})`, wanted));
      const takenSet = new Set(taken.map((t) => t.code.toUpperCase()));
      for (const c of wanted) if (!takenSet.has(c) && codes.size < count) codes.add(c);
    }
    const base = columnsOf(fields);
    const rows = await tx
      .insert(promoCodes)
      .values(
        [...codes].map((code) => ({
          ...base,
          name: fields.name,
          prefix,
          activeFrom: fields.active_from,
          activeTo: fields.active_to,
          value: toGrosze(fields.value),
          code,
        })),
      )
      .returning();
    return promoCodesOut(tx, rows);
  });
}

export async function updatePromoCode(db: Db, id: number, input: PromoCodeUpdateValues) {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!existing) throw notFound();
    assertFromToday(input, existing);
    const [row] = await tx
      .update(promoCodes)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(promoCodes.id, id))
      .returning();
    return (await promoCodesOut(tx, [row]))[0];
  });
}

export interface BulkResult {
  requested: number;
  changed: number;
  skipped: number[];
}

/**
 * Applies only the filled fields to the chosen codes. A code the patch would make invalid
 * (a percentage over 100 after a value change) is skipped and reported.
 */
export async function bulkUpdatePromoCodes(db: Db, ids: number[], patch: BulkValues | PromoCodeBulkPatch): Promise<BulkResult> {
  const values = patch as BulkValues;
  assertFromToday(values);
  const set = columnsOf(values);
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(promoCodes).where(inArray(promoCodes.id, ids)).orderBy(promoCodes.id).for('update');
    const skipped: number[] = ids.filter((id) => !rows.some((r) => r.id === id));
    const ok: number[] = [];
    for (const r of rows) {
      const valueType = values.value_type ?? r.valueType;
      const value = values.value !== undefined ? toGrosze(values.value) : r.value;
      const from = values.active_from ?? r.activeFrom;
      const to = values.active_to ?? r.activeTo;
      if ((valueType === 'perc' && value > PROMO_LIMITS.maxPerc * 100) || to < from) skipped.push(r.id);
      else ok.push(r.id);
    }
    if (ok.length && Object.keys(set).length)
      await tx
        .update(promoCodes)
        .set({ ...set, updatedAt: new Date() })
        .where(inArray(promoCodes.id, ok));
    return { requested: ids.length, changed: ok.length, skipped };
  });
}

/** Deletes codes never used; a used code stays (its usage belongs to transactions) and is reported as skipped. */
export async function destroyPromoCodes(db: Db, ids: number[]): Promise<BulkResult> {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(promoCodes).where(inArray(promoCodes.id, ids)).orderBy(promoCodes.id).for('update');
    const unused = rows.filter((r) => r.usageCount === 0).map((r) => r.id);
    if (unused.length) await tx.delete(promoCodes).where(inArray(promoCodes.id, unused));
    return { requested: ids.length, changed: unused.length, skipped: ids.filter((id) => !unused.includes(id)) };
  });
}

export async function deletePromoCode(db: Db, id: number) {
  const existing = await findPromoCode(db, id);
  if (!existing) throw notFound();
  const result = await destroyPromoCodes(db, [id]);
  if (result.changed === 0) throw new AppError(ErrorCode.CONFLICT, msg.promoCodeUsed);
  return { id };
}

export type { Executor };
