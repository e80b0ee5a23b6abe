/** Queue names of the template jobs. */
export const TEMPLATE_JOBS = {
  /** Daily: queues `generate` for every template (so the run has its async job row). */
  daily: 'activity_templates.daily',
  /** One run: every generating template, or one (`template_id`, 'Generuj teraz'). */
  generate: 'activity_templates.generate',
} as const;
