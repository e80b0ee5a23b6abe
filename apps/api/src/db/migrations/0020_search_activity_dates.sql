-- An activity's date is also one whole word of its tag ('2026-11-23'), and a date typed in the search
-- (23.11.2026, 2026-11-23) is looked up as that word: one posting list of ~300 activities a day instead of
-- the intersection of three long ones (the day, the month and the year, 30,000-110,000 postings each at
-- 1M activities). The separate tokens stay, so '2026' alone still finds the year's activities.
-- A date word is of the digits' kind 'd' (no existing word has a '-' outside an e-mail).
CREATE OR REPLACE FUNCTION sd_search_word_kind(text) RETURNS varchar
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE WHEN $1 LIKE '%@%' THEN 'e' WHEN $1 ~ '^[0-9][0-9-]*$' THEN 'd' ELSE 'a' END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION sd_activity_search_tag(p_id integer)
  RETURNS TABLE (label_first_line text, label_second_line text, document text, words text[])
  LANGUAGE sql STABLE AS $$
  SELECT
    concat_ws(' · ', coalesce(nullif(a.name, ''), s.name, 'Zajęcia'), to_char(a.date, 'DD.MM.YYYY') || ' ' || to_char(a.start_at, 'HH24:MI')),
    nullif(concat_ws(' · ', s.name, nullif(concat_ws(', ', l.name, l.city), '')), ''),
    sd_norm(concat_ws(' ', a.id, a.name, s.name, l.name, l.city, to_char(a.date, 'DD.MM.YYYY'))),
    ARRAY(
      SELECT DISTINCT w FROM unnest(
        sd_search_tokens(concat_ws(' ', a.name, s.name, l.name, l.city, a.date::text)) || ARRAY[a.id::text, to_char(a.date, 'YYYY-MM-DD')]
      ) AS w
      WHERE w IS NOT NULL AND w <> ''
    )
  FROM activities AS a
  LEFT JOIN sports AS s ON s.id = a.sport_id
  LEFT JOIN localizations AS l ON l.id = a.localization_id
  WHERE a.id = p_id
$$;
--> statement-breakpoint

-- The existing tags gain their date word; the postings are written here in one statement (the update
-- trigger would compare every tag's old and new words).
ALTER TABLE search_tags DISABLE TRIGGER search_tags_postings_update;
--> statement-breakpoint
UPDATE search_tags AS t SET words = t.words || to_char(a.date, 'YYYY-MM-DD')
  FROM activities AS a
  WHERE t.searchable_type = 'Activity' AND t.searchable_id = a.id AND NOT (to_char(a.date, 'YYYY-MM-DD') = ANY (t.words));
--> statement-breakpoint
ALTER TABLE search_tags ENABLE TRIGGER search_tags_postings_update;
--> statement-breakpoint
INSERT INTO search_postings (word, searchable_type, searchable_id)
  SELECT to_char(a.date, 'YYYY-MM-DD'), 'Activity', a.id FROM activities AS a
  JOIN search_tags AS t ON t.searchable_type = 'Activity' AND t.searchable_id = a.id
  ORDER BY 1, 3
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO search_words (kind, word)
  SELECT DISTINCT 'd', to_char(date, 'YYYY-MM-DD') FROM activities ORDER BY 2
ON CONFLICT DO NOTHING;
