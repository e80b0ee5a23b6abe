import { and, eq } from 'drizzle-orm';
import {
  ACTIVITY_MONEY_FIELDS,
  ErrorCode,
  activityRuleIssues,
  maxPlayersBelowParticipantsMessage,
  groupMsg,
  msg,
  toGrosze,
  type ActivityValues,
} from '@sportdesk/contract';
import type { activities } from '../../db/schema/activities';
import { localizations, locationObjects, pages, sports, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { camel } from './queries';
import { existingIds } from '../competition-groups/public';

type ActivityInsert = typeof activities.$inferInsert;
/** The editable fields without the date (create carries a range, edit one date). */
export type ActivityFieldValues = Omit<ActivityValues, 'date'>;

/**
 * docs/spec/part-2.md §4: event_type belongs to organiser activities only; discount to first_type only.
 * Applied on every write so stale values never linger after the organiser type changes.
 */
export function normalise<T extends Partial<ActivityFieldValues>>(v: T): T {
  const out = { ...v };
  if (out.activity_type === 'pnh') out.event_type = null;
  if (out.event_type !== undefined && out.event_type !== 'first_type' && 'discount' in out) out.discount = null;
  return out;
}

/** API field values (PLN, snake_case) → database columns (grosze, camelCase); only the keys present. */
export function toColumns(v: Partial<ActivityValues>): Partial<ActivityInsert> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(v)) {
    if (value === undefined) continue;
    if ((ACTIVITY_MONEY_FIELDS as readonly string[]).includes(key)) {
      out[camel(key)] = value === null ? null : toGrosze(value as number);
    } else if (key === 'publish_date' || key === 'change_to_public_at') {
      out[camel(key)] = value === null ? null : new Date(value as string);
    } else {
      out[camel(key)] = value;
    }
  }
  // `price` is required and never null.
  return out as Partial<ActivityInsert>;
}

const fieldsError = (fields: Record<string, string>) => new AppError(ErrorCode.VALIDATION, msg.validationFailed, fields);

/** Throws 400 with the field messages of docs/spec/part-2.md §5 when the merged values break a cross-field rule. */
export function assertRules(v: Partial<ActivityValues>) {
  const issues = activityRuleIssues(v);
  if (issues.length) throw fieldsError(Object.fromEntries(issues.map((i) => [i.path, i.message])));
}

/**
 * `max_players` never goes below the players already on the list (the reserve list does not count):
 * lowering it under them would leave an overfull list nobody can resolve. Form edit and bulk edit alike.
 */
export function assertCapacity(before: { participantsCount: number }, v: Partial<ActivityValues>) {
  if (v.max_players !== undefined && v.max_players < before.participantsCount) {
    const message = maxPlayersBelowParticipantsMessage(before.participantsCount);
    throw new AppError(ErrorCode.BUSINESS_RULE, message, { max_players: message });
  }
}

/** The referenced sport, location, object (of that location), creator and page must exist. */
export async function assertReferences(db: Executor, v: Partial<ActivityValues>) {
  const fields: Record<string, string> = {};
  if (v.sport_id != null) {
    const [s] = await db.select({ id: sports.id }).from(sports).where(eq(sports.id, v.sport_id));
    if (!s) fields.sport_id = msg.unknownSport;
  }
  if (v.localization_id != null) {
    const [l] = await db.select({ id: localizations.id }).from(localizations).where(eq(localizations.id, v.localization_id));
    if (!l) fields.localization_id = msg.unknownLocalization;
  }
  if (v.location_object_id != null && v.localization_id != null && !fields.localization_id) {
    const [o] = await db
      .select({ id: locationObjects.id })
      .from(locationObjects)
      .where(and(eq(locationObjects.id, v.location_object_id), eq(locationObjects.localizationId, v.localization_id)));
    if (!o) fields.location_object_id = msg.unknownLocationObject;
  }
  if (v.creator_id != null) {
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, v.creator_id));
    if (!u) fields.creator_id = msg.unknownUser;
  }
  if (v.page_id != null) {
    const [p] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, v.page_id));
    if (!p) fields.page_id = msg.unknownPage;
  }
  if (v.competition_group_ids?.length || v.competition_team_ids?.length) {
    const found = await existingIds(db, v.competition_group_ids ?? [], v.competition_team_ids ?? []);
    if (v.competition_group_ids?.some((id) => !found.groups.has(id))) fields.competition_group_ids = groupMsg.unknownGroups;
    if (v.competition_team_ids?.some((id) => !found.teams.has(id))) fields.competition_team_ids = groupMsg.unknownTeams;
  }
  if (Object.keys(fields).length) throw fieldsError(fields);
}
