-- Global search (docs/decisions.md "System events, dashboard, search"): functions and triggers that keep
-- search_tags and search_words in step with the searchable tables. Drizzle cannot express these.

-- Lower case without diacritics ("Łódź" -> "lodz"). unaccent() is only STABLE; naming the dictionary
-- makes this wrapper safe to declare IMMUTABLE, so indexes and generated values may use it.
CREATE OR REPLACE FUNCTION sd_norm(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint

-- The distinct tokens of a text: runs of letters and runs of digits of its normalised form.
CREATE OR REPLACE FUNCTION sd_search_tokens(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT m[1]), '{}') FROM regexp_matches(coalesce(sd_norm($1), ''), '([a-z]+|[0-9]+)', 'g') AS m $$;
--> statement-breakpoint

-- Writes one search tag and adds its tokens to the dictionary. Every domain's trigger calls this.
CREATE OR REPLACE FUNCTION sd_search_tag_upsert(p_type text, p_id integer, p_first text, p_second text, p_document text, p_words text[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_tags AS s (searchable_type, searchable_id, label_first_line, label_second_line, document, words, updated_at)
    VALUES (p_type, p_id, p_first, p_second, p_document, p_words, now())
  ON CONFLICT (searchable_type, searchable_id) DO UPDATE
    SET label_first_line = excluded.label_first_line, label_second_line = excluded.label_second_line,
        document = excluded.document, words = excluded.words, updated_at = excluded.updated_at;
  -- Sorted, so concurrent writers take the dictionary's row locks in the same order.
  INSERT INTO search_words (word) SELECT DISTINCT w FROM unnest(p_words) AS w WHERE w <> '' ORDER BY w ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION sd_search_tag_delete(p_type text, p_id integer) RETURNS void
  LANGUAGE sql AS $$ DELETE FROM search_tags WHERE searchable_type = p_type AND searchable_id = p_id $$;
--> statement-breakpoint

-- A user's tag: label "First Last" (else e-mail, identifier), second line "e-mail · +48 600100200";
-- tokens of the names, the e-mail's local part and the identifier, plus the whole e-mail, the phone
-- digits with and without the prefix, and the id.
CREATE OR REPLACE FUNCTION sd_user_search_tag(p_id integer, p_first text, p_last text, p_email text, p_identifier text, p_prefix text, p_phone text)
  RETURNS TABLE (label_first_line text, label_second_line text, document text, words text[])
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT
    coalesce(nullif(concat_ws(' ', nullif(p_first, ''), nullif(p_last, '')), ''), nullif(p_email, ''), nullif(p_identifier, ''), '#' || p_id),
    nullif(concat_ws(' · ', nullif(p_email, ''), nullif(concat_ws(' ', nullif(p_prefix, ''), nullif(p_phone, '')), '')), ''),
    sd_norm(concat_ws(' ', p_first, p_last, p_email, p_identifier, p_prefix, p_phone)),
    ARRAY(
      SELECT DISTINCT w FROM unnest(
        sd_search_tokens(concat_ws(' ', p_first, p_last, split_part(p_email, '@', 1), p_identifier))
        || ARRAY[sd_norm(p_email), regexp_replace(p_phone, '\D', '', 'g'), regexp_replace(concat(p_prefix, p_phone), '\D', '', 'g'), p_id::text]
      ) AS w
      WHERE w IS NOT NULL AND w <> ''
    )
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION sd_users_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM sd_search_tag_delete('User', OLD.id);
    RETURN NULL;
  END IF;
  IF NEW.deleted_at IS NOT NULL THEN
    PERFORM sd_search_tag_delete('User', NEW.id);
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.deleted_at IS NULL
     AND (NEW.first_name, NEW.last_name, NEW.email, NEW.identifier, NEW.phone_prefix, NEW.phone)
         IS NOT DISTINCT FROM (OLD.first_name, OLD.last_name, OLD.email, OLD.identifier, OLD.phone_prefix, OLD.phone) THEN
    RETURN NULL;
  END IF;
  PERFORM sd_search_tag_upsert('User', NEW.id, t.label_first_line, t.label_second_line, t.document, t.words)
    FROM sd_user_search_tag(NEW.id, NEW.first_name, NEW.last_name, NEW.email, NEW.identifier, NEW.phone_prefix, NEW.phone) AS t;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER users_search_tags AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION sd_users_search_sync();
--> statement-breakpoint

-- Rebuilds every user's tag in one statement (bulk loads run with the trigger disabled, then call this).
CREATE OR REPLACE FUNCTION sd_search_reindex_users() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  DELETE FROM search_tags WHERE searchable_type = 'User';
  INSERT INTO search_tags (searchable_type, searchable_id, label_first_line, label_second_line, document, words)
    SELECT 'User', u.id, t.label_first_line, t.label_second_line, t.document, t.words
    FROM users AS u CROSS JOIN LATERAL sd_user_search_tag(u.id, u.first_name, u.last_name, u.email, u.identifier, u.phone_prefix, u.phone) AS t
    WHERE u.deleted_at IS NULL;
  GET DIAGNOSTICS n = ROW_COUNT;
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM search_tags, unnest(words) AS w WHERE searchable_type = 'User' AND w <> '' ON CONFLICT DO NOTHING;
  RETURN n;
END $$;
--> statement-breakpoint

-- Prefix completion ranges over the dictionary's primary key: byte order ("C") keeps LIKE 'abc%' indexable
-- whatever the database's default collation.
ALTER TABLE search_words ALTER COLUMN word TYPE text COLLATE "C";
--> statement-breakpoint

-- Typo tolerance: trigram similarity over the words made of letters only (names, not phones or e-mails).
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops) WHERE word ~ '^[a-z]{3,}$';
--> statement-breakpoint

-- Users that exist before this migration (demo data, upgrades).
SELECT sd_search_reindex_users();
