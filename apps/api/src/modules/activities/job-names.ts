/** Queue names of the activity jobs (pg-boss queue names allow letters, digits, `-`, `_`, `.` and `/`). */
export const ACTIVITY_JOBS = {
  createRange: 'activities.create_range',
  bulkUpdate: 'activities.bulk_update',
  reveal: 'activities.reveal',
} as const;
