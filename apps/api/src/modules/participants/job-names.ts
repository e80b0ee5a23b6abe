/** Queue names of the participants jobs. */
export const PARTICIPANT_JOBS = {
  sendList: 'participants.send_list',
  notify: 'participants.notify',
  remind: 'participants.send_reminders',
} as const;
