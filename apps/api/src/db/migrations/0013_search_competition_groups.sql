-- Competition groups in the global search (the addition a searchable table needs, as for activities):
-- label "Name", second line "Grupa · <kind>"; tokens of the id and the name.
CREATE OR REPLACE FUNCTION sd_competition_group_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM sd_search_tag_delete('CompetitionGroup', OLD.id);
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.name IS NOT DISTINCT FROM OLD.name THEN
    RETURN NULL;
  END IF;
  PERFORM sd_search_tag_upsert(
    'CompetitionGroup', NEW.id, NEW.name, 'Grupa',
    sd_norm(concat_ws(' ', NEW.id, NEW.name)),
    ARRAY(SELECT DISTINCT w FROM unnest(sd_search_tokens(NEW.name) || ARRAY[NEW.id::text]) AS w WHERE w IS NOT NULL AND w <> '')
  );
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER competition_groups_search_tags AFTER INSERT OR UPDATE OR DELETE ON competition_groups FOR EACH ROW EXECUTE FUNCTION sd_competition_group_search_sync();
