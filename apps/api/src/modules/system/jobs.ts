import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { authTokens, loginAttempts } from '../../db/schema/index';
import type { AppDeps } from '../../lib/deps';
import { defineJob } from '../../lib/jobs';

/** Housekeeping: expired tokens and old sign-in attempts are removed nightly. */
export const systemJobs = (deps: AppDeps) => [
  defineJob({
    name: 'system.cleanup',
    jobClass: 'System::CleanupJob',
    title: 'Sprzątanie sesji',
    schema: z.object({}),
    cron: '15 3 * * *',
    tracked: false,
    handler: async () => {
      const now = new Date();
      await deps.db.delete(authTokens).where(lt(authTokens.expiresAt, now));
      await deps.db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - 86400_000)));
    },
  }),
];
