import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { checkRedirect, msg, type pageInput, type pagePatch } from '@sportdesk/contract';
import { pages } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { notFound, uniqueViolation, zodErrorToAppError } from '../../lib/errors';
import { fileKeysIn } from '../../lib/storage';
import { fileUsedElsewhere, findPage, toPage, type PageRow } from './queries';

type Input = z.output<typeof pageInput>;
type Patch = z.output<typeof pagePatch>;

const urlTaken = (error: unknown) => uniqueViolation(error, 'url', msg.urlTaken) ?? error;

const columnsOf = (p: Patch) => ({
  name: p.name,
  url: p.url,
  visible: p.visible,
  wishpondId: p.wishpond_id,
  rediraction: p.rediraction,
  redirUrl: p.redir_url,
  body: p.body as Record<string, unknown> | null | undefined,
});

/** The redirect rule on the page as it will be after a partial update. */
const redirectRule = z.object({ rediraction: z.boolean(), redir_url: z.string().nullable() }).superRefine(checkRedirect);

/** The folder of images uploaded from the block editor; only these are removed with a page. */
export const PAGE_IMAGES_FOLDER = 'pages';
const keysOf = (body: unknown) =>
  new Set(body ? fileKeysIn(JSON.stringify(body)).filter((k) => k.startsWith(`${PAGE_IMAGES_FOLDER}/`)) : []);

export async function createPage(db: Db, input: Input) {
  try {
    const [row] = await db
      .insert(pages)
      .values({ ...columnsOf(input), name: input.name, url: input.url })
      .returning();
    return toPage(row);
  } catch (error) {
    throw urlTaken(error);
  }
}

/**
 * Updates any subset (the editor sends only `body`, as a JSON string). redir_url is required only while
 * redirection is on. Returns the page and the editor images its body no longer uses (to remove after commit).
 */
export async function updatePage(db: Db, id: number, patch: Patch) {
  const before = await findPage(db, id);
  if (!before) throw notFound();
  const merged = {
    rediraction: patch.rediraction ?? before.rediraction,
    redir_url: patch.redir_url !== undefined ? patch.redir_url : before.redirUrl,
  };
  const rule = redirectRule.safeParse(merged);
  if (!rule.success) throw zodErrorToAppError(rule.error, false);
  let after: PageRow;
  try {
    [after] = await db
      .update(pages)
      .set({ ...columnsOf(patch), updatedAt: new Date() })
      .where(eq(pages.id, id))
      .returning();
  } catch (error) {
    throw urlTaken(error);
  }
  if (!after) throw notFound();
  const kept = keysOf(after.body);
  return {
    page: toPage(after),
    unusedKeys: await unusedImages(
      db,
      id,
      [...keysOf(before.body)].filter((k) => !kept.has(k)),
    ),
  };
}

export async function deletePage(db: Db, id: number) {
  const [row] = await db.delete(pages).where(eq(pages.id, id)).returning();
  if (!row) throw notFound();
  return { page: toPage(row), unusedKeys: await unusedImages(db, id, [...keysOf(row.body)]) };
}

/** Editor images are removed with the last page that shows them. */
async function unusedImages(db: Db, pageId: number, keys: string[]) {
  const unused: string[] = [];
  for (const key of keys) if (!(await fileUsedElsewhere(db, key, pageId))) unused.push(key);
  return unused;
}
