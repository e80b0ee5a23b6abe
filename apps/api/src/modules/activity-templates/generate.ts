import { and, asc, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  TEMPLATE_HORIZON_SETTING,
  activityInput,
  templateHorizonDays,
  warsawToday,
  type ActivityValues,
  warsawDateTime,
} from '@sportdesk/contract';
import { activities, activityTemplates } from '../../db/schema/index';
import { settingValue } from '../app-settings/public';
import type { Db, Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { errorOf } from '../activities/public';
import { normalise, toColumns } from '../activities/public';
import { auditFields } from '../activities/public';
import { toTemplateFields, type TemplateRecord } from './queries';

export interface GenerationError {
  template_id: number;
  date?: string;
  message: string;
  fields?: Record<string, string>;
}
export interface GenerationResult {
  added_ids: number[];
  errors: GenerationError[];
  templates: number;
}

export const GENERATED_COMMENT = (templateId: number) => `Wygenerowano z szablonu #${templateId}`;

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** `2026-11-25 18:05` — Europe/Warsaw wall-clock of an instant, comparable as text with a date and `HH:mm`. */
const warsawWallClock = (now: Date) => warsawDateTime(now).slice(0, 16);
const hhmm = (time: string) => time.slice(0, 5).padStart(5, '0');

/** The horizon in days (app setting `activity_templates_days_ahead`, default 14). */
export async function horizonDays(db: Executor) {
  return templateHorizonDays(await settingValue(db, TEMPLATE_HORIZON_SETTING));
}

/**
 * The dates a template generates now: its week days from today (Europe/Warsaw calendar) over `days` days,
 * not after expired_at, and not today when today's start has already passed.
 */
export function templateDates(t: Pick<TemplateRecord, 'weekDays' | 'expiredAt' | 'startAt'>, now: Date, days: number) {
  const today = warsawToday(now);
  const wall = warsawWallClock(now);
  const wanted = new Set(t.weekDays);
  const out: string[] = [];
  for (let i = 0; i < days; i++) {
    const date = plusDays(today, i);
    if (t.expiredAt && date > t.expiredAt) break;
    if (!wanted.has(weekday(date))) continue;
    if (`${date} ${hhmm(t.startAt)}` <= wall) continue;
    out.push(date);
  }
  return out;
}

/** A batch of approved, not archived, not expired templates after `afterId` (`templateId` narrows to one). */
export function generatingTemplates(
  db: Executor,
  now: Date,
  opts: { templateId?: number; afterId?: number; limit?: number } = {},
) {
  const t = activityTemplates;
  return db
    .select()
    .from(t)
    .where(
      and(
        eq(t.approvedByAdmin, true),
        eq(t.archived, false),
        or(isNull(t.expiredAt), gte(t.expiredAt, warsawToday(now))),
        opts.templateId === undefined ? undefined : eq(t.id, opts.templateId),
        gt(t.id, opts.afterId ?? 0),
      ),
    )
    .orderBy(asc(t.id))
    .limit(opts.limit ?? 200);
}

/** The activity a template makes for one date: the template's fields, checked by the activity's own schema. */
export function activityValuesOf(t: TemplateRecord, date: string): ActivityValues {
  const { week_days: _days, hours_to_make_visible: _hours, ...fields } = toTemplateFields(t);
  return activityInput.parse({
    ...fields,
    date,
    change_to_public_at: null,
    // The template is the approval; the generated activities carry no template-only state.
    approved_by_admin: true,
    archived: false,
    expired_at: null,
  });
}

/**
 * Inserts the template's activity for one date in its own transaction, with its audit row. A second run (or a
 * second worker at the same moment) hits the unique key (template_id, date) and inserts nothing: returns null.
 * A hidden template with hours_to_make_visible gives a hidden activity revealed that many hours before its
 * start; the start is Europe/Warsaw wall-clock, turned into an instant by the database (right across DST).
 */
export async function insertGenerated(db: Db, t: TemplateRecord, date: string, actorId: number | null) {
  const v = normalise(activityValuesOf(t, date));
  return db.transaction(async (tx) => {
    const reveal =
      t.hidden && t.hoursToMakeVisible !== null
        ? sql`((${date}::date + ${t.startAt}::time) at time zone 'Europe/Warsaw') - make_interval(hours => ${t.hoursToMakeVisible})`
        : null;
    const [row] = await tx
      .insert(activities)
      .values({
        ...(toColumns(v) as typeof activities.$inferInsert),
        creatorId: t.creatorId,
        templateId: t.id,
        changeToPublicAt: reveal,
      })
      .onConflictDoNothing({ target: [activities.templateId, activities.date] })
      .returning();
    if (!row) return null;
    await recordAudit(tx, {
      type: 'Activity',
      id: row.id,
      userId: actorId,
      action: 'create',
      after: auditFields(row),
      comment: GENERATED_COMMENT(t.id),
    });
    return row;
  });
}

/** Generates one template's dates; a failing date is an error and the others still go in. */
export async function generateForTemplate(db: Db, t: TemplateRecord, opts: { now: Date; days: number; actorId: number | null }) {
  const added: number[] = [];
  const errors: GenerationError[] = [];
  const dates = templateDates(t, opts.now, opts.days);
  if (!dates.length) return { added, errors };
  // Dates generated before are skipped without a transaction each (the daily run adds about one new day);
  // the unique key still decides when two runs race for the same date.
  const existing = await db
    .select({ date: activities.date })
    .from(activities)
    .where(and(eq(activities.templateId, t.id), inArray(activities.date, dates)));
  const done = new Set(existing.map((r) => r.date));
  for (const date of dates) {
    if (done.has(date)) continue;
    try {
      const row = await insertGenerated(db, t, date, opts.actorId);
      if (row) added.push(row.id);
    } catch (error) {
      errors.push({ template_id: t.id, date, ...errorOf(error, 'activity_templates.generate') });
    }
  }
  return { added, errors };
}

/**
 * Every generating template (or one): the activities of the coming days. Idempotent: what exists already is
 * skipped by the unique key, so reruns and parallel runs add each (template, date) once.
 */
export async function generateActivities(
  db: Db,
  opts: {
    now?: Date;
    templateId?: number;
    actorId?: number | null;
    days?: number;
    onProgress?: (result: GenerationResult) => Promise<void>;
  } = {},
): Promise<GenerationResult> {
  const now = opts.now ?? new Date();
  const days = opts.days ?? (await horizonDays(db));
  const result: GenerationResult = { added_ids: [], errors: [], templates: 0 };
  let lastId = 0;
  const batch = 200;
  for (;;) {
    const templates = await generatingTemplates(db, now, { templateId: opts.templateId, afterId: lastId, limit: batch });
    for (const t of templates) {
      const { added, errors } = await generateForTemplate(db, t, { now, days, actorId: opts.actorId ?? null });
      result.added_ids.push(...added);
      result.errors.push(...errors);
      result.templates += 1;
    }
    if (opts.onProgress) await opts.onProgress(result);
    if (templates.length < batch) break;
    lastId = templates[templates.length - 1].id;
  }
  return result;
}
