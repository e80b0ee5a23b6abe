import { eq } from 'drizzle-orm';
import { fileUrl, PAYMENT_FLAGS, type PageDocument, type PortalActivityDetail } from '@sportdesk/contract';
import { pages } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { renderBlocks } from '../public-pages/public';
import { findPublicActivity, toPortalActivity } from './queries';

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * An activity's public page. The description page (when visible) comes rendered to HTML by the same
 * escaping renderer as `/s/{url}`; a hidden or redirecting page gives no body.
 */
export async function publicActivityDetail(db: Executor, id: number): Promise<PortalActivityDetail> {
  const row = await findPublicActivity(db, id);
  if (!row) throw notFound();
  const a = row.activity;
  const [page] = a.pageId === null ? [] : await db.select().from(pages).where(eq(pages.id, a.pageId)).limit(1);
  const shownPage = page && page.visible ? page : undefined;
  return {
    ...toPortalActivity(row),
    description: a.description,
    page_html: shownPage && !shownPage.rediraction ? renderBlocks(shownPage.body as PageDocument | null) || null : null,
    page_url: shownPage ? `/s/${encodeURIComponent(shownPage.url)}` : null,
    baner_image: fileUrl(a.banerImage),
    level_required_settings: a.levelRequiredSettings as PortalActivityDetail['level_required_settings'],
    only_players_with_verified_level: a.onlyPlayersWithVerifiedLevel,
    payment_methods: PAYMENT_FLAGS.filter((flag) => a[camel(flag) as keyof typeof a] === true),
  };
}
