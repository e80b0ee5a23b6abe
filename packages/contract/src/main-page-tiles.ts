import { z } from 'zod';
import { intField, optionalText, orderDir, pagingQuery, queryBool, queryInt, queryText, requiredText } from './common';
import { safeUrl } from './files';
import { msg } from './messages';
import { patchOf } from './patch';

/** Main page tiles (docs/spec/part-2.md §3 "Main page tile"). */

export const TILE_TYPES = ['simple', 'wideLeft', 'wideRight', 'fullSmall', 'fullBig'] as const;
export type TileType = (typeof TILE_TYPES)[number];
export const TILE_TYPE_LABELS: Record<TileType, string> = {
  simple: 'Prosty',
  wideLeft: 'Szeroki z lewej',
  wideRight: 'Szeroki z prawej',
  fullSmall: 'Pełna szerokość, niski',
  fullBig: 'Pełna szerokość, wysoki',
};

export const TILE_SECTIONS = [
  'logged_in_1',
  'logged_in_2',
  'logged_in_3',
  'logged_in_4',
  'logged_in_5',
  'logged_in_6',
  'logged_in_7',
  'logged_in_8',
  'logged_in_9',
  'logged_in_10',
  'logged_in_11',
  'not_logged_in_1',
  'not_logged_in_2',
  'not_logged_in_3',
  'not_logged_in_4',
  'not_logged_in_5',
  'not_logged_in_6',
] as const;
export type TileSection = (typeof TILE_SECTIONS)[number];
export const tileSectionLabel = (section: string) => {
  const m = /^(not_)?logged_in_(\d+)$/.exec(section);
  if (!m) return section;
  return `${m[1] ? 'Niezalogowani' : 'Zalogowani'} ${m[2]}`;
};

/** Bootstrap-like widths of a tile per screen size, in twelfths (docs/spec/part-2.md §9 defaults 12/12/6/2/2). */
export const TILE_SCALES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type TileScale = (typeof TILE_SCALES)[number];
export const TILE_SCALE_DEFAULTS: Record<TileScale, number> = { xs: 12, sm: 12, md: 6, lg: 2, xl: 2 };
export const TILE_ORDER_DEFAULT = 100;

export const mainPageTile = z.object({
  id: z.number(),
  name: z.string(),
  section: z.enum(TILE_SECTIONS),
  tile_type: z.enum(TILE_TYPES),
  hidden: z.boolean(),
  order_value: z.number(),
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
  created_at: z.string(),
  updated_at: z.string(),
});
export type MainPageTile = z.infer<typeof mainPageTile>;

const width = (scale: TileScale) =>
  z
    .number({ error: msg.mustBeNumber })
    .int(msg.mustBeNumber)
    .min(1, msg.minValue1)
    .max(12, msg.greaterThanMax)
    .default(TILE_SCALE_DEFAULTS[scale]);

/** The tile form and the body under `main_page_tile`: name and url required. */
export const mainPageTileInput = z.object({
  name: requiredText(255),
  url: safeUrl(),
  section: z.enum(TILE_SECTIONS, { error: msg.required }).default('logged_in_1'),
  tile_type: z.enum(TILE_TYPES, { error: msg.required }).default('simple'),
  hidden: z.boolean().default(false),
  order_value: intField({ min: 0, minMessage: msg.minValue0 }).default(TILE_ORDER_DEFAULT),
  category: optionalText(120),
  button_text: optionalText(120),
  description: optionalText(10_000),
  xs: width('xs'),
  sm: width('sm'),
  md: width('md'),
  lg: width('lg'),
  xl: width('xl'),
});
export type MainPageTileInput = z.input<typeof mainPageTileInput>;
export const mainPageTileBody = z.object({ main_page_tile: mainPageTileInput });
export const mainPageTilePatchBody = z.object({ main_page_tile: patchOf(mainPageTileInput) });

export const TILE_ORDERS = ['id', 'name', 'section', 'order_value', 'created_at'] as const;

/** `GET admin/main_page_tiles`: page and limit (default 10), optional section and name filters. */
export const mainPageTileListQuery = pagingQuery(10).extend({
  with_id: queryInt().optional(),
  with_name: queryText(),
  with_section: queryText(),
  with_hidden: queryBool().optional(),
  order: z.enum(TILE_ORDERS).optional().default('id'),
  order_dir: orderDir.optional().default('asc'),
});
export type MainPageTileListQuery = z.input<typeof mainPageTileListQuery>;
