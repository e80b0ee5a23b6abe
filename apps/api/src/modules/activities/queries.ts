import { and, asc, count, desc, eq, gte, inArray, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACTIVITY_LIST_COUNT_CAP,
  activityListQuery,
  ACTIVITY_MONEY_FIELDS,
  toPln,
  warsawDateTime,
  warsawToday,
  type Activity,
  type ActivityPage,
  type ActivityRow,
  type PageDocument,
  type ActivityWarning,
} from '@sportdesk/contract';
import { activities, activityCoordinators } from '../../db/schema/activities';
import type { sharedActivityColumns } from '../../db/schema/activity-columns';
import { activityParticipants, localizations, locationObjects, pages, sports, users } from '../../db/schema/index';
import { renderBlocks } from '../public-pages/public';
import type { Executor } from '../../db/client';
import { cachedCount, readCached } from '../../lib/paging';
import { iso } from '../../lib/reply';
import {
  sharedJoinedColumns,
  sharedListConditions,
  sharedOrderColumns,
  sharedRowFields,
  toHmm,
  type SharedRowJoins,
} from './shared-list';

export type ActivityRecord = typeof activities.$inferSelect;
export type ActivityListQueryValues = z.output<typeof activityListQuery>;

/** An activity is past once its start (Europe/Warsaw wall-clock) has passed. */
export const pastSql = sql<boolean>`((${activities.date} + ${activities.startAt}) at time zone 'Europe/Warsaw') <= now()`;

export { toHmm };

const money = (v: number | null) => (v === null ? null : toPln(v));

export function warningsOf(r: Pick<ActivityRecord, 'reservedSpots' | 'participantsCount' | 'minPlayers' | 'coordinatorsCount'>) {
  const warnings: ActivityWarning[] = [];
  if (r.reservedSpots + r.participantsCount < r.minPlayers) warnings.push('min_players');
  if (r.coordinatorsCount === 0) warnings.push('no_coordinator');
  return warnings;
}

/** The activity's columns a list row shows (`toActivityRow`); the list reads only these. */
const listColumns = {
  id: activities.id,
  name: activities.name,
  date: activities.date,
  startAt: activities.startAt,
  stopAt: activities.stopAt,
  price: activities.price,
  activityType: activities.activityType,
  eventType: activities.eventType,
  competitionType: activities.competitionType,
  confirmed: activities.confirmed,
  canceled: activities.canceled,
  hidden: activities.hidden,
  archived: activities.archived,
  changeToPublicAt: activities.changeToPublicAt,
  reservedSpots: activities.reservedSpots,
  maxPlayers: activities.maxPlayers,
  minPlayers: activities.minPlayers,
  participantsCount: activities.participantsCount,
  faCount: activities.faCount,
  coordinatorsCount: activities.coordinatorsCount,
  listVerified: activities.listVerified,
  listChecked: activities.listChecked,
  createdAt: activities.createdAt,
  sportId: activities.sportId,
  localizationId: activities.localizationId,
  creatorId: activities.creatorId,
};
type ListRecord = Pick<ActivityRecord, keyof typeof listColumns>;

const joinedColumns = { past: pastSql, ...sharedJoinedColumns };
const rowSelection = { activity: activities, ...joinedColumns };
/**
 * The list's rows without `past`: it is worked out per row from the Warsaw wall clock (`pastBy`), so the page's
 * statement depends on the tables and its values alone and the embedded database may answer it from its read
 * cache (db/read-cache.ts).
 */
const { past: _past, ...listJoinedColumns } = joinedColumns;
const listSelection = (cached: boolean) => ({
  activity: { ...listColumns, id: cached ? readCached(activities.id) : activities.id },
  ...listJoinedColumns,
});
type Joined = SharedRowJoins & { activity: ListRecord; past: boolean };

export function toActivityRow(j: Joined): ActivityRow {
  const a = j.activity;
  return {
    ...sharedRowFields(a, j),
    date: a.date,
    change_to_public_at: iso(a.changeToPublicAt),
    all_reserved_spots: a.reservedSpots + a.participantsCount,
    fa_count: a.faCount,
    coordinators_count: a.coordinatorsCount,
    list_verified: a.listVerified,
    list_checked: a.listChecked,
    past: Boolean(j.past),
    creator: a.creatorId === null ? null : { id: a.creatorId, first_name: j.creatorFirst, last_name: j.creatorLast },
    warnings: warningsOf(a),
  };
}

/** The record's columns an activity shares with a template (db/schema/activity-columns.ts). */
export type SharedActivityRecord = Pick<ActivityRecord, keyof ReturnType<typeof sharedActivityColumns>>;

/** The editable fields an activity and a template share, in API shape (money in PLN). */
export function sharedActivityFields(a: SharedActivityRecord) {
  const moneyFields = Object.fromEntries(
    ACTIVITY_MONEY_FIELDS.map((f) => [f, money(a[camel(f) as keyof SharedActivityRecord] as number | null)]),
  ) as Record<(typeof ACTIVITY_MONEY_FIELDS)[number], number | null>;
  return {
    localization_id: a.localizationId,
    location_object_id: a.locationObjectId,
    sport_id: a.sportId,
    name: a.name,
    description: a.description,
    notes: a.notes,
    hidden: a.hidden,
    start_at: toHmm(a.startAt),
    stop_at: toHmm(a.stopAt),
    activity_type: a.activityType,
    event_type: a.eventType,
    confirmed: a.confirmed,
    canceled: a.canceled,
    publish_date: iso(a.publishDate),
    deposit_disabled_on_publish: a.depositDisabledOnPublish,
    lv: a.lv,
    gender: a.gender,
    reserved_spots: a.reservedSpots,
    max_players: a.maxPlayers,
    min_players: a.minPlayers,
    min_age: a.minAge,
    max_age: a.maxAge,
    ok_system_code: a.okSystemCode,
    page_id: a.pageId,
    verify_lv: a.verifyLv,
    only_players_with_verified_level: a.onlyPlayersWithVerifiedLevel,
    level_required_settings: a.levelRequiredSettings,
    custom_tags: a.customTags,
    baner_image: a.banerImage,
    thumb_image: a.thumbImage,
    creator_id: a.creatorId,
    competition_type: a.competitionType,
    min_team_size: a.minTeamSize,
    max_team_size: a.maxTeamSize,
    competition_group_ids: a.competitionGroupIds,
    competition_team_ids: a.competitionTeamIds,
    coach: a.coach,
    deposit_disabled: a.depositDisabled,
    approved_by_admin: a.approvedByAdmin,
    archived: a.archived,
    expired_at: a.expiredAt,
    reserve_list: a.reserveList,
    url: a.url,
    hidden_url: a.hiddenUrl,
    pay_by_cash: a.payByCash,
    pay_by_online_transfer: a.payByOnlineTransfer,
    pay_by_prepaid: a.payByPrepaid,
    pay_by_benefit: a.payByBenefit,
    pay_by_ok_system: a.payByOkSystem,
    pay_by_fitprofit: a.payByFitprofit,
    pay_by_bonus_account: a.payByBonusAccount,
    ...moneyFields,
  };
}

/** All editable fields in API shape (money in PLN): the form's values, the change history's record. */
export function toActivityFields(a: ActivityRecord) {
  return { ...sharedActivityFields(a), date: a.date, change_to_public_at: iso(a.changeToPublicAt) };
}

export const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const orderColumns = { ...sharedOrderColumns(activities), date: activities.date } as const;

export function listConditions(q: ActivityListQueryValues, today = warsawToday()): SQL[] {
  const c: SQL[] = sharedListConditions(activities, q);
  if (q.with_activities_id?.length) c.push(inArray(activities.id, q.with_activities_id));
  c.push(lte(activities.price, Math.round(q.with_price_less * 100)));
  if (q.with_price_greater > 0) c.push(gte(activities.price, Math.round(q.with_price_greater * 100)));
  if (q.with_date_greater !== 'all') c.push(gte(activities.date, q.with_date_greater ?? today));
  if (q.with_date_less) c.push(lte(activities.date, q.with_date_less));
  if (q.with_coordinator !== undefined)
    c.push(
      sql`exists (select 1 from ${activityCoordinators} where ${activityCoordinators.activityId} = ${activities.id} and ${activityCoordinators.userId} = ${q.with_coordinator})`,
    );
  if (q.with_participant !== undefined)
    c.push(
      sql`exists (select 1 from ${activityParticipants} where ${activityParticipants.activityId} = ${activities.id} and ${activityParticipants.userId} = ${q.with_participant})`,
    );
  if (q.with_event_type) c.push(eq(activities.eventType, q.with_event_type));
  if (q.with_competition_type) c.push(eq(activities.competitionType, q.with_competition_type));
  if (q.with_past !== undefined) c.push(q.with_past ? pastSql : sql`not ${pastSql}`);
  if (q.with_list_verified !== undefined) c.push(eq(activities.listVerified, q.with_list_verified));
  if (q.with_list_checked !== undefined) c.push(eq(activities.listChecked, q.with_list_checked));
  if (q.with_competition_group !== undefined)
    c.push(sql`${activities.competitionGroupIds} @> array[${q.with_competition_group}]::integer[]`);
  if (q.with_competition_team !== undefined)
    c.push(sql`${activities.competitionTeamIds} @> array[${q.with_competition_team}]::integer[]`);
  if (q.with_template !== undefined) c.push(eq(activities.templateId, q.with_template));
  return c;
}

/** The list's order: the chosen column, then date, start time and id (every order ends on the date index's key). */
function orderOf(q: Pick<ActivityListQueryValues, 'order' | 'order_dir'>) {
  const dir = q.order_dir === 'desc' ? desc : asc;
  const order = [dir(orderColumns[q.order])];
  if (q.order !== 'date') order.push(dir(activities.date));
  if (q.order !== 'start_at') order.push(dir(activities.startAt));
  order.push(dir(activities.id));
  return order;
}

/**
 * Whether an activity has started by `wallClock` (`warsawDateTime()`): its Warsaw date and start compared as text
 * in the same `YYYY-MM-DD HH:MM:SS` form, as `pastSql` compares them in SQL (in the hour a DST change repeats,
 * the wall clock decides).
 */
const pastBy = (a: Pick<ListRecord, 'date' | 'startAt'>, wallClock: string) => `${a.date} ${a.startAt}` <= wallClock;

/**
 * The page's rows and the capped count as two queries: the filters and the sort pick the page's ids first
 * (often from an index alone), then only those rows are read with their sport, venue and creator; the count
 * reads the same ids up to the cap. `cache`: the statements depend on the tables and their values alone (no
 * `with_past`), so the embedded database may answer them from its read cache: the count always then, the page
 * for the list as it opens.
 */
function listQueries(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  limit: Placeholder | number,
  offset: number,
  countCap: number,
  cache: { count: boolean; page: boolean },
) {
  const page = db
    .select({ pageId: activities.id })
    .from(activities)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  const counted = db
    .select({ one: sql`1` })
    .from(activities)
    .where(where)
    .limit(countCap + 1)
    .as('counted');
  return {
    rows: db
      .select(listSelection(cache.page))
      .from(page)
      .innerJoin(activities, eq(activities.id, page.pageId))
      .leftJoin(sports, eq(sports.id, activities.sportId))
      .leftJoin(localizations, eq(localizations.id, activities.localizationId))
      .leftJoin(users, eq(users.id, activities.creatorId))
      .orderBy(...order),
    total: db.select({ total: cache.count ? cachedCount() : count() }).from(counted),
  };
}

const DEFAULT_LIST = activityListQuery.parse({});
const isDefaultList = (q: ActivityListQueryValues) =>
  (Object.keys(q) as (keyof ActivityListQueryValues)[]).every((k) => k === 'limit' || q[k] === DEFAULT_LIST[k]);

/**
 * The list as it opens (no filter, by date from today, first page): built once per database with the day and
 * the page size as values, and run as named prepared statements. Its best plan does not depend on the
 * values (a walk of `activities_date_idx` from the day), so PostgreSQL's generic plan is as good as a fresh
 * one. Filtered lists are built per request and sent unnamed, so each is planned for its values.
 */
const defaultListStatements = new WeakMap<Executor, ReturnType<typeof defaultListStatement>>();
function defaultListStatement(db: Executor, countCap: number) {
  const today = sql.placeholder('today') as unknown as string; // listConditions takes the day as a value
  const queries = listQueries(
    db,
    and(...listConditions(DEFAULT_LIST, today)),
    orderOf(DEFAULT_LIST),
    sql.placeholder('limit'),
    0,
    countCap,
    { count: true, page: true },
  );
  return {
    countCap,
    rows: queries.rows.prepare('activities_default_page'),
    total: queries.total.prepare(`activities_default_total_${countCap}`),
  };
}

/**
 * A page of activities and their count. The count stops at `countCap` (an exact count over a million
 * rows costs more than the page itself); `total_capped` then says there are more.
 */
export async function listActivities(db: Executor, q: ActivityListQueryValues, countCap = ACTIVITY_LIST_COUNT_CAP) {
  let pending: [Promise<Omit<Joined, 'past'>[]>, Promise<{ total: number }[]>];
  if (isDefaultList(q)) {
    let statement = defaultListStatements.get(db);
    if (statement?.countCap !== countCap) defaultListStatements.set(db, (statement = defaultListStatement(db, countCap)));
    const values = { today: warsawToday(), limit: q.limit };
    pending = [statement.rows.execute(values), statement.total.execute(values)];
  } else {
    const conditions = listConditions(q);
    const queries = listQueries(
      db,
      conditions.length ? and(...conditions) : undefined,
      orderOf(q),
      q.limit,
      q.page * q.limit,
      countCap,
      { count: q.with_past === undefined, page: false },
    );
    pending = [queries.rows, queries.total];
  }
  const [rows, [{ total }]] = await Promise.all(pending);
  const capped = total > countCap;
  const wallClock = warsawDateTime();
  const listed = rows.map((row) => toActivityRow({ ...row, past: pastBy(row.activity, wallClock) }));
  return { rows: listed, total: capped ? countCap : total, ...(capped ? { total_capped: true } : {}) };
}

export async function findActivityRecord(db: Executor, id: number) {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  return row;
}

export async function findActivityRecordForUpdate(db: Executor, id: number) {
  const [row] = await db.select().from(activities).where(eq(activities.id, id)).for('update');
  return row;
}

export async function listCoordinators(db: Executor, activityId: number) {
  return db
    .select({ id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email, phone: users.phone })
    .from(activityCoordinators)
    .innerJoin(users, eq(users.id, activityCoordinators.userId))
    .where(eq(activityCoordinators.activityId, activityId))
    .orderBy(asc(activityCoordinators.createdAt), asc(users.id));
}

/** The page an activity links for its description, with its blocks as the public page renders them (escaped). */
async function linkedPage(db: Executor, pageId: number | null): Promise<ActivityPage | null> {
  if (pageId === null) return null;
  const [page] = await db
    .select({ id: pages.id, name: pages.name, url: pages.url, body: pages.body })
    .from(pages)
    .where(eq(pages.id, pageId));
  return page ? { id: page.id, name: page.name, url: page.url, html: renderBlocks(page.body as PageDocument | null) } : null;
}

/** The full activity for the summary and the form. */
export async function findActivity(db: Executor, id: number, organizerVerified: (a: ActivityRecord) => Promise<boolean | null>) {
  const [joined] = await db
    .select({
      ...rowSelection,
      objectType: locationObjects.objectType,
      objectDescription: locationObjects.description,
    })
    .from(activities)
    .leftJoin(sports, eq(sports.id, activities.sportId))
    .leftJoin(localizations, eq(localizations.id, activities.localizationId))
    .leftJoin(locationObjects, eq(locationObjects.id, activities.locationObjectId))
    .leftJoin(users, eq(users.id, activities.creatorId))
    .where(eq(activities.id, id));
  if (!joined) return undefined;
  const a = joined.activity;
  const activity: Activity = {
    ...(toActivityFields(a) as unknown as Omit<Activity, keyof ActivityRow>),
    ...toActivityRow(joined),
    list_verified_at: iso(a.listVerifiedAt),
    list_checked_in_mobile_app: a.listCheckedInMobileApp,
    participants_count: a.participantsCount,
    updated_at: iso(a.updatedAt)!,
    location_object:
      a.locationObjectId === null || joined.objectType === null
        ? null
        : { id: a.locationObjectId, object_type: joined.objectType, description: joined.objectDescription },
    coordinators: await listCoordinators(db, id),
    organizer_verified: await organizerVerified(a),
    template_id: a.templateId,
    page: await linkedPage(db, a.pageId),
  };
  return activity;
}
