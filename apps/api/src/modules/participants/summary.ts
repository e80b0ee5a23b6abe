import { and, eq } from 'drizzle-orm';
import {
  toGrosze,
  toPln,
  participantMsg,
  type ActivitySummary,
  type ActivitySummaryValues,
  plDateTime,
} from '@sportdesk/contract';
import { activities, activityCoordinators } from '../../db/schema/activities';
import { activityParticipants, activitySummaries, users } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { recordAudit } from '../../lib/audit';
import { iso } from '../../lib/reply';
import { findActivityWithStart, lockActivity, type ActivityRecord } from '../enrolment/public';
import { listParticipants } from './queries';
import { PARTICIPANT_JOBS } from './job-names';

type SummaryRow = typeof activitySummaries.$inferSelect;

/** Counts per payment method computed from the list (the starting values of the summary form). */
async function computedCounts(db: Executor, activityId: number) {
  const rows = await db
    .select({ method: activityParticipants.paymentMethod, card: activityParticipants.cardCheck })
    .from(activityParticipants)
    .where(and(eq(activityParticipants.activityId, activityId), eq(activityParticipants.reserve, false)));
  const by = (m: string) => rows.filter((r) => r.method === m);
  return {
    all_participants_count: rows.length,
    online_paid_participants_count: by('online_transfer').length,
    cash_paid_participants_count: by('cash').length,
    benefit_paid_participants_count: by('benefit').length,
    ok_system_paid_participants_count: by('ok_system').length,
    fitprofit_paid_participants_count: by('fitprofit').length,
    benefit_paid_participants_verified: by('benefit').filter((r) => r.card).length,
    fitprofit_paid_participants_verified: by('fitprofit').filter((r) => r.card).length,
  };
}

function toSummary(
  a: ActivityRecord,
  s: SummaryRow | undefined,
  computed: Awaited<ReturnType<typeof computedCounts>>,
): ActivitySummary {
  const list = { list_verified: a.listVerified, list_verified_at: iso(a.listVerifiedAt), list_checked: a.listChecked };
  if (!s)
    return {
      activity_id: a.id,
      ...computed,
      final_price: null,
      summary_note: null,
      verified_by_admin: false,
      saved: false,
      ...list,
    };
  return {
    activity_id: a.id,
    all_participants_count: s.allParticipantsCount,
    online_paid_participants_count: s.onlinePaidParticipantsCount,
    cash_paid_participants_count: s.cashPaidParticipantsCount,
    benefit_paid_participants_count: s.benefitPaidParticipantsCount,
    ok_system_paid_participants_count: s.okSystemPaidParticipantsCount,
    fitprofit_paid_participants_count: s.fitprofitPaidParticipantsCount,
    benefit_paid_participants_verified: s.benefitPaidParticipantsVerified,
    fitprofit_paid_participants_verified: s.fitprofitPaidParticipantsVerified,
    final_price: s.finalPrice === null ? null : toPln(s.finalPrice),
    summary_note: s.summaryNote,
    verified_by_admin: s.verifiedByAdmin,
    saved: true,
    ...list,
  };
}

export async function showSummary(db: Executor, activityId: number) {
  const { activity } = await findActivityWithStart(db, activityId);
  const [s] = await db.select().from(activitySummaries).where(eq(activitySummaries.activityId, activityId));
  return toSummary(activity, s, await computedCounts(db, activityId));
}

/** `POST admin/activities/:id/edit_summary {activity}`: stores the post-event summary; audited on the Activity. */
export async function editSummary(db: Db, activityId: number, v: ActivitySummaryValues, actorId: number | null) {
  await db.transaction(async (tx) => {
    await lockActivity(tx, activityId);
    const [before] = await tx.select().from(activitySummaries).where(eq(activitySummaries.activityId, activityId));
    const values = {
      allParticipantsCount: v.all_participants_count,
      onlinePaidParticipantsCount: v.online_paid_participants_count,
      cashPaidParticipantsCount: v.cash_paid_participants_count,
      benefitPaidParticipantsCount: v.benefit_paid_participants_count,
      okSystemPaidParticipantsCount: v.ok_system_paid_participants_count,
      fitprofitPaidParticipantsCount: v.fitprofit_paid_participants_count,
      benefitPaidParticipantsVerified: v.benefit_paid_participants_verified,
      fitprofitPaidParticipantsVerified: v.fitprofit_paid_participants_verified,
      finalPrice: v.final_price == null ? null : toGrosze(v.final_price),
      summaryNote: v.summary_note ?? null,
      verifiedByAdmin: v.verified_by_admin,
      updatedById: actorId,
      updatedAt: new Date(),
    };
    const [after] = await tx
      .insert(activitySummaries)
      .values({ activityId, ...values })
      .onConflictDoUpdate({ target: activitySummaries.activityId, set: values })
      .returning();
    const strip = (r: SummaryRow | undefined) => {
      if (!r) return null;
      const { updatedById: _u, updatedAt: _t, activityId: _a, ...rest } = r;
      return Object.fromEntries(Object.entries(rest).map(([k, val]) => [`summary_${k}`, val]));
    };
    await recordAudit(tx, {
      type: 'Activity',
      id: activityId,
      userId: actorId,
      action: 'update',
      before: strip(before),
      after: strip(after),
    });
  });
  return showSummary(db, activityId);
}

/** 'Potwierdź listę' sets list_verified and list_verified_at; `check_list` sets list_checked. Both audited. */
export async function setListFlag(
  db: Db,
  activityId: number,
  flag: 'list_verified' | 'list_checked',
  value: boolean,
  actorId: number | null,
) {
  await db.transaction(async (tx) => {
    const { activity } = await lockActivity(tx, activityId);
    const set =
      flag === 'list_verified' ? { listVerified: value, listVerifiedAt: value ? new Date() : null } : { listChecked: value };
    const [after] = await tx
      .update(activities)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(activities.id, activityId))
      .returning();
    const pick = (a: ActivityRecord) => ({
      listVerified: a.listVerified,
      listVerifiedAt: a.listVerifiedAt,
      listChecked: a.listChecked,
    });
    await recordAudit(tx, {
      type: 'Activity',
      id: activityId,
      userId: actorId,
      action: 'update',
      before: pick(activity),
      after: pick(after),
    });
  });
  return showSummary(db, activityId);
}

/** `POST …/participants/send_list`: queues the e-mail of the list to the coordinators ('Zlecono wysyłkę listy'). */
export async function queueSendList(deps: AppDeps, activityId: number, actorId: number) {
  await findActivityWithStart(deps.db, activityId);
  const asyncJobId = await deps.jobs.enqueue(
    PARTICIPANT_JOBS.sendList,
    { activity_id: activityId },
    { userId: actorId, params: { activity_id: activityId } },
  );
  return { async_job_id: asyncJobId, message: participantMsg.listSendQueued };
}

/** The job: one e-mail per coordinator with the list (name, phone, payment, presence). */
export async function sendListToCoordinators(deps: AppDeps, activityId: number) {
  const { activity } = await findActivityWithStart(deps.db, activityId);
  const coordinators = await deps.db
    .select({ email: users.email, firstName: users.firstName })
    .from(activityCoordinators)
    .innerJoin(users, eq(users.id, activityCoordinators.userId))
    .where(eq(activityCoordinators.activityId, activityId));
  const rows = await listParticipants(deps.db, activityId, { reserve: false });
  const reserve = await listParticipants(deps.db, activityId, { reserve: true });
  const line = (p: (typeof rows)[number], i: number) =>
    `${i + 1}. ${[p.user.first_name, p.user.last_name].filter(Boolean).join(' ')}${p.user.phone ? `, tel. ${p.user.phone}` : ''} — ${p.payment_method}${p.presence_check ? ', obecny' : ''}`;
  const title = `${activity.name ?? 'Zajęcia'} ${plDateTime(activity.date, activity.startAt)}`;
  const text = [
    `Lista uczestników: ${title}`,
    '',
    ...(rows.length ? rows.map(line) : ['(brak uczestników)']),
    ...(reserve.length ? ['', 'Lista rezerwowa:', ...reserve.map(line)] : []),
  ].join('\n');
  let sent = 0;
  for (const c of coordinators) {
    if (!c.email) continue;
    await deps.mailer.send({ to: c.email, subject: `Lista uczestników: ${title}`, text });
    sent++;
  }
  return { sent, participants: rows.length };
}
