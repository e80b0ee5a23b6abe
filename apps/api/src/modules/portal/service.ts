import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  COMPETITION_GROUP_TYPE_LABELS,
  fileUrl,
  GROUP_GENDER_LABELS,
  PAYMENT_FLAGS,
  PORTAL_GROUP_ACTIVITIES,
  splitTags,
  type GroupGender,
  type PageDocument,
  type PortalActivityDetail,
  type PortalGroup,
} from '@sportdesk/contract';
import { pages } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { renderBlocks } from '../public-pages/public';
import { findGroup, findPublicActivity, groupActivities, toPortalActivity } from './queries';

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

/** Whether `key` is the secret its hidden link ends with (compared in constant time). */
function keyMatches(hiddenUrl: string | null, key: string) {
  const secret = hiddenUrl?.split('/').pop() ?? '';
  const a = Buffer.from(secret);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A group's public page (docs/decisions.md "A new user's first steps"): a visible group by its id; a hidden one only
 * with its hidden link's key; a wrong key is a 404 like a group that does not exist, so nothing tells them apart.
 * Only what a visitor may see, and its upcoming public activities.
 */
export async function publicGroup(db: Executor, id: number, key: string | undefined): Promise<PortalGroup> {
  const row = await findGroup(db, id);
  if (!row) throw notFound();
  const g = row.group;
  if (key !== undefined ? !keyMatches(g.hiddenUrl, key) : g.hidden) throw notFound();
  const upcoming = await groupActivities(db, id, PORTAL_GROUP_ACTIVITIES);
  const gender = g.gender as GroupGender;
  return {
    id: g.id,
    name: g.name,
    description: g.description,
    type_label: COMPETITION_GROUP_TYPE_LABELS[g.competitionGroupType as keyof typeof COMPETITION_GROUP_TYPE_LABELS] ?? '',
    gender,
    gender_label: GROUP_GENDER_LABELS[gender] ?? '',
    tags: splitTags(g.customTags),
    accepts_requests: g.open && g.active,
    active: g.active,
    free_places: Math.max(g.maxGroupSize - Number(row.taken), 0),
    activities: upcoming.rows,
    activities_total: upcoming.total,
  };
}
