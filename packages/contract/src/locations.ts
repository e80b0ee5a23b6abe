import { z } from 'zod';
import { decimalInput } from './decimals';
import { idField, intField, optionalText, pagingQuery, queryBool, queryInt, queryText, requiredText } from './common';
import { photo } from './files';
import { msg } from './messages';
import { patchOf } from './patch';
import { OBJECT_TYPES } from './location-labels';

/** Locations and their objects (docs/spec/part-2.md §3 "Location", "Location object"). API resource: `localizations`.
 * */

export const CHECKLISTS = ['terminal', 'report'] as const;
export type Checklist = (typeof CHECKLISTS)[number];
export const CHECKLIST_LABELS: Record<Checklist, string> = { terminal: 'Terminal', report: 'Raport' };

/** Location and object `order_value` default (docs/spec/part-2.md §9). */
export const LOCATION_ORDER_DEFAULT = 1000;

export const locationObject = z.object({
  id: z.number(),
  localization_id: z.number(),
  object_type: z.enum(OBJECT_TYPES),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  hidden: z.boolean(),
  order_value: z.number(),
  checklist: z.enum(CHECKLISTS).nullable(),
  photo: z.string().nullable(),
  photos: z.array(photo),
});
export type LocationObject = z.infer<typeof locationObject>;

export const location = z.object({
  id: z.number(),
  name: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  post_code: z.string().nullable(),
  lat: z.number().nullable(),
  lang: z.number().nullable(),
  hidden: z.boolean(),
  order_value: z.number(),
  benefit_terminal_sn: z.string().nullable(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  photo: z.string().nullable(),
  photos: z.array(photo),
  location_objects: z.array(locationObject),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Location = z.infer<typeof location>;

const text = (max: number) => optionalText(max);
const orderValue = () => intField({ min: 0, minMessage: msg.minValue0 }).default(LOCATION_ORDER_DEFAULT);
/** A coordinate: a number, or a typed text with a decimal comma or dot (`52,2155`). */
const coordinate = (limit: number, message: string) =>
  z.preprocess(decimalInput, z.number({ error: msg.mustBeNumber }).min(-limit, message).max(limit, message).nullish());

/** One nested object in `location_objects_attributes`: no id creates, id updates, `_destroy` removes on submit. */
export const locationObjectInput = z.object({
  id: idField().optional(),
  object_type: z.enum(OBJECT_TYPES).default('hall'),
  description: text(10_000),
  notes: text(10_000),
  hidden: z.boolean().default(false),
  order_value: orderValue(),
  checklist: z.preprocess((v) => (v === '' ? null : v), z.enum(CHECKLISTS).nullish()),
  _destroy: z.boolean().optional(),
});
export type LocationObjectInput = z.input<typeof locationObjectInput>;
/** As sent inside a location: only the given fields change on an existing object; a new one gets the defaults. */
export const locationObjectAttributes = patchOf(locationObjectInput);

/** The location form and the body under `location`: name required. */
export const locationInput = z.object({
  name: requiredText(255),
  street: text(255),
  city: text(120),
  district: text(120),
  post_code: text(16),
  lat: coordinate(90, msg.latRange),
  lang: coordinate(180, msg.lngRange),
  hidden: z.boolean().default(false),
  order_value: orderValue(),
  benefit_terminal_sn: text(120),
  description: text(10_000),
  notes: text(10_000),
  location_objects_attributes: z.array(locationObjectAttributes).max(200).default([]),
});
export type LocationInput = z.input<typeof locationInput>;
export const locationBody = z.object({ location: locationInput });
export const locationPatchBody = z.object({ location: patchOf(locationInput) });

/** `POST admin/localizations/:id/photos?location_object_id=` (multipart) and `delete_image_attachment`. */
export const locationPhotoQuery = z.object({ location_object_id: queryInt().optional() });
export const deleteImageBody = z.object({ image_id: idField() });

export const LOCATION_ORDERS = ['order_value', 'id', 'name', 'city', 'created_at'] as const;
/** Accepts the spec's `ASC`/`DESC` as well as lower case. */
const upperOrLowerDir = z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['asc', 'desc']));

/**
 * `GET admin/localizations` with the spec's filters; default order `order_element=order_value&order_dir=ASC`.
 * `order` is accepted as another name of `order_element`.
 */
export const locationListQuery = pagingQuery(10).extend({
  with_id: queryInt().optional(),
  /** The pickers' type-ahead: part of the name, the street or the city. */
  search: queryText(),
  with_name: queryText(),
  with_street: queryText(),
  with_city: queryText(),
  with_district: queryText(),
  with_post_code: queryText(),
  with_hidden: queryBool().optional(),
  order_element: z.enum(LOCATION_ORDERS).optional(),
  order: z.enum(LOCATION_ORDERS).optional(),
  order_dir: upperOrLowerDir.optional().default('asc'),
});
export type LocationListQuery = z.input<typeof locationListQuery>;
