import type { RouteObject } from 'react-router';
import type { RouteContext } from './router';
import { transactionsRoutes } from '../features/transactions/routes';
import { promoCodesRoutes } from '../features/promo-codes/routes';
import { appSettingsRoutes } from '../features/app-settings/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { activitiesRoutes } from '../features/activities/routes';
import { activityPageRoutes } from '../features/activity-page/routes';
import { calendarRoutes } from '../features/calendar/routes';
import { activityTemplatesRoutes } from '../features/activity-templates/routes';
import { usersRoutes } from '../features/users/routes';
import { userPageRoutes } from '../features/user-page/routes';
import { competitionGroupsRoutes } from '../features/competition-groups/routes';
import { groupPageRoutes } from '../features/group-page/routes';
import { terminalLoginsRoutes } from '../features/terminal-logins/routes';
import { benefitEntriesRoutes } from '../features/benefit-entries/routes';
import { auditsRoutes } from '../features/audits/routes';
import { sportsRoutes } from '../features/sports/routes';
import { locationsRoutes } from '../features/locations/routes';
import { pagesRoutes } from '../features/pages/routes';
import { mainPageTilesRoutes } from '../features/main-page-tiles/routes';
import { systemEventsRoutes } from '../features/system-events/routes';
import { reportsRoutes } from '../features/reports/routes';

/** Screens inside the admin layout; each feature brings its own lazy routes. */
export const layoutRoutes = (context: RouteContext): RouteObject[] => [
  ...dashboardRoutes,
  ...appSettingsRoutes,
  ...activitiesRoutes(context),
  ...activityPageRoutes,
  ...calendarRoutes,
  ...activityTemplatesRoutes,
  ...usersRoutes,
  ...userPageRoutes,
  ...competitionGroupsRoutes,
  ...groupPageRoutes,
  ...terminalLoginsRoutes,
  ...benefitEntriesRoutes,
  ...auditsRoutes,
  ...transactionsRoutes,
  ...promoCodesRoutes,
  ...sportsRoutes,
  ...locationsRoutes,
  ...pagesRoutes,
  ...mainPageTilesRoutes,
  ...systemEventsRoutes,
  ...reportsRoutes,
];
