-- The search dictionary by kind (docs/decisions.md "System events, dashboard, search"): 'a' letters, 'd' digits,
-- 'e' a whole e-mail, so prefix completions of a name are never crowded out by e-mails that start with it.
CREATE OR REPLACE FUNCTION sd_search_word_kind(text) RETURNS varchar
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE WHEN $1 LIKE '%@%' THEN 'e' WHEN $1 ~ '^[0-9]+$' THEN 'd' ELSE 'a' END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION sd_search_tag_upsert(p_type text, p_id integer, p_first text, p_second text, p_document text, p_words text[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_tags AS s (searchable_type, searchable_id, label_first_line, label_second_line, document, words, updated_at)
    VALUES (p_type, p_id, p_first, p_second, p_document, p_words, now())
  ON CONFLICT (searchable_type, searchable_id) DO UPDATE
    SET label_first_line = excluded.label_first_line, label_second_line = excluded.label_second_line,
        document = excluded.document, words = excluded.words, updated_at = excluded.updated_at;
  -- Sorted, so concurrent writers take the dictionary's row locks in the same order.
  INSERT INTO search_words (kind, word)
    SELECT DISTINCT sd_search_word_kind(w), w FROM unnest(p_words) AS w WHERE w <> '' ORDER BY 1, 2 ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION sd_search_reindex_users() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  DELETE FROM search_tags WHERE searchable_type = 'User';
  INSERT INTO search_tags (searchable_type, searchable_id, label_first_line, label_second_line, document, words)
    SELECT 'User', u.id, t.label_first_line, t.label_second_line, t.document, t.words
    FROM users AS u CROSS JOIN LATERAL sd_user_search_tag(u.id, u.first_name, u.last_name, u.email, u.identifier, u.phone_prefix, u.phone) AS t
    WHERE u.deleted_at IS NULL;
  GET DIAGNOSTICS n = ROW_COUNT;
  INSERT INTO search_words (kind, word)
    SELECT DISTINCT sd_search_word_kind(w), w FROM search_tags, unnest(words) AS w
    WHERE searchable_type = 'User' AND w <> '' ON CONFLICT DO NOTHING;
  RETURN n;
END $$;
--> statement-breakpoint

DROP INDEX IF EXISTS search_words_trgm_idx;
--> statement-breakpoint
UPDATE search_words SET kind = sd_search_word_kind(word);
--> statement-breakpoint
CREATE INDEX search_words_typos_idx ON search_words USING gin (word gin_trgm_ops) WHERE kind = 'a' AND length(word) >= 3;
