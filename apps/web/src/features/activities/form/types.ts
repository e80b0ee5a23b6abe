import type { Control } from 'react-hook-form';
import type { ActivityCreateInput, ActivityInput, ActivityTemplateInput } from '@sportdesk/contract';

/**
 * One value shape for every screen of the form (docs/decisions.md "Activity templates built on activities"):
 * the fields an activity and a template share, and each screen's own, optional here — create: date_from,
 * date_to, days, coordinator_id; edit: date, change_to_public_at; template: week_days, hours_to_make_visible.
 * Each screen's contract schema says which it requires; every schema's input is one of these values.
 */
export type ActivityFormValues = ActivityTemplateInput &
  Partial<Pick<ActivityInput, 'date' | 'change_to_public_at'>> &
  Partial<Pick<ActivityCreateInput, 'date_from' | 'date_to' | 'days' | 'coordinator_id'>>;

/** create and edit an activity (create also copies one); template: an activity template (its create and edit). */
export type FormMode = 'create' | 'edit' | 'template';

/** A section's binding: the form's control, whatever the screen's schema gives on submit (`TOut`). */
export interface SectionProps<TOut> {
  control: Control<ActivityFormValues, unknown, TOut>;
}
