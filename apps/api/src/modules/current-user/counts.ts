import { and, count, sql } from 'drizzle-orm';
import {
  activityListQuery,
  dashboardActivityFilters,
  warsawToday,
  type DashboardActivityTabId,
  type SystemEventCount,
} from '@sportdesk/contract';
import { activities, roles, systemEvents, userRoles } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { listConditions } from '../activities/public';
import { preparedSql } from '../../lib/prepared';
import { activeEvent } from '../system-events/public';

/** What a dashboard tab lists with its docs/spec/part-1.md §9 defaults: the same filters as `admin/activities`, so
 * badge = list total. */
function activityCount(db: Db, tab: DashboardActivityTabId, today: string) {
  const query = activityListQuery.parse(dashboardActivityFilters(tab, today));
  return db
    .select({ total: count() })
    .from(activities)
    .where(and(...listConditions(query, today)));
}

const holds = (role: string) => sql`bool_or(${roles.name} = ${role})`;

/**
 * The counters of `users/current` (the bell and the dashboard badges), in one statement. Event
 * counters need `admin_role_system_events`, activity counters `admin_role_activities`; without the
 * role they are 0 and their subqueries do not run. Unread events are counted through partial indexes.
 * The statement is built once a day (the activity badges' dates are part of its text) and runs as a
 * named prepared statement with the user's id as its only value.
 */
function countsStatement(db: Db, today: string) {
  const userId = sql.placeholder('userId');
  return preparedSql<SystemEventCount>(
    `users_current_counts_${today.replaceAll('-', '')}`,
    sql`
    with held as (
      select coalesce(${holds('admin_role_system_events')}, false) as events, coalesce(${holds('admin_role_activities')}, false) as activities
      from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
      where ${userRoles.userId} = ${userId}
    )
    select
      case when events then (select count(*) from ${systemEvents} where ${systemEvents.readByAdmin} = false and ${activeEvent}) else 0 end::int as "allUnread",
      case when events then (select count(*) from ${systemEvents}
        where ${systemEvents.assignedId} = ${userId} and ${systemEvents.readByAssigned} = false and ${activeEvent}) else 0 end::int as "myUnread",
      case when activities then (${activityCount(db, 'verify_lists', today)}) else 0 end::int as "listToVerify",
      case when activities then (${activityCount(db, 'verify_activities', today)}) else 0 end::int as "activitiesToVerifyCount",
      case when activities then (${activityCount(db, 'today', today)}) else 0 end::int as "activitiesTodayCount"
    from held`,
  );
}

let today: { day: string; run: ReturnType<typeof countsStatement> } | undefined;

export async function systemEventCounts(db: Db, userId: number): Promise<SystemEventCount> {
  const day = warsawToday();
  if (today?.day !== day) today = { day, run: countsStatement(db, day) };
  return (await today.run(db, { userId }))[0];
}
