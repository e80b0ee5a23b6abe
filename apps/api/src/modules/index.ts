import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../lib/deps';
import { appSettingsRoutes } from './app-settings/routes';
import { asyncJobsRoutes } from './async-jobs/routes';
import { authRoutes } from './auth/routes';
import { healthRoutes } from './health/routes';
import { outboxRoutes } from './outbox/routes';
import { devMailboxRoutes } from './outbox/dev-mailbox';
import { rolesRoutes } from './roles/routes';
import { userSessionRoutes } from './current-user/routes';
import { systemJobs } from './system/jobs';
import { activitiesRoutes } from './activities/routes';
import { calendarRoutes } from './calendar/public';
import { calendarFeedFileRoutes, calendarFeedRoutes } from './calendar-feed/public';
import { noShowRoutes } from './no-shows/public';
import { adminUsersRoutes } from './admin-users/routes';
import { auditsRoutes } from './audits/routes';
import { cardChecksRoutes } from './card-checks/routes';
import { connectedDevicesRoutes } from './connected-devices/routes';
import { terminalLoginsRoutes } from './terminal-logins/routes';
import { activityJobs } from './activities/jobs';
import { moneyRoutes, sandboxGatewayRoutes, walletJobs } from './money/public';
import { promoCodeRoutes } from './promo-codes/routes';
import { basketRoutes } from './baskets/routes';

import { fileRoutes } from './files/routes';
import { publicPageRoutes } from './public-pages/routes';
import { sportsRoutes } from './sports/routes';
import { locationsRoutes } from './locations/routes';
import { pagesRoutes } from './pages/routes';
import { mainPageTilesRoutes } from './main-page-tiles/routes';
import { systemEventsRoutes } from './system-events/routes';
import { statsRoutes } from './stats/routes';
import { searchRoutes } from './search/routes';
import { participantsRoutes } from './participants/routes';
import { participantJobs } from './participants/jobs';
import { teamLineUpsRoutes } from './team-line-ups/routes';
import { activityMessagesRoutes } from './activity-messages/routes';
import { competitionGroupsRoutes } from './competition-groups/routes';
import { activityTemplatesRoutes } from './activity-templates/routes';
import { templateJobs } from './activity-templates/jobs';
import { publishJobChange, reportJobs } from './reports/jobs';
import { benefitEntriesRoutes } from './benefit-entries/routes';
import { benefitEntryJobs } from './benefit-entries/jobs';
import { groupLinkRoutes, portalRoutes } from './portal/routes';
import { playerAccountRoutes } from './player-account/routes';
import { playerWalletRoutes } from './player-wallet/routes';
import { playerBookingsRoutes } from './player-bookings/routes';
import { playerUsersRoutes } from './player-users/routes';
/** The app router only composes domains; each domain owns its routes. */
export async function registerModules(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(fileRoutes);
  await app.register(publicPageRoutes);
  await app.register(calendarFeedFileRoutes);
  await app.register(groupLinkRoutes);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(userSessionRoutes);
      await api.register(rolesRoutes);
      await api.register(appSettingsRoutes);
      await api.register(outboxRoutes);
      await api.register(devMailboxRoutes);
      await api.register(asyncJobsRoutes);
      await api.register(activitiesRoutes);
      await api.register(calendarRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(noShowRoutes);
      await api.register(adminUsersRoutes);
      await api.register(connectedDevicesRoutes);
      await api.register(cardChecksRoutes);
      await api.register(terminalLoginsRoutes);
      await api.register(auditsRoutes);
      await api.register(moneyRoutes);
      await api.register(promoCodeRoutes);
      await api.register(basketRoutes);
      await api.register(sandboxGatewayRoutes);
      await api.register(sportsRoutes);
      await api.register(locationsRoutes);
      await api.register(pagesRoutes);
      await api.register(mainPageTilesRoutes);
      await api.register(systemEventsRoutes);
      await api.register(statsRoutes);
      await api.register(searchRoutes);
      await api.register(participantsRoutes);
      await api.register(teamLineUpsRoutes);
      await api.register(activityMessagesRoutes);
      await api.register(competitionGroupsRoutes);
      await api.register(activityTemplatesRoutes);
      await api.register(benefitEntriesRoutes);
      await api.register(portalRoutes);
      await api.register(playerAccountRoutes);
      await api.register(playerWalletRoutes);
      await api.register(playerBookingsRoutes);
      await api.register(playerUsersRoutes);
    },
    { prefix: '/api/v2' },
  );
}

/** Every domain's background job definitions. */
export function registerJobs(deps: AppDeps) {
  deps.jobs.register(...systemJobs(deps));
  deps.jobs.register(...activityJobs(deps));
  deps.jobs.register(...participantJobs(deps));
  deps.jobs.register(...templateJobs(deps));
  deps.jobs.register(...reportJobs(deps));
  deps.jobs.onChange((change) => publishJobChange(deps, { id: change.asyncJobId, job_status: change.status }));
  deps.jobs.register(...benefitEntryJobs(deps));
  deps.jobs.register(...walletJobs(deps));
}
