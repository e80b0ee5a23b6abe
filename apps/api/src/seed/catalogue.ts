import { sports } from '../db/schema/index';
import { locationInput, mainPageTileInput, pageInput, sportInput } from '@sportdesk/contract';
import type { AppDeps } from '../lib/deps';
import { createLocation } from '../modules/locations/service';
import { createTile } from '../modules/main-page-tiles/service';
import { createPage } from '../modules/pages/service';
import { createSport } from '../modules/sports/service';
import { DEMO_LOCATIONS, DEMO_PAGES, DEMO_SPORTS, DEMO_TILES } from './catalogue-data';

/** Demo sports, locations with objects, pages with blocks and main page tiles, through the domain services (once). */
export async function seedCatalogue(deps: AppDeps) {
  const { db } = deps;
  const [existing] = await db.select({ id: sports.id }).from(sports).limit(1);
  if (existing) return;
  for (const sport of DEMO_SPORTS) await createSport(db, sportInput.parse(sport), null);
  for (const location of DEMO_LOCATIONS) await createLocation(db, locationInput.parse(location), null);
  for (const { blocks, ...page } of DEMO_PAGES)
    await createPage(db, pageInput.parse({ ...page, body: JSON.stringify({ time: Date.now(), version: '2.31.0', blocks }) }));
  for (const tile of DEMO_TILES) await createTile(db, mainPageTileInput.parse(tile));
}
