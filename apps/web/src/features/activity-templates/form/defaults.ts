import {
  ACTIVITY_TEMPLATE_DEFAULTS,
  ACTIVITY_TEMPLATE_FIELD_KEYS,
  type ActivityTemplate,
  type ActivityTemplateInput,
} from '@sportdesk/contract';
import { padTime, emptyActivityFields } from '../../activities/public';

export type TemplateFormValues = ActivityTemplateInput;

/** A new template: the activity defaults of spec §9, publish now, competition type activity, no days yet. */
export function newTemplateValues(): TemplateFormValues {
  return {
    ...ACTIVITY_TEMPLATE_DEFAULTS,
    ...emptyActivityFields(),
    week_days: [],
    hours_to_make_visible: null,
    expired_at: null,
  };
}

/** The form values of a stored template. */
export function templateFormValues(template: ActivityTemplate): TemplateFormValues {
  const fields = Object.fromEntries(
    ACTIVITY_TEMPLATE_FIELD_KEYS.map((key) => [key, template[key as keyof ActivityTemplate]]),
  ) as TemplateFormValues;
  return { ...fields, start_at: padTime(template.start_at), stop_at: padTime(template.stop_at) };
}
