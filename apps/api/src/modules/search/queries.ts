import { sql, type SQL } from 'drizzle-orm';
import { SEARCH, type SearchTag, type SearchableType } from '@sportdesk/contract';
import type { Db } from '../../db/client';
import { matchTokens, rowsOf, type TokenMatch } from './tokens';

/** Rows each tier may bring before ranking; ranking work stays bounded on any data size. */
const CANDIDATES = 50;

const textArray = (words: string[]) => sql`${sql.param(words)}::text[]`;

/** The words a token may stand for in tier 2: itself when it is a word, its completions, its typo corrections. */
const alternativesOf = (m: TokenMatch) => [...(m.exact ? [m.token] : []), ...m.completions, ...m.typos];

/** The match with the fewest tags (counted up to a cap): the list the candidates are read from. */
const rarest = (matches: TokenMatch[], tags: (m: TokenMatch) => number) =>
  matches.reduce((best, m) => (tags(m) < tags(best) ? m : best));

/**
 * One tier's candidates: the posting list of the query's rarest token (its own word, or in tier 2 any of
 * its alternatives) read in key order, each tag fetched by its primary key and checked for the other
 * tokens, stopping at `CANDIDATES`. A common word (a city, a sport: ~50,000 tags at 1M activities) thus
 * costs what a surname costs; only an intersection that is empty or very sparse reads a longer stretch.
 * `offset 0` keeps the lateral lookup a nested loop (the planner may not flatten it into a join that
 * reads all of `search_tags`).
 */
function tierQuery(driver: string[], checks: SQL[], tier: number, type: SearchableType | undefined) {
  const checked = checks.map((c) => sql` and ${c}`);
  return sql`
    select c.*, ${sql.raw(String(tier))} as tier
    from search_postings p
    cross join lateral (
      select t.searchable_type, t.searchable_id, t.label_first_line, t.label_second_line, t.document, t.words
      from search_tags t
      where t.searchable_type = p.searchable_type and t.searchable_id = p.searchable_id${sql.join(checked, sql``)}
      offset 0
    ) c
    where p.word = any(${textArray(driver)})${type ? sql` and p.searchable_type = ${type}` : sql``}
    limit ${CANDIDATES}`;
}

/**
 * Tier 1: tags holding every token as a word. Tier 2: tags holding, for every token, the token or
 * one of its completions or typo corrections. Both start from the rarest token's posting list.
 */
function tierQueries(matches: TokenMatch[], type: SearchableType | undefined): { exact: SQL | null; widened: SQL | null } {
  let exact: SQL | null = null;
  if (matches.every((m) => m.exact)) {
    const driver = rarest(matches, (m) => m.exactTags);
    const others = matches.filter((m) => m !== driver).map((m) => m.token);
    exact = tierQuery([driver.token], others.length ? [sql`t.words @> ${textArray(others)}`] : [], 1, type);
  }
  let widened: SQL | null = null;
  const widens = matches.some((m) => m.completions.length || m.typos.length) && matches.every((m) => alternativesOf(m).length);
  if (widens) {
    const driver = rarest(matches, (m) => m.anyTags);
    const checks = matches.filter((m) => m !== driver).map((m) => sql`t.words && ${textArray(alternativesOf(m))}`);
    widened = tierQuery(alternativesOf(driver), checks, 2, type);
  }
  return { exact, widened };
}

/**
 * The header's global search (spec part 1 §7 "Search"): diacritics and case ignored, word beginnings
 * and typos found, ranked by tier, then the id typed, then words matched exactly, then trigram word
 * similarity. Tier 2 runs only when tier 1 did not fill the page. Two statements, no transaction: the
 * dictionary lookup (with each token's rarity) and the candidates with their ranking.
 */
export async function searchTags(db: Db, text: string, opts: { limit: number; type?: SearchableType }): Promise<SearchTag[]> {
  const trimmed = text.trim();
  if (trimmed.length < SEARCH.minLength && !/^\d+$/.test(trimmed)) return [];
  const matches = await matchTokens(db, trimmed);
  const query = matches.length ? candidatesQuery(matches, trimmed, opts) : null;
  const rows = query ? rowsOf<SearchTag>(await db.execute(query)) : [];
  return rows.map((r) => ({ ...r, searchable_id: Number(r.searchable_id) }));
}

function candidatesQuery(matches: TokenMatch[], trimmed: string, opts: { limit: number; type?: SearchableType }) {
  const { exact, widened } = tierQueries(matches, opts.type);
  if (!exact && !widened) return null;
  const tokens = textArray(matches.map((m) => m.token));
  return sql`
    with t1 as materialized (${exact ?? sql`select null::varchar as searchable_type, null::int as searchable_id, null::text as label_first_line, null::text as label_second_line, null::text as document, null::text[] as words, 1 as tier where false`}
    ), t2 as materialized (
      select * from (${widened ?? sql`select * from t1 where false`}) w where (select count(*) from t1) < ${opts.limit}
    ), best as (
      select distinct on (searchable_type, searchable_id) * from (select * from t1 union all select * from t2) c
      order by searchable_type, searchable_id, tier
    ), q as (select sd_norm(${trimmed}) as t)
    select searchable_type, searchable_id, label_first_line, label_second_line
    from best, q
    order by tier,
      (searchable_id::text = q.t) desc,
      (select count(*) from unnest(${tokens}) as tok(word) where tok.word = any(best.words)) desc,
      word_similarity(q.t, document) desc,
      label_first_line, searchable_id
    limit ${opts.limit}`;
}
