import { sql, type SQL } from 'drizzle-orm';
import { SEARCH, type SearchTag, type SearchableType } from '@sportdesk/contract';
import type { Db } from '../../db/client';
import { matchTokens, rowsOf, type TokenMatch } from './tokens';

/** Rows each tier may bring before ranking; ranking work stays bounded on any data size. */
const CANDIDATES = 50;

const textArray = (words: string[]) => sql`${sql.param(words)}::text[]`;

/** The words a token may stand for in tier 2: itself when it is a word, its completions, its typo corrections. */
const alternativesOf = (m: TokenMatch) => [...(m.exact ? [m.token] : []), ...m.completions, ...m.typos];

const tagColumns = sql`t.searchable_type, t.searchable_id, t.label_first_line, t.label_second_line, t.document, t.words`;

/**
 * `offset 0` keeps each lateral lookup of a tag by its key a nested loop over the candidates (the planner may
 * not flatten it into a join that reads all of `search_tags`).
 */
const tagOf = (checks: SQL[]) => sql`
    cross join lateral (
      select ${tagColumns} from search_tags t
      where t.searchable_type = p.searchable_type and t.searchable_id = p.searchable_id${sql.join(
        checks.map((c) => sql` and ${c}`),
        sql``,
      )}
      offset 0
    ) c`;

const ofType = (type: SearchableType | undefined) => (type ? sql` and p.searchable_type = ${type}` : sql``);

/**
 * Tier 1: tags holding every token as a word. The posting lists are joined on the tag's key, the rarest
 * list first, so the planner reads them in key order and stops after `CANDIDATES` matches: a nested loop
 * probing the others' keys when one list is short, a merge join when all are long (a city and a sport,
 * ~50,000 postings each at 1M activities). Only the candidates' tags are read.
 */
function exactTier(matches: TokenMatch[], type: SearchableType | undefined) {
  const [driver, ...others] = [...matches].sort((a, b) => a.exactTags - b.exactTags);
  const joins = others.map(
    (m, i) =>
      sql` join search_postings ${sql.raw(`p${i + 1}`)} on ${sql.raw(`p${i + 1}`)}.word = ${m.token}
        and ${sql.raw(`p${i + 1}`)}.searchable_type = p.searchable_type and ${sql.raw(`p${i + 1}`)}.searchable_id = p.searchable_id`,
  );
  return sql`
    select c.*, 1 as tier
    from search_postings p${sql.join(joins, sql``)}${tagOf([])}
    where p.word = ${driver.token}${ofType(type)}
    limit ${CANDIDATES}`;
}

/**
 * Tier 2: tags holding, for every token, the token or one of its completions or typo corrections. The
 * postings of the rarest token's alternatives are read, each tag fetched by its key and checked for the
 * other tokens' alternatives, stopping at `CANDIDATES`.
 */
function widenedTier(matches: TokenMatch[], type: SearchableType | undefined) {
  // Counts stop at a cap: among tokens past it, the one with fewer alternatives is likely the rarer.
  const cost = (m: TokenMatch) => m.anyTags * 100 + alternativesOf(m).length;
  const driver = matches.reduce((best, m) => (cost(m) < cost(best) ? m : best));
  const checks = matches.filter((m) => m !== driver).map((m) => sql`t.words && ${textArray(alternativesOf(m))}`);
  return sql`
    select c.*, 2 as tier
    from search_postings p${tagOf(checks)}
    where p.word = any(${textArray(alternativesOf(driver))})${ofType(type)}
    limit ${CANDIDATES}`;
}

/** The tiers that apply: tier 1 when every token is a word, tier 2 when some token has alternatives and every one has some. */
function tierQueries(matches: TokenMatch[], type: SearchableType | undefined): { exact: SQL | null; widened: SQL | null } {
  const exact = matches.every((m) => m.exact) ? exactTier(matches, type) : null;
  const widens = matches.some((m) => m.completions.length || m.typos.length) && matches.every((m) => alternativesOf(m).length);
  return { exact, widened: widens ? widenedTier(matches, type) : null };
}

/**
 * The header's global search (docs/spec/part-1.md §7 "Search"): diacritics and case ignored, word beginnings
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
