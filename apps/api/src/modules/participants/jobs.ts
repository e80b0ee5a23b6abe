import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { defineJob } from '../../lib/jobs';
import { PARTICIPANT_JOBS } from './job-names';
import { sendListToCoordinators } from './summary';

export const participantJobs = (deps: AppDeps) => [
  defineJob({
    name: PARTICIPANT_JOBS.sendList,
    jobClass: 'Activities::SendListJob',
    title: 'Wysyłka listy uczestników',
    retryLimit: 2,
    schema: z.object({ activity_id: z.number().int().positive() }),
    handler: async ({ activity_id }) => sendListToCoordinators(deps, activity_id),
  }),
];
