import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** `db.execute` answers `{ rows }` on both drivers (node-postgres and PGlite). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Bounds that keep one search a handful of index probes, whatever the data size. */
export const LIMITS = { tokens: 6, completions: 20, typos: 5, postingsCounted: 1000 } as const;

/** One query token and the dictionary words it may stand for. */
export interface TokenMatch {
  token: string;
  /** The token is a word of some tag. */
  exact: boolean;
  /** Words it is the beginning of ("kowal" → kowalski, kowalska), at most `LIMITS.completions`. */
  completions: string[];
  /** Words it looks like a typo of ("kowalsky" → kowalski), only when it matched nothing else. */
  typos: string[];
  /** Tags holding the token itself, counted up to `LIMITS.postingsCounted` (how rare it is). */
  exactTags: number;
  /** Tags holding the token or one of its completions or typos, counted the same way. */
  anyTags: number;
}

/**
 * Splits the text the way tags are split (migration `search_functions`), then looks each token up in
 * `search_words` among words of its kind: equality and a prefix range on the (kind, word) B-tree in
 * byte order, trigram similarity for typos of letter words. Each token's tags are counted from its posting
 * list up to `LIMITS.postingsCounted`, so the search can start from the rarest token.
 * An e-mail stays one token; a date (23.11.2026, 2026-11-23) becomes the one word activities carry for
 * their date ('2026-11-23'); a phone number typed with spaces or dashes becomes its digits.
 */
export async function matchTokens(db: Executor, text: string): Promise<TokenMatch[]> {
  const result = await db.execute(sql`
    with q as (select sd_norm(${text}) as t),
    toks as materialized (
      select (x.token collate "C") as token, sd_search_word_kind(x.token)::text as kind, x.ord
      from q, unnest(
        case
          when q.t like '%@%' then array[btrim(q.t)]
          when q.t ~ '^\\s*\\d{1,2}[./-]\\d{1,2}[./-]\\d{4}\\s*$' then (
            select array[d[3] || '-' || lpad(d[2], 2, '0') || '-' || lpad(d[1], 2, '0')]
            from regexp_match(q.t, '(\\d+)\\D(\\d+)\\D(\\d+)') as d)
          when q.t ~ '^\\s*\\d{4}-\\d{1,2}-\\d{1,2}\\s*$' then (
            select array[d[1] || '-' || lpad(d[2], 2, '0') || '-' || lpad(d[3], 2, '0')]
            from regexp_match(q.t, '(\\d+)\\D(\\d+)\\D(\\d+)') as d)
          when q.t ~ '^[+0-9 ()./-]+$' and q.t !~ '^\\s*\\d{1,4}[./-]\\d{1,2}[./-]\\d{1,4}\\s*$' then array[regexp_replace(q.t, '\\D', '', 'g')]
          else array(select m.m[1] from regexp_matches(q.t, '([a-z]+|[0-9]+)', 'g') with ordinality as m(m, n) order by m.n)
        end
      ) with ordinality as x(token, ord)
      where x.token <> ''
      order by x.ord
      limit ${LIMITS.tokens}
    ),
    found as (
      select token, ord,
        exists (select 1 from search_words w where w.kind = toks.kind and w.word = toks.token) as exact,
        array(
          select w.word from search_words w
          where w.kind = toks.kind and w.word > toks.token and w.word < toks.token || chr(1114111)
          order by w.word limit ${LIMITS.completions}
        ) as completions
      from toks
    ),
    matched as (
      select token, ord, exact, completions,
        case when not exact and cardinality(completions) = 0 and token ~ '^[a-z]{3,}$' then array(
          select w.word from search_words w
          where w.kind = 'a' and length(w.word) >= 3 and w.word % found.token
          order by w.word <-> found.token, w.word limit ${LIMITS.typos}
        ) else '{}'::text[] end as typos
      from found
    )
    select token, exact, completions, typos,
      case when exact then (select count(*) from (
        select 1 from search_postings p where p.word = matched.token limit ${LIMITS.postingsCounted}) c) else 0 end::int as "exactTags",
      (select count(*) from (
        select 1 from search_postings p
        where p.word = any(case when exact then array[matched.token] else '{}'::text[] end || completions || typos)
        limit ${LIMITS.postingsCounted}) c)::int as "anyTags"
    from matched
    order by ord`);
  return rowsOf<TokenMatch>(result).map((r) => ({
    token: r.token,
    exact: r.exact,
    completions: r.completions ?? [],
    typos: r.typos ?? [],
    exactTags: Number(r.exactTags),
    anyTags: Number(r.anyTags),
  }));
}
