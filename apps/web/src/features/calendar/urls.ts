import { withQuery } from '../../lib/withQuery';

/** `/calendar?localization_id=5&week=2026-11-23`: the venue and the week (its Monday) live in the address. */
export const calendarUrl = (state?: { localization_id?: number | null; week?: string }) =>
  withQuery('/calendar', { localization_id: state?.localization_id ?? undefined, week: state?.week });
