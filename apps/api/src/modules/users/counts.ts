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
import { listConditions } from '../activities/queries';
import { rowsOf } from '../search/tokens';
import { activeEvent } from '../system-events/queries';

/** What a dashboard tab lists with its §9 defaults: the same filters as `admin/activities`, so badge = list total. */
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
 */
export async function systemEventCounts(db: Db, userId: number): Promise<SystemEventCount> {
  const today = warsawToday();
  const result = await db.execute(sql`
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
      case when activities then (${activityCount(db, 'verify_activities', today)}) else 0 end::int as "activitiesToVerifyCount"
    from held`);
  return rowsOf<SystemEventCount>(result)[0];
}
