import { and, eq, inArray } from 'drizzle-orm';
import { toGrosze, toPln, msg, type UserAgreementValues, type UserSportLevelValues, ErrorCode } from '@sportdesk/contract';
import { localizations, roles, sports, userAgreements, userRoles, userSportLevels } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { AppError, uniqueViolation } from '../../lib/errors';

type Changes = Record<string, [unknown, unknown]>;
type AgreementRow = typeof userAgreements.$inferSelect;
type LevelRow = typeof userSportLevels.$inferSelect;
type Attrs<T> = T & { id?: number; _destroy?: boolean };

const fieldError = (field: string, message: string) => new AppError(ErrorCode.VALIDATION, message, { [field]: message });
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Replaces the user's roles with `roleIds`; returns `{ roles: [oldNames, newNames] }` when they changed. */
export async function applyRoles(tx: Executor, userId: number, roleIds: readonly number[]): Promise<Changes> {
  const wanted = [...new Set(roleIds)];
  const found = wanted.length ? await tx.select().from(roles).where(inArray(roles.id, wanted)) : [];
  if (found.length !== wanted.length) throw fieldError('role_ids', msg.unknownRole);
  const current = await tx
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  const before = current.map((r) => r.name).sort();
  const after = found.map((r) => r.name).sort();
  if (same(before, after)) return {};
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (found.length) await tx.insert(userRoles).values(found.map((r) => ({ userId, roleId: r.id })));
  return { roles: [before, after] };
}

export const roleNamesOfIds = async (tx: Executor, roleIds: readonly number[]) => {
  if (!roleIds.length) return [];
  const found = await tx
    .select()
    .from(roles)
    .where(inArray(roles.id, [...new Set(roleIds)]));
  if (found.length !== new Set(roleIds).size) throw fieldError('role_ids', msg.unknownRole);
  return found.map((r) => r.name);
};

/** Every referenced sport (and location) must exist; reports the first bad row's field. */
async function assertReferences(
  tx: Executor,
  prefix: string,
  rows: readonly { sport_id?: number | null; localization_id?: number | null; _destroy?: boolean }[],
) {
  const live = rows.map((row, index) => ({ row, index })).filter(({ row }) => !row._destroy);
  const sportIds = [...new Set(live.map(({ row }) => row.sport_id).filter((v): v is number => v != null))];
  const locIds = [...new Set(live.map(({ row }) => row.localization_id).filter((v): v is number => v != null))];
  const knownSports = new Set(
    sportIds.length ? (await tx.select({ id: sports.id }).from(sports).where(inArray(sports.id, sportIds))).map((r) => r.id) : [],
  );
  const knownLocs = new Set(
    locIds.length
      ? (await tx.select({ id: localizations.id }).from(localizations).where(inArray(localizations.id, locIds))).map((r) => r.id)
      : [],
  );
  for (const { row, index } of live) {
    if (row.sport_id != null && !knownSports.has(row.sport_id)) throw fieldError(`${prefix}.${index}.sport_id`, msg.unknownSport);
    if (row.localization_id != null && !knownLocs.has(row.localization_id))
      throw fieldError(`${prefix}.${index}.localization_id`, msg.unknownLocalization);
  }
}

/**
 * Rails-style nested attributes: a row without id is created, a row with id is updated, and
 * `_destroy: true` removes it; rows not sent stay as they are. Destroys run first, so a sport freed
 * by a removed level can be taken by a new one in the same submit.
 */
async function applyNested<Row extends { id: number; userId: number }, A extends Attrs<object>>(
  tx: Executor,
  userId: number,
  attrs: readonly A[],
  spec: {
    prefix: string;
    auditKey: string;
    load: (ids: number[]) => Promise<Row[]>;
    remove: (id: number) => Promise<void>;
    insert: (values: A) => Promise<Row>;
    update: (id: number, values: A) => Promise<Row>;
    summary: (row: Row) => Record<string, unknown>;
  },
): Promise<Changes> {
  const changes: Changes = {};
  const ids = attrs.map((a) => a.id).filter((v): v is number => v != null);
  const existing = new Map((ids.length ? await spec.load(ids) : []).filter((r) => r.userId === userId).map((r) => [r.id, r]));
  attrs.forEach((a, index) => {
    if (a.id != null && !existing.has(a.id)) throw fieldError(`${spec.prefix}.${index}.id`, msg.nestedNotFound);
  });
  const ordered = attrs
    .map((a, index) => ({ a, index }))
    .sort((x, y) => Number(Boolean(y.a._destroy)) - Number(Boolean(x.a._destroy)));
  for (const { a, index } of ordered) {
    const old = a.id != null ? existing.get(a.id)! : undefined;
    try {
      if (a._destroy) {
        if (!old) continue;
        await spec.remove(old.id);
        changes[`${spec.auditKey}[${old.id}]`] = [spec.summary(old), null];
      } else if (old) {
        const row = await spec.update(old.id, a);
        if (!same(spec.summary(old), spec.summary(row)))
          changes[`${spec.auditKey}[${row.id}]`] = [spec.summary(old), spec.summary(row)];
      } else {
        const row = await spec.insert(a);
        changes[`${spec.auditKey}[${row.id}]`] = [null, spec.summary(row)];
      }
    } catch (error) {
      throw uniqueViolation(error, `${spec.prefix}.${index}.sport_id`, msg.levelTaken) ?? error;
    }
  }
  return changes;
}

const grosze = (pln: number | null | undefined) => (pln == null ? null : toGrosze(pln));
const plnOrNull = (value: number | null) => (value == null ? null : toPln(value));

const agreementValues = (a: UserAgreementValues) => ({
  sportId: a.sport_id!,
  localizationId: a.localization_id ?? null,
  eventLength: a.event_length ?? null,
  eventPrice: grosze(a.event_price),
  supplement: grosze(a.supplement),
  eventType: a.event_type ?? 'first_type',
  legalization: a.legalization ?? 'na',
});

export const agreementSummary = (r: AgreementRow) => ({
  sport_id: r.sportId,
  localization_id: r.localizationId,
  event_length: r.eventLength,
  event_price: plnOrNull(r.eventPrice),
  supplement: plnOrNull(r.supplement),
  event_type: r.eventType,
  legalization: r.legalization,
});

export async function applyAgreements(tx: Executor, userId: number, attrs: readonly UserAgreementValues[]) {
  await assertReferences(tx, 'user_agreements_attributes', attrs);
  return applyNested(tx, userId, attrs, {
    prefix: 'user_agreements_attributes',
    auditKey: 'user_agreements',
    load: (ids) => tx.select().from(userAgreements).where(inArray(userAgreements.id, ids)),
    remove: async (id) => void (await tx.delete(userAgreements).where(eq(userAgreements.id, id))),
    insert: async (a) =>
      (
        await tx
          .insert(userAgreements)
          .values({ userId, ...agreementValues(a) })
          .returning()
      )[0],
    update: async (id, a) =>
      (
        await tx
          .update(userAgreements)
          .set({ ...agreementValues(a), updatedAt: new Date() })
          .where(and(eq(userAgreements.id, id), eq(userAgreements.userId, userId)))
          .returning()
      )[0],
    summary: agreementSummary,
  });
}

const levelValues = (a: UserSportLevelValues) => ({
  sportId: a.sport_id!,
  level: a.level,
  editOnlyByAdmin: a.edit_only_by_admin ?? false,
  checkOnPnh: a.check_on_pnh ?? false,
  checkOnOrganizer: a.check_on_organizer ?? false,
  verified: a.verified ?? false,
});

export const levelSummary = (r: LevelRow) => ({
  sport_id: r.sportId,
  level: r.level,
  edit_only_by_admin: r.editOnlyByAdmin,
  check_on_pnh: r.checkOnPnh,
  check_on_organizer: r.checkOnOrganizer,
  verified: r.verified,
});

export async function applySportLevels(tx: Executor, userId: number, attrs: readonly UserSportLevelValues[]) {
  await assertReferences(tx, 'user_sport_levels_attributes', attrs);
  return applyNested(tx, userId, attrs, {
    prefix: 'user_sport_levels_attributes',
    auditKey: 'user_sport_levels',
    load: (ids) => tx.select().from(userSportLevels).where(inArray(userSportLevels.id, ids)),
    remove: async (id) => void (await tx.delete(userSportLevels).where(eq(userSportLevels.id, id))),
    insert: async (a) =>
      (
        await tx
          .insert(userSportLevels)
          .values({ userId, ...levelValues(a) })
          .returning()
      )[0],
    update: async (id, a) =>
      (
        await tx
          .update(userSportLevels)
          .set({ ...levelValues(a), updatedAt: new Date() })
          .where(and(eq(userSportLevels.id, id), eq(userSportLevels.userId, userId)))
          .returning()
      )[0],
    summary: levelSummary,
  });
}
