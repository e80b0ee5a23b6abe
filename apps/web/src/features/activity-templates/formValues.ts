import { ACTIVITY_TEMPLATE_DEFAULTS, ACTIVITY_TEMPLATE_FIELD_KEYS, type ActivityTemplate } from '@sportdesk/contract';
import { emptyActivityFields, padTime, type ActivityFormValues } from '../activities/public';

/** A new template: the activity defaults of docs/spec/part-2.md §9, publish now, competition type activity, no days
 * yet. */
export function newTemplateValues(): ActivityFormValues {
  return {
    ...ACTIVITY_TEMPLATE_DEFAULTS,
    ...emptyActivityFields(),
    week_days: [],
    hours_to_make_visible: null,
    expired_at: null,
  };
}

/** The form values of a stored template. */
export function templateFormValues(template: ActivityTemplate): ActivityFormValues {
  const fields = Object.fromEntries(
    ACTIVITY_TEMPLATE_FIELD_KEYS.map((key) => [key, template[key as keyof ActivityTemplate]]),
  ) as ActivityFormValues;
  return { ...fields, start_at: padTime(template.start_at), stop_at: padTime(template.stop_at) };
}
