-- The search's posting lists (docs/decisions.md "Performance: requests and SQL at scale"): search_postings holds one
-- row per (word, tag) of search_tags.words, kept by statement triggers with transition tables, so a bulk
-- reindex writes its postings in one statement and a single tag's upsert in the same transaction as the tag.
-- Words compare in byte order, as in search_words.
ALTER TABLE search_postings ALTER COLUMN word TYPE text COLLATE "C";
--> statement-breakpoint

CREATE OR REPLACE FUNCTION sd_search_postings_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_postings (word, searchable_type, searchable_id)
    SELECT DISTINCT w, n.searchable_type, n.searchable_id FROM new_rows AS n, unnest(n.words) AS w WHERE w <> ''
    ORDER BY 1, 2, 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION sd_search_postings_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings AS p
    USING old_rows AS o, unnest(o.words) AS w
    WHERE p.word = w AND p.searchable_type = o.searchable_type AND p.searchable_id = o.searchable_id;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Only the words that changed are touched (an upsert that relabels a tag keeps its postings).
CREATE OR REPLACE FUNCTION sd_search_postings_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings AS p
    USING (
      SELECT w, o.searchable_type, o.searchable_id FROM old_rows AS o, unnest(o.words) AS w
      EXCEPT
      SELECT w, n.searchable_type, n.searchable_id FROM new_rows AS n, unnest(n.words) AS w
    ) AS gone (word, searchable_type, searchable_id)
    WHERE p.word = gone.word AND p.searchable_type = gone.searchable_type AND p.searchable_id = gone.searchable_id;
  INSERT INTO search_postings (word, searchable_type, searchable_id)
    SELECT w, n.searchable_type, n.searchable_id FROM new_rows AS n, unnest(n.words) AS w WHERE w <> ''
    EXCEPT
    SELECT w, o.searchable_type, o.searchable_id FROM old_rows AS o, unnest(o.words) AS w
    ORDER BY 1, 2, 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER search_tags_postings_insert AFTER INSERT ON search_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sd_search_postings_inserted();
--> statement-breakpoint
CREATE TRIGGER search_tags_postings_update AFTER UPDATE ON search_tags
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sd_search_postings_updated();
--> statement-breakpoint
CREATE TRIGGER search_tags_postings_delete AFTER DELETE ON search_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sd_search_postings_deleted();
--> statement-breakpoint

-- The existing tags' postings, with the key built after the load (one sort instead of 20 million inserts into a B-tree).
ALTER TABLE search_postings DROP CONSTRAINT search_postings_word_searchable_type_searchable_id_pk;
--> statement-breakpoint
INSERT INTO search_postings (word, searchable_type, searchable_id)
  SELECT w, t.searchable_type, t.searchable_id
  FROM search_tags AS t, LATERAL (SELECT DISTINCT w FROM unnest(t.words) AS w WHERE w <> '') AS x;
--> statement-breakpoint
ALTER TABLE search_postings ADD CONSTRAINT search_postings_word_searchable_type_searchable_id_pk PRIMARY KEY (word, searchable_type, searchable_id);
