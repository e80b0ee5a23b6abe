import {
  ACTIVITY_TEMPLATE_DEFAULTS,
  ACTIVITY_TEMPLATE_FIELD_KEYS,
  type ActivityTemplate,
  type ActivityTemplateInput,
} from '@sportdesk/contract';
import { padTime } from '../../activities/format';

export type TemplateFormValues = ActivityTemplateInput;

/** A new template: the activity defaults of spec §9, publish now, competition type activity, no days yet. */
export function newTemplateValues(): TemplateFormValues {
  return {
    ...ACTIVITY_TEMPLATE_DEFAULTS,
    week_days: [],
    sport_id: undefined as unknown as number,
    localization_id: undefined as unknown as number,
    location_object_id: undefined as unknown as number,
    name: '',
    price: 0,
    start_at: '',
    stop_at: '',
    publish_date: new Date().toISOString(),
    hidden: false,
    confirmed: false,
    canceled: false,
    reserved_spots: 0,
    gender: 'unisex',
    custom_tags: [],
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
