import { and, asc, count, desc, eq, exists, gte, ilike, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { basketCount } from '../baskets/public';
import { noShowCountSql, noShowsOfUser, usersWithNoShowsSql } from '../no-shows/public';
import type { z } from 'zod';
import {
  NO_SHOW_WINDOW_DAYS,
  ROLE_LABELS,
  levelOfScore,
  toPln,
  type AdminUser,
  type AdminUserRow,
  type OpinionLevel,
  type RoleName,
  type adminUserListQuery,
  warsawToday,
} from '@sportdesk/contract';
import {
  connectedDevices,
  localizations,
  roles,
  sports,
  userAgreements,
  userLevelOpinions,
  userRoles,
  userSportLevels,
  users,
} from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { likePattern } from '../../lib/paging';
import { iso } from '../../lib/reply';
import type { UserRow } from '../users/public';
import { limitsOf } from '../users/public';
import { childrenOf, findLiveUser, genderOf, personLabel, personRef } from '../users/public';

type ListQuery = z.output<typeof adminUserListQuery>;

/** Full years on `today` (the Warsaw calendar date). */
export function ageOn(birthDate: string | null, today = warsawToday()) {
  if (!birthDate) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const toAdminUserRow = (u: UserRow, noShows: number): AdminUserRow => ({
  id: u.id,
  identifier: u.identifier,
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
  phone_prefix: u.phonePrefix,
  phone: u.phone,
  city: u.city,
  gender: genderOf(u.gender),
  birth_date: u.birthDate,
  fa: u.fa,
  active: u.active,
  parent_id: u.parentId,
  created_at: iso(u.createdAt)!,
  label: personLabel(u),
  no_shows: noShows,
});

const orderColumns = {
  created_at: users.createdAt,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  id: users.id,
} as const;

/** Name, e-mail, identifier and phone, compared without case and Polish diacritics. */
const searchCondition = (text: string) => {
  const haystack = sql`unaccent(lower(concat_ws(' ', ${users.firstName}, ${users.lastName}, ${users.email}, ${users.identifier}, ${users.phonePrefix}, ${users.phone}, concat(${users.phonePrefix}, ${users.phone}))))`;
  const words = text.split(/\s+/).filter(Boolean);
  return and(...words.map((w) => sql`${haystack} like unaccent(lower(${likePattern(w)}))`));
};

const hasAnyRole = (names: string[]) =>
  exists(
    sql`(select 1 from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${users.id} and ${inArray(roles.name, names)})`,
  );

/** `users.id` with its table named: drizzle writes a one-table select's columns bare, and a subquery joining
 * activities (which has an `id` too) would find the bare name ambiguous. */
const qualifiedUserId = sql`${users}.${sql.identifier('id')}`;

/** `created_at` bounds are Warsaw calendar days, both inclusive. */
const warsawDay = (date: string) => sql`(${date}::date)::timestamp at time zone 'Europe/Warsaw'`;

export function userListConditions(q: Omit<ListQuery, 'page' | 'limit' | 'order' | 'order_dir'>) {
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (q.with_id !== undefined) conditions.push(eq(users.id, q.with_id));
  if (q.search) conditions.push(searchCondition(q.search));
  if (q.with_email) conditions.push(ilike(users.email, likePattern(q.with_email)));
  if (q.with_parent_id !== undefined) conditions.push(eq(users.parentId, q.with_parent_id));
  if (q.with_role) {
    const names = q.with_role
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (names.length) conditions.push(hasAnyRole(names));
  }
  if (q.with_fa !== undefined) conditions.push(eq(users.fa, q.with_fa));
  if (q.with_gender) conditions.push(eq(users.gender, q.with_gender));
  if (q.with_creator_id !== undefined) conditions.push(eq(users.creatorId, q.with_creator_id));
  if (q.with_competition_group_id !== undefined)
    conditions.push(
      sql`exists (select 1 from competition_groups_users m where m.user_id = ${users.id} and m.competition_group_id = ${q.with_competition_group_id})`,
    );
  if (q.with_competition_team_id !== undefined)
    conditions.push(
      sql`exists (select 1 from competition_teams_users m where m.user_id = ${users.id} and m.competition_team_id = ${q.with_competition_team_id})`,
    );
  if (q.with_created_at_greater) conditions.push(gte(users.createdAt, warsawDay(q.with_created_at_greater)));
  if (q.with_created_at_less) conditions.push(lt(users.createdAt, sql`${warsawDay(q.with_created_at_less)} + interval '1 day'`));
  if (q.with_birth_date_greater) conditions.push(gte(users.birthDate, q.with_birth_date_greater));
  if (q.with_birth_date_less) conditions.push(lte(users.birthDate, q.with_birth_date_less));
  if (q.with_no_show_min !== undefined)
    conditions.push(usersWithNoShowsSql(qualifiedUserId, q.with_no_show_min, warsawToday(), NO_SHOW_WINDOW_DAYS));
  return and(...conditions.filter(Boolean));
}

export async function listAdminUsers(db: Executor, q: ListQuery) {
  const where = userListConditions(q);
  const direction = q.order_dir === 'asc' ? asc : desc;
  const column = orderColumns[q.order];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ u: users, noShows: noShowCountSql(qualifiedUserId, warsawToday(), NO_SHOW_WINDOW_DAYS) })
      .from(users)
      .where(where)
      .orderBy(sql`${direction(column)} nulls last`, direction(users.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: rows.map((r) => toAdminUserRow(r.u, r.noShows)), total };
}

async function rolesOf(db: Executor, userId: number) {
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.id));
  return rows.map((r) => ({ ...r, label: ROLE_LABELS[r.name as RoleName] ?? r.name }));
}

const money = (v: number | null) => (v == null ? null : toPln(v));

async function agreementsOf(db: Executor, userId: number) {
  const rows = await db
    .select({ a: userAgreements, sportName: sports.name, locName: localizations.name })
    .from(userAgreements)
    .leftJoin(sports, eq(sports.id, userAgreements.sportId))
    .leftJoin(localizations, eq(localizations.id, userAgreements.localizationId))
    .where(eq(userAgreements.userId, userId))
    .orderBy(asc(userAgreements.id));
  return rows.map(({ a, sportName, locName }) => ({
    id: a.id,
    sport_id: a.sportId,
    sport: sportName == null ? null : { id: a.sportId, name: sportName },
    localization_id: a.localizationId,
    localization: a.localizationId == null || locName == null ? null : { id: a.localizationId, name: locName },
    event_length: a.eventLength,
    event_price: money(a.eventPrice),
    supplement: money(a.supplement),
    event_type: a.eventType as AdminUser['user_agreements'][number]['event_type'],
    legalization: a.legalization as AdminUser['user_agreements'][number]['legalization'],
  }));
}

/** Opinion positions 1 (beginners) … 5 (advanced) averaged per sport. */
const opinionScore = sql<number>`case ${userLevelOpinions.level} when 'beginners' then 1 when 'medium' then 2 when 'medium_plus' then 3 when 'intermediate' then 4 when 'advanced' then 5 end`;

async function sportLevelsOf(db: Executor, userId: number) {
  const [rows, averages] = await Promise.all([
    db
      .select({ l: userSportLevels, sportName: sports.name })
      .from(userSportLevels)
      .leftJoin(sports, eq(sports.id, userSportLevels.sportId))
      .where(eq(userSportLevels.userId, userId))
      .orderBy(asc(userSportLevels.id)),
    db
      .select({
        sportId: userLevelOpinions.sportId,
        average: sql<string | null>`avg(${opinionScore})`,
        n: count(),
      })
      .from(userLevelOpinions)
      .where(eq(userLevelOpinions.ratedUserId, userId))
      .groupBy(userLevelOpinions.sportId),
  ]);
  const bySport = new Map(averages.map((a) => [a.sportId, a]));
  return rows.map(({ l, sportName }) => {
    const avg = bySport.get(l.sportId);
    const average = avg?.average == null ? null : Math.round(Number(avg.average) * 10) / 10;
    return {
      id: l.id,
      sport_id: l.sportId,
      sport: sportName == null ? null : { id: l.sportId, name: sportName },
      level: l.level as AdminUser['user_sport_levels'][number]['level'],
      edit_only_by_admin: l.editOnlyByAdmin,
      check_on_pnh: l.checkOnPnh,
      check_on_organizer: l.checkOnOrganizer,
      verified: l.verified,
      avg_level: { average, level: average == null ? null : levelOfScore(average), opinions_count: avg?.n ?? 0 },
    };
  });
}

export async function devicesOf(db: Executor, userId: number) {
  const rows = await db
    .select()
    .from(connectedDevices)
    .where(eq(connectedDevices.userId, userId))
    .orderBy(desc(connectedDevices.createdAt));
  return rows.map((d) => ({
    id: d.id,
    device_name: d.deviceName,
    device_info: d.deviceInfo,
    created_at: iso(d.createdAt)!,
    last_used_at: iso(d.lastUsedAt),
  }));
}

const triState = (v: string) => (v === 'yes' || v === 'no' ? v : 'na');

/** The user page's data: the row with roles, agreements, levels, limits, children and devices. */
export async function adminUserDetail(db: Executor, u: UserRow): Promise<AdminUser> {
  const [parent, creator, roleRows, agreements, levels, limits, children, devices, basketItemsCount, noShows] = await Promise.all(
    [
      u.parentId ? findLiveUser(db, u.parentId) : undefined,
      u.creatorId
        ? db
            .select()
            .from(users)
            .where(eq(users.id, u.creatorId))
            .then((r) => r[0])
        : undefined,
      rolesOf(db, u.id),
      agreementsOf(db, u.id),
      sportLevelsOf(db, u.id),
      limitsOf(db, u.id),
      childrenOf(db, u.id),
      devicesOf(db, u.id),
      basketCount(db, u.id),
      noShowsOfUser(db, u.id, warsawToday(), NO_SHOW_WINDOW_DAYS),
    ],
  );
  return {
    ...toAdminUserRow(u, noShows.no_shows),
    age: ageOn(u.birthDate),
    last_sign_in_at: iso(u.lastSignInAt),
    confirmed_at: iso(u.confirmedAt),
    confirmed_phone: u.confirmedPhone,
    notes: u.notes,
    how_know_about_us: u.howKnowAboutUs,
    facebook_uid: u.facebookUid,
    custom_tags: u.customTags,
    tags: u.tags,
    hide_last_name: u.hideLastName,
    newsletter: u.newsletter,
    parent: parent ? personRef(parent) : null,
    child_policy_accepted: u.childPolicyAccepted,
    creator: creator ? personRef(creator) : null,
    benefit_id: u.benefitId,
    benefit_login: u.benefitLogin,
    first_line: u.firstLine,
    second_line: u.secondLine,
    benefit_active: u.benefitActive,
    benefit_status_ttl: iso(u.benefitStatusTtl),
    fitprofit_id: u.fitprofitId,
    fitprofit_active: u.fitprofitActive,
    medicover_active: u.medicoverActive,
    ok_id: u.okId,
    ok_system_active: u.okSystemActive,
    ok_system_status_ttl: iso(u.okSystemStatusTtl),
    pnh_id: u.pnhId,
    tuzagram_id: u.tuzagramId,
    deposit_alert: u.depositAlert,
    deposit_alert_date: u.depositAlertDate,
    account_value: toPln(u.accountBalance + u.accountBonusValue + u.accountDepositValue),
    account_balance: toPln(u.accountBalance),
    account_bonus_value: toPln(u.accountBonusValue),
    account_deposit_value: toPln(u.accountDepositValue),
    bonus_expiration_date: u.bonusExpirationDate,
    // The basket belongs to the money domain.
    basket_items_count: basketItemsCount,
    signed_agreement: triState(u.signedAgreement),
    transfer_verification: triState(u.transferVerification),
    roles: roleRows,
    role_ids: roleRows.map((r) => r.id),
    user_agreements: agreements,
    user_sport_levels: levels,
    limits,
    children,
    connected_devices: devices,
  };
}

/** `admin/users/{id}/user_level_opinions`: newest first. */
export async function listLevelOpinions(db: Executor, userId: number, paging: { page: number; limit: number }) {
  const where = eq(userLevelOpinions.ratedUserId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ o: userLevelOpinions, author: users, sportName: sports.name })
      .from(userLevelOpinions)
      .leftJoin(users, eq(users.id, userLevelOpinions.authorId))
      .leftJoin(sports, eq(sports.id, userLevelOpinions.sportId))
      .where(where)
      .orderBy(desc(userLevelOpinions.createdAt), desc(userLevelOpinions.id))
      .limit(paging.limit)
      .offset(paging.page * paging.limit),
    db.select({ total: count() }).from(userLevelOpinions).where(where),
  ]);
  return {
    rows: rows.map(({ o, author, sportName }) => ({
      id: o.id,
      level: o.level as OpinionLevel,
      user: author ? personRef(author) : null,
      activity: o.activityId == null ? null : { id: o.activityId },
      sport: o.sportId == null || sportName == null ? null : { id: o.sportId, name: sportName },
      created_at: iso(o.createdAt)!,
    })),
    total,
  };
}
