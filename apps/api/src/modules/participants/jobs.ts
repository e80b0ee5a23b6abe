import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { defineJob } from '../../lib/jobs';
import { PARTICIPANT_JOBS } from './job-names';
import { sendListToCoordinators } from './summary';
import { deliverNotice } from './notices';
import { sendReminders } from './reminders';

export const participantJobs = (deps: AppDeps) => [
  defineJob({
    name: PARTICIPANT_JOBS.sendList,
    jobClass: 'Activities::SendListJob',
    title: 'Wysyłka listy uczestników',
    retryLimit: 2,
    schema: z.object({ activity_id: z.number().int().positive() }),
    handler: async ({ activity_id }) => sendListToCoordinators(deps, activity_id),
  }),
  defineJob({
    name: PARTICIPANT_JOBS.notify,
    jobClass: 'Activities::NotifyParticipantsJob',
    title: 'Wiadomość do uczestników zajęć',
    retryLimit: 2,
    schema: z.object({ notification_id: z.number().int().positive() }),
    // Each delivery is claimed before it is sent: a retry sends only what is still pending.
    handler: async ({ notification_id }) => deliverNotice(deps, notification_id),
  }),
  /**
   * Every 5 minutes: the reminders due within `reminder_hours_before` hours. Once per place whatever the number
   * of workers or runs: the place's `reminder_sent_at` is claimed in the transaction that queues the message.
   */
  defineJob({
    name: PARTICIPANT_JOBS.remind,
    jobClass: 'Activities::RemindParticipantsJob',
    title: 'Przypomnienia o zajęciach',
    cron: '*/5 * * * *',
    tracked: false,
    schema: z.object({}).passthrough(),
    handler: async () => {
      const run = await sendReminders(deps);
      return { reminded: run.reminded, notice_ids: run.notice_ids };
    },
  }),
];
