import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { defineJob } from '../../lib/jobs';
import { expireBonuses } from './bonus-expiry';

/**
 * Every hour at :05 (the cron runs in UTC): bonuses whose last day has passed in Europe/Warsaw are taken
 * away. Hourly rather than once a day, so the first run after Warsaw's midnight comes within the hour in
 * summer and winter time alike; a run with nothing due writes nothing.
 */
export const walletJobs = (deps: AppDeps) => [
  defineJob({
    name: 'wallets.expire_bonuses',
    jobClass: 'Wallets::ExpireBonusesJob',
    title: 'Wygaśnięcie środków bonusowych',
    cron: '5 * * * *',
    tracked: false,
    schema: z.object({}).passthrough(),
    handler: async () => ({ expired_user_ids: await expireBonuses(deps.db) }),
  }),
];
