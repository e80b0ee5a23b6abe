import { TILE_ORDER_DEFAULT, TILE_SCALE_DEFAULTS, type MainPageTile, type MainPageTileInput } from '@sportdesk/contract';

/** A new tile with the spec defaults: order 100, widths 12/12/6/2/2. */
export const newTileValues = (): MainPageTileInput => ({
  name: '',
  url: '',
  section: 'logged_in_1',
  tile_type: 'simple',
  hidden: false,
  order_value: TILE_ORDER_DEFAULT,
  category: '',
  button_text: '',
  description: '',
  ...TILE_SCALE_DEFAULTS,
});

export const tileValues = (t: MainPageTile): MainPageTileInput => ({
  name: t.name,
  url: t.url,
  section: t.section,
  tile_type: t.tile_type,
  hidden: t.hidden,
  order_value: t.order_value,
  category: t.category ?? '',
  button_text: t.button_text ?? '',
  description: t.description ?? '',
  xs: t.xs,
  sm: t.sm,
  md: t.md,
  lg: t.lg,
  xl: t.xl,
});
