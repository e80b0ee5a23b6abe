import { eq } from 'drizzle-orm';
import { ErrorCode, templateMsg, warsawToday, type ActivityTemplateValues, type ActivityValues } from '@sportdesk/contract';
import { activityTemplates } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { AppDeps } from '../../lib/deps';
import type { SessionPrincipal } from '../../lib/session';
import { assertReferences, normalise, toColumns } from '../activities/public';
import { emitSystemEvent } from '../system-events/public';
import { findTemplate, findTemplateRecord, toTemplateFields, type TemplateRecord } from './queries';
import { TEMPLATE_JOBS } from './job-names';

/** Holders of the admin role approve; holders of only `user_role_activity_templates` (organisers) propose. */
export const TEMPLATE_ADMIN_ROLE = 'admin_role_activity_templates';
export const isTemplateAdmin = (p: Pick<SessionPrincipal, 'roles'>) => p.roles.has(TEMPLATE_ADMIN_ROLE);

type Actor = Pick<SessionPrincipal, 'userId' | 'roles'>;

const auditOf = (t: TemplateRecord) => toTemplateFields(t) as Record<string, unknown>;
const label = (t: TemplateRecord) => `${t.name ?? 'Szablon'} (${String(t.startAt).slice(0, 5)})`;

function columnsOf(values: ActivityTemplateValues) {
  const v = normalise(values as unknown as Partial<ActivityValues> & ActivityTemplateValues);
  const { publish_date, ...rest } = v;
  return {
    ...(toColumns(rest as Partial<ActivityValues>) as Partial<typeof activityTemplates.$inferInsert>),
    weekDays: v.week_days,
    hoursToMakeVisible: v.hours_to_make_visible ?? null,
    publishDate: publish_date ? new Date(publish_date) : new Date(),
  };
}

/** An organiser sees and edits only the templates they created; 404 for the others. */
async function visibleRecord(db: Executor, id: number, actor: Actor, forUpdate = false) {
  const record = await findTemplateRecord(db, id, forUpdate);
  if (!record || (!isTemplateAdmin(actor) && record.creatorId !== actor.userId)) throw notFound();
  return record;
}

export async function showTemplate(db: Executor, id: number, actor: Actor) {
  await visibleRecord(db, id, actor);
  const template = await findTemplate(db, id);
  if (!template) throw notFound();
  return template;
}

async function emitAdded(tx: Executor, t: TemplateRecord, changed: boolean) {
  await emitSystemEvent(tx, {
    type: 'template_added',
    targetType: 'ActivityTemplate',
    targetId: t.id,
    creatorId: t.creatorId,
    message: `${changed ? 'Zmieniono szablon zajęć, czeka' : 'Dodano szablon zajęć, czeka'} na zatwierdzenie: ${label(t)}`,
  });
}

async function emitApproved(tx: Executor, t: TemplateRecord, actorId: number) {
  await emitSystemEvent(tx, {
    type: 'template_approved',
    targetType: 'ActivityTemplate',
    targetId: t.id,
    assignedId: t.creatorId,
    creatorId: actorId,
    message: `Zatwierdzono szablon zajęć: ${label(t)}`,
  });
}

/**
 * `POST admin/activity_templates`: an admin's template is approved at once; an organiser's starts unapproved
 * (created by them) and raises `template_added` for the admins. One transaction with its audit row.
 */
export async function createTemplate(db: Db, values: ActivityTemplateValues, actor: Actor) {
  const admin = isTemplateAdmin(actor);
  await assertReferences(db, values as unknown as Partial<ActivityValues>);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(activityTemplates)
      .values({
        ...(columnsOf(values) as typeof activityTemplates.$inferInsert),
        creatorId: admin ? (values.creator_id ?? actor.userId) : actor.userId,
        approvedByAdmin: admin,
      })
      .returning();
    await recordAudit(tx, {
      type: 'ActivityTemplate',
      id: created.id,
      userId: actor.userId,
      action: 'create',
      after: auditOf(created),
    });
    if (!admin) await emitAdded(tx, created, false);
    return created;
  });
  return (await findTemplate(db, row.id))!;
}

/**
 * `PATCH admin/activity_templates/:id`: every field. An admin sets approved_by_admin (approving raises
 * `template_approved`); an organiser's change of an approved template takes the approval back and asks again.
 * Activities generated before stay as they are; later runs use the new values.
 */
export async function updateTemplate(db: Db, id: number, values: ActivityTemplateValues, actor: Actor) {
  const admin = isTemplateAdmin(actor);
  await assertReferences(db, values as unknown as Partial<ActivityValues>);
  await db.transaction(async (tx) => {
    const before = await visibleRecord(tx, id, actor, true);
    const approved = admin ? values.approved_by_admin : false;
    const [after] = await tx
      .update(activityTemplates)
      .set({
        ...columnsOf(values),
        creatorId: admin ? (values.creator_id ?? before.creatorId) : before.creatorId,
        approvedByAdmin: approved,
        updatedAt: new Date(),
      })
      .where(eq(activityTemplates.id, id))
      .returning();
    await recordAudit(tx, {
      type: 'ActivityTemplate',
      id,
      userId: actor.userId,
      action: 'update',
      before: auditOf(before),
      after: auditOf(after),
    });
    if (admin && !before.approvedByAdmin && after.approvedByAdmin) await emitApproved(tx, after, actor.userId);
    if (!admin && before.approvedByAdmin) await emitAdded(tx, after, true);
  });
  return (await findTemplate(db, id))!;
}

/** `POST admin/activity_templates/:id/approve` (admins): approved_by_admin, audit row and `template_approved`. */
export async function approveTemplate(db: Db, id: number, actor: Actor) {
  await db.transaction(async (tx) => {
    const before = await visibleRecord(tx, id, actor, true);
    if (before.approvedByAdmin) return;
    const [after] = await tx
      .update(activityTemplates)
      .set({ approvedByAdmin: true, updatedAt: new Date() })
      .where(eq(activityTemplates.id, id))
      .returning();
    await recordAudit(tx, {
      type: 'ActivityTemplate',
      id,
      userId: actor.userId,
      action: 'update',
      before: auditOf(before),
      after: auditOf(after),
    });
    await emitApproved(tx, after, actor.userId);
  });
  return (await findTemplate(db, id))!;
}

/** `DELETE admin/activity_templates/:id`: the generated activities stay (their template_id becomes null). */
export async function deleteTemplate(db: Db, id: number, actor: Actor) {
  const shown = await showTemplate(db, id, actor);
  await db.transaction(async (tx) => {
    const before = await visibleRecord(tx, id, actor, true);
    await tx.delete(activityTemplates).where(eq(activityTemplates.id, id));
    await recordAudit(tx, { type: 'ActivityTemplate', id, userId: actor.userId, action: 'destroy', before: auditOf(before) });
  });
  return shown;
}

/**
 * 'Generuj teraz' (`POST admin/activity_templates/:id/generate`): queues the generation of this template;
 * an unapproved, archived or expired template generates nothing, so it is refused (422) with the reason.
 */
export async function queueTemplateGeneration(deps: AppDeps, id: number, actor: Actor) {
  const t = await visibleRecord(deps.db, id, actor);
  const reason = !t.approvedByAdmin
    ? 'Szablon nie jest zatwierdzony'
    : t.archived
      ? 'Szablon jest archiwalny'
      : t.expiredAt && t.expiredAt < warsawToday()
        ? 'Szablon wygasł'
        : null;
  if (reason) throw new AppError(ErrorCode.BUSINESS_RULE, reason, { activity_template: reason });
  const asyncJobId = await deps.jobs.enqueue(
    TEMPLATE_JOBS.generate,
    { template_id: id },
    { userId: actor.userId, params: { template_id: id } },
  );
  return { async_job_id: asyncJobId, message: templateMsg.generationQueued };
}
