import { z } from 'zod';
import { ACTIVITY_GENDERS, ACTIVITY_LEVELS, COMPETITION_TYPES, LEVEL_REQUIRED_SETTINGS } from './activity-labels';
import { dateFilter, queryBool, queryInt, queryIntOr, queryMoney, queryText } from './common';
import { TILE_TYPES } from './main-page-tiles';
import { msg } from './messages';

/**
 * The player portal's public read endpoints (`/api/v2/portal/*`). Only what a visitor may see:
 * no notes, no participants, no creator, no internal flags.
 */

/** A tile as the portal's home page shows it (visible ones only). */
export const portalTile = z.object({
  id: z.number(),
  name: z.string(),
  section: z.string(),
  tile_type: z.enum(TILE_TYPES),
  category: z.string().nullable(),
  url: z.string(),
  button_text: z.string().nullable(),
  description: z.string().nullable(),
  picture: z.string().nullable(),
  xs: z.number(),
  sm: z.number(),
  md: z.number(),
  lg: z.number(),
  xl: z.number(),
});
export type PortalTile = z.infer<typeof portalTile>;

/** `GET portal/tiles`: the `not_logged_in_*` sections for a visitor, `logged_in_*` for a signed-in player. */
export const portalTilesQuery = z.object({ signed_in: queryBool().optional().default(false) }).strict();

/** One section of the home page, in section order; its tiles by `order_value`, then id. */
export const portalTileSection = z.object({ section: z.string(), tiles: z.array(portalTile) });
export type PortalTileSection = z.infer<typeof portalTileSection>;

export const portalLocation = z.object({
  id: z.number(),
  name: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  post_code: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type PortalLocation = z.infer<typeof portalLocation>;

/** An activity in the portal's search. Money in PLN. */
export const portalActivity = z.object({
  id: z.number(),
  name: z.string().nullable(),
  sport: z.object({ id: z.number(), name: z.string() }),
  location: portalLocation,
  object_type: z.string().nullable(),
  date: z.string(),
  start_at: z.string(),
  stop_at: z.string(),
  price: z.number(),
  max_players: z.number(),
  /** Places taken: the list plus the organiser's reserved places. */
  taken_spots: z.number(),
  free_spots: z.number(),
  /** The activity keeps a reserve list once full, and how many wait on it. */
  reserve_list: z.boolean(),
  reserve_count: z.number(),
  lv: z.enum(ACTIVITY_LEVELS).nullable(),
  gender: z.enum(ACTIVITY_GENDERS),
  min_age: z.number(),
  max_age: z.number(),
  competition_type: z.enum(COMPETITION_TYPES),
  coach: z.string().nullable(),
  thumb_image: z.string().nullable(),
  canceled: z.boolean(),
  past: z.boolean(),
});
export type PortalActivity = z.infer<typeof portalActivity>;

/** An activity's public page: the row plus its description, page body and rules. */
export const portalActivityDetail = portalActivity.extend({
  description: z.string().nullable(),
  /** The description page's body rendered to safe HTML on the server (the same renderer as `/s/{url}`). */
  page_html: z.string().nullable(),
  page_url: z.string().nullable(),
  baner_image: z.string().nullable(),
  level_required_settings: z.enum(LEVEL_REQUIRED_SETTINGS),
  only_players_with_verified_level: z.boolean(),
  payment_methods: z.array(z.string()),
});
export type PortalActivityDetail = z.infer<typeof portalActivityDetail>;

export const PORTAL_PAGE_SIZE = 20;
export const PORTAL_MAX_PAGE_SIZE = 100;

/** A filter value outside its list. */
export const PORTAL_INVALID_CHOICE = 'Niepoprawna wartość';

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, { error: PORTAL_INVALID_CHOICE }).optional());

/**
 * `GET portal/activities`: upcoming public activities. Unknown parameters are refused (400), the page size is
 * bounded, the dates must be real and in order. Without `date_from` the search starts today.
 */
export const portalActivityQuery = z
  .object({
    page: queryIntOr(0, { min: 0, max: 10_000, minMessage: msg.minValue0 }),
    limit: queryIntOr(PORTAL_PAGE_SIZE, { min: 1, max: PORTAL_MAX_PAGE_SIZE, minMessage: msg.minValue1 }),
    sport_id: queryInt({ min: 1 }).optional(),
    location_id: queryInt({ min: 1 }).optional(),
    city: queryText(120),
    date_from: dateFilter(),
    date_to: dateFilter(),
    lv: oneOf(ACTIVITY_LEVELS),
    gender: oneOf(ACTIVITY_GENDERS),
    price_from: queryMoney(0),
    price_to: z.preprocess((v) => (v === '' ? undefined : v), queryMoney(0).optional()),
    free_only: queryBool().optional().default(false),
  })
  .strict()
  .superRefine((q, ctx) => {
    const real = (d: string | undefined) => d === undefined || !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
    if (!real(q.date_from)) ctx.addIssue({ code: 'custom', message: msg.invalidDate, path: ['date_from'] });
    if (!real(q.date_to)) ctx.addIssue({ code: 'custom', message: msg.invalidDate, path: ['date_to'] });
    if (q.date_from && q.date_to && q.date_to < q.date_from)
      ctx.addIssue({ code: 'custom', message: msg.dateToBeforeFrom, path: ['date_to'] });
    if (q.price_to !== undefined && q.price_to < q.price_from)
      ctx.addIssue({ code: 'custom', message: msg.greaterThanMax, path: ['price_from'] });
  });
export type PortalActivityQuery = z.input<typeof portalActivityQuery>;

/** What the search's filters offer: visible sports, visible locations with upcoming activities, their cities. */
export const portalFilterOptions = z.object({
  sports: z.array(z.object({ id: z.number(), name: z.string() })),
  locations: z.array(z.object({ id: z.number(), name: z.string(), city: z.string().nullable() })),
  cities: z.array(z.string()),
});
export type PortalFilterOptions = z.infer<typeof portalFilterOptions>;

/** The secret of a group's hidden link (`hidden_url` ends with it): 24 hex digits. */
export const GROUP_LINK_KEY = /^[0-9a-f]{24}$/;
/** Upcoming activities a group's public page lists at most. */
export const PORTAL_GROUP_ACTIVITIES = 20;

/**
 * `GET portal/groups/:id`: a group's public page. A hidden group answers only with its hidden link's `key`; any other
 * parameter is refused (400).
 */
export const portalGroupQuery = z.object({ key: z.string().regex(GROUP_LINK_KEY, { error: msg.notFound }).optional() }).strict();

/**
 * A group as a visitor sees it: what it is and how to join — no notes, creator, members, links or limits beyond the
 * free places; its upcoming public activities (at most `PORTAL_GROUP_ACTIVITIES`, `activities_total` counts all).
 */
export const portalGroup = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  type_label: z.string(),
  gender: z.enum(ACTIVITY_GENDERS),
  gender_label: z.string(),
  tags: z.array(z.string()),
  /** Takes requests: open and active. */
  accepts_requests: z.boolean(),
  active: z.boolean(),
  free_places: z.number(),
  activities: z.array(portalActivity),
  activities_total: z.number(),
});
export type PortalGroup = z.infer<typeof portalGroup>;
