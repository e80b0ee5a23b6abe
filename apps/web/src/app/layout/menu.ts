import { appSettingsMenu } from '../../features/app-settings/menu';
import { dashboardMenu } from '../../features/dashboard/menu';
import { activitiesMenu } from '../../features/activities/menu';
import { calendarMenu } from '../../features/calendar/menu';
import { activityTemplatesMenu } from '../../features/activity-templates/menu';
import { usersMenu } from '../../features/users/menu';
import { competitionGroupsMenu } from '../../features/competition-groups/menu';
import { terminalLoginsMenu } from '../../features/terminal-logins/menu';
import { benefitEntriesMenu } from '../../features/benefit-entries/menu';
import { auditsMenu } from '../../features/audits/menu';
import { transactionsMenu } from '../../features/transactions/menu';
import { promoCodesMenu } from '../../features/promo-codes/menu';
import { sportsMenu } from '../../features/sports/menu';
import { locationsMenu } from '../../features/locations/menu';
import { pagesMenu } from '../../features/pages/menu';
import { mainPageTilesMenu } from '../../features/main-page-tiles/menu';
import { systemEventsMenu } from '../../features/system-events/menu';
import { reportsMenu } from '../../features/reports/menu';
import type { MenuItem } from '../../lib/menuTypes';

/** The sidebar, in order. Each feature adds its entry (or a group with children) here. */
export const MENU: readonly MenuItem[] = [
  dashboardMenu,
  systemEventsMenu,
  activitiesMenu,
  calendarMenu,
  activityTemplatesMenu,
  usersMenu,
  competitionGroupsMenu,
  transactionsMenu,
  promoCodesMenu,
  sportsMenu,
  locationsMenu,
  pagesMenu,
  mainPageTilesMenu,
  appSettingsMenu,
  terminalLoginsMenu,
  benefitEntriesMenu,
  reportsMenu,
  auditsMenu,
];
