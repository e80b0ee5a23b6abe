import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { mainPageTileInput, mainPageTilePatchBody } from '@sportdesk/contract';
import { mainPageTiles } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findTile, toTile } from './queries';

type Input = z.output<typeof mainPageTileInput>;
type Patch = z.output<typeof mainPageTilePatchBody>['main_page_tile'];

const columnsOf = (t: Patch) => ({
  name: t.name,
  url: t.url,
  section: t.section,
  tileType: t.tile_type,
  hidden: t.hidden,
  orderValue: t.order_value,
  category: t.category,
  buttonText: t.button_text,
  description: t.description,
  xs: t.xs,
  sm: t.sm,
  md: t.md,
  lg: t.lg,
  xl: t.xl,
});

/** Name and url required; defaults order 100 and widths 12/12/6/2/2 (contract). */
export async function createTile(db: Db, input: Input) {
  const [row] = await db
    .insert(mainPageTiles)
    .values({ ...columnsOf(input), name: input.name, url: input.url })
    .returning();
  return toTile(row);
}

export async function updateTile(db: Db, id: number, patch: Patch) {
  const [row] = await db
    .update(mainPageTiles)
    .set({ ...columnsOf(patch), updatedAt: new Date() })
    .where(eq(mainPageTiles.id, id))
    .returning();
  if (!row) throw notFound();
  return toTile(row);
}

/** Sets (or clears) the tile's picture; returns the replaced file's key to remove after commit. */
export async function setTilePicture(db: Db, id: number, key: string | null) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(mainPageTiles).where(eq(mainPageTiles.id, id)).for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(mainPageTiles)
      .set({ picture: key, updatedAt: new Date() })
      .where(eq(mainPageTiles.id, id))
      .returning();
    return { tile: toTile(after), replacedKey: before.picture };
  });
}

export async function deleteTile(db: Db, id: number) {
  const existing = await findTile(db, id);
  if (!existing) throw notFound();
  await db.delete(mainPageTiles).where(eq(mainPageTiles.id, id));
  return { tile: toTile(existing), fileKeys: [existing.picture] };
}
