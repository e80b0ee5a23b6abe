-- Activities in the global search: the one addition a searchable table needs (docs/decisions.md
-- "System events, dashboard, search"): a tag function, a trigger calling sd_search_tag_upsert, a reindex.

-- Label "Name · 23.11.2026 18:00" (the sport when unnamed), second line "Sport · Location, City";
-- tokens of the id, name, sport, location, city and date (2026-11-23 and 23.11.2026 give 2026, 11, 23).
CREATE OR REPLACE FUNCTION sd_activity_search_tag(p_id integer)
  RETURNS TABLE (label_first_line text, label_second_line text, document text, words text[])
  LANGUAGE sql STABLE AS $$
  SELECT
    concat_ws(' · ', coalesce(nullif(a.name, ''), s.name, 'Zajęcia'), to_char(a.date, 'DD.MM.YYYY') || ' ' || to_char(a.start_at, 'HH24:MI')),
    nullif(concat_ws(' · ', s.name, nullif(concat_ws(', ', l.name, l.city), '')), ''),
    sd_norm(concat_ws(' ', a.id, a.name, s.name, l.name, l.city, to_char(a.date, 'DD.MM.YYYY'))),
    ARRAY(
      SELECT DISTINCT w FROM unnest(sd_search_tokens(concat_ws(' ', a.name, s.name, l.name, l.city, a.date::text)) || ARRAY[a.id::text]) AS w
      WHERE w IS NOT NULL AND w <> ''
    )
  FROM activities AS a
  LEFT JOIN sports AS s ON s.id = a.sport_id
  LEFT JOIN localizations AS l ON l.id = a.localization_id
  WHERE a.id = p_id
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION sd_activities_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM sd_search_tag_delete('Activity', OLD.id);
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE'
     AND (NEW.name, NEW.sport_id, NEW.localization_id, NEW.date, NEW.start_at)
         IS NOT DISTINCT FROM (OLD.name, OLD.sport_id, OLD.localization_id, OLD.date, OLD.start_at) THEN
    RETURN NULL;
  END IF;
  PERFORM sd_search_tag_upsert('Activity', NEW.id, t.label_first_line, t.label_second_line, t.document, t.words)
    FROM sd_activity_search_tag(NEW.id) AS t;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER activities_search_tags AFTER INSERT OR UPDATE OR DELETE ON activities FOR EACH ROW EXECUTE FUNCTION sd_activities_search_sync();
--> statement-breakpoint

-- A renamed sport or location relabels its activities (rare admin actions; one statement each).
CREATE OR REPLACE FUNCTION sd_activity_parents_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS NOT DISTINCT FROM OLD.name AND (to_jsonb(NEW) ->> 'city') IS NOT DISTINCT FROM (to_jsonb(OLD) ->> 'city') THEN
    RETURN NULL;
  END IF;
  PERFORM sd_search_tag_upsert('Activity', a.id, t.label_first_line, t.label_second_line, t.document, t.words)
    FROM activities AS a CROSS JOIN LATERAL sd_activity_search_tag(a.id) AS t
    WHERE (TG_TABLE_NAME = 'sports' AND a.sport_id = NEW.id) OR (TG_TABLE_NAME = 'localizations' AND a.localization_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER sports_search_tags AFTER UPDATE ON sports FOR EACH ROW EXECUTE FUNCTION sd_activity_parents_search_sync();
--> statement-breakpoint
CREATE TRIGGER localizations_search_tags AFTER UPDATE ON localizations FOR EACH ROW EXECUTE FUNCTION sd_activity_parents_search_sync();
--> statement-breakpoint

-- Rebuilds every activity's tag (bulk loads run with the trigger disabled, then call this).
CREATE OR REPLACE FUNCTION sd_search_reindex_activities() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  DELETE FROM search_tags WHERE searchable_type = 'Activity';
  INSERT INTO search_tags (searchable_type, searchable_id, label_first_line, label_second_line, document, words)
    SELECT 'Activity', a.id, t.label_first_line, t.label_second_line, t.document, t.words
    FROM activities AS a CROSS JOIN LATERAL sd_activity_search_tag(a.id) AS t;
  GET DIAGNOSTICS n = ROW_COUNT;
  INSERT INTO search_words (kind, word)
    SELECT DISTINCT sd_search_word_kind(w), w FROM search_tags, unnest(words) AS w
    WHERE searchable_type = 'Activity' AND w <> '' ON CONFLICT DO NOTHING;
  RETURN n;
END $$;
--> statement-breakpoint

SELECT sd_search_reindex_activities();
