import { sql, type SQL } from 'drizzle-orm';
import { SEARCH, type SearchTag, type SearchableType } from '@sportdesk/contract';
import type { Db } from '../../db/client';
import { matchTokens, rowsOf, type TokenMatch } from './tokens';

/** Rows each tier may bring before ranking; ranking work stays bounded on any data size. */
const CANDIDATES = 50;

const textArray = (words: string[]) => sql`${sql.param(words)}::text[]`;

/**
 * Tier 1: tags holding every token as a word. Tier 2: tags holding, for every token, the token or
 * one of its completions or typo corrections. Both go through the GIN index on `words`.
 */
function tierConditions(matches: TokenMatch[]): { exact: SQL | null; widened: SQL | null } {
  const exact = matches.every((m) => m.exact) ? sql`words @> ${textArray(matches.map((m) => m.token))}` : null;
  const alternatives = matches.map((m) => [...(m.exact ? [m.token] : []), ...m.completions, ...m.typos]);
  const widens = matches.some((m) => m.completions.length || m.typos.length) && alternatives.every((a) => a.length);
  const widened = widens
    ? sql.join(
        alternatives.map((a) => sql`words && ${textArray(a)}`),
        sql` and `,
      )
    : null;
  return { exact, widened };
}

/**
 * The header's global search (spec part 1 §7 "Search"): diacritics and case ignored, word beginnings
 * and typos found, ranked by tier, then the id typed, then words matched exactly, then trigram word
 * similarity. Tier 2 runs only when tier 1 did not fill the page.
 */
export async function searchTags(db: Db, text: string, opts: { limit: number; type?: SearchableType }): Promise<SearchTag[]> {
  const trimmed = text.trim();
  if (trimmed.length < SEARCH.minLength && !/^\d+$/.test(trimmed)) return [];
  // Rare words (a phone, an e-mail) are estimated as common by the array statistics, and a LIMIT then
  // tempts the planner into reading the whole table: the GIN index is always the right path here.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`);
    const matches = await matchTokens(tx, trimmed);
    const query = matches.length ? candidatesQuery(matches, trimmed, opts) : null;
    return query ? rowsOf<SearchTag>(await tx.execute(query)) : [];
  });
  return rows.map((r) => ({ ...r, searchable_id: Number(r.searchable_id) }));
}

function candidatesQuery(matches: TokenMatch[], trimmed: string, opts: { limit: number; type?: SearchableType }) {
  const { exact, widened } = tierConditions(matches);
  if (!exact && !widened) return null;
  const type = opts.type ? sql` and searchable_type = ${opts.type}` : sql``;
  const columns = sql`searchable_type, searchable_id, label_first_line, label_second_line, document, words`;
  const tokens = textArray(matches.map((m) => m.token));
  return sql`
    with t1 as materialized (
      select ${columns}, 1 as tier from search_tags where ${exact ?? sql`false`}${type} limit ${CANDIDATES}
    ), t2 as materialized (
      select ${columns}, 2 as tier from search_tags
      where (select count(*) from t1) < ${opts.limit} and ${widened ?? sql`false`}${type} limit ${CANDIDATES}
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
