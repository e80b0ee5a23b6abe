-- The portal's live counts (docs/decisions.md "Player portal: wallet, messages, live"). Every change of an activity's
-- participants (adding, the basket checkout, a canceled payment, removal, resignation, promotion from the reserve
-- list) and of its capacity goes through these two tables, so the database publishes from one place, inside the
-- writing transaction: PostgreSQL delivers the NOTIFY on commit and drops it on rollback. The message has the shape
-- of lib/live.ts `LiveMessage` on its channel `sportdesk_live`.

-- Public: an activity's counts, to the followers of its topic only. Counts, never who.
CREATE OR REPLACE FUNCTION sd_live_activity_spots(p_activity_id integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  message text;
BEGIN
  SELECT json_build_object(
    'channel', 'portal.activity',
    'event', 'spots',
    'payload', json_build_object(
      'activity_id', a.id,
      'max_players', a.max_players,
      'taken_spots', a.reserved_spots + a.participants_count,
      'free_spots', greatest(a.max_players - a.reserved_spots - a.participants_count, 0),
      'reserve_count', (SELECT count(*) FROM activity_participants p WHERE p.activity_id = a.id AND p.reserve)
    ),
    'to', json_build_object('topic', 'activity:' || a.id)
  )::text INTO message
  FROM activities a WHERE a.id = p_activity_id;
  IF message IS NOT NULL THEN
    PERFORM pg_notify('sportdesk_live', message);
  END IF;
END $$;
--> statement-breakpoint

-- Personal: "your place on this activity changed" to the players waiting on its reserve list and to those who just
-- left it (promoted or removed). The payload names only the activity; each page asks for its own standing. At most
-- 500 players per message keeps it under PostgreSQL's 8000-byte NOTIFY limit.
CREATE OR REPLACE FUNCTION sd_live_standing_changed(p_activity_id integer, p_user_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  ids := ARRAY(
    SELECT DISTINCT u FROM (
      SELECT unnest(p_user_ids) AS u
      UNION
      SELECT p.user_id FROM activity_participants p WHERE p.activity_id = p_activity_id AND p.reserve
    ) AS all_ids
    WHERE u IS NOT NULL
    ORDER BY u
    LIMIT 500
  );
  IF cardinality(ids) > 0 THEN
    PERFORM pg_notify('sportdesk_live', json_build_object(
      'channel', 'portal.standing',
      'event', 'changed',
      'payload', json_build_object('activity_id', p_activity_id),
      'to', json_build_object('userIds', to_json(ids))
    )::text);
  END IF;
END $$;
--> statement-breakpoint

-- One notification per activity and statement (a checkout of several places, a bulk insert), not per row.
-- The reserve-list event goes out when a reserve row came or went.
CREATE OR REPLACE FUNCTION sd_live_participants_changed(p_activity_id integer, p_reserve boolean, p_user_ids integer[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sd_live_activity_spots(p_activity_id);
  IF p_reserve THEN
    PERFORM sd_live_standing_changed(p_activity_id, p_user_ids);
  END IF;
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION sd_participants_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch reads only the transition table its trigger declares.
  IF TG_OP = 'INSERT' THEN
    PERFORM sd_live_participants_changed(c.activity_id, c.reserve, c.user_ids)
      FROM (SELECT activity_id, bool_or(reserve) AS reserve, array_agg(user_id) AS user_ids FROM new_rows GROUP BY activity_id) AS c;
  ELSE
    PERFORM sd_live_participants_changed(c.activity_id, c.reserve, c.user_ids)
      FROM (SELECT activity_id, bool_or(reserve) AS reserve, array_agg(user_id) AS user_ids FROM old_rows GROUP BY activity_id) AS c;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- An update matters when a row changed sides (promotion from the reserve list); presence or comments do not.
CREATE OR REPLACE FUNCTION sd_participants_live_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sd_live_participants_changed(c.activity_id, true, c.user_ids)
    FROM (
      SELECT n.activity_id, array_agg(n.user_id) AS user_ids
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.reserve IS DISTINCT FROM o.reserve
      GROUP BY n.activity_id
    ) AS c;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER activity_participants_live_insert AFTER INSERT ON activity_participants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sd_participants_live();
--> statement-breakpoint
CREATE TRIGGER activity_participants_live_delete AFTER DELETE ON activity_participants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sd_participants_live();
--> statement-breakpoint
CREATE TRIGGER activity_participants_live_update AFTER UPDATE ON activity_participants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sd_participants_live_update();
--> statement-breakpoint

-- The stored count and the capacity: the basket checkout, removals and edits of max_players / reserved_spots.
CREATE OR REPLACE FUNCTION sd_activities_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sd_live_activity_spots(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER activities_live_spots AFTER UPDATE OF participants_count, max_players, reserved_spots ON activities
  FOR EACH ROW
  WHEN ((OLD.participants_count, OLD.max_players, OLD.reserved_spots) IS DISTINCT FROM (NEW.participants_count, NEW.max_players, NEW.reserved_spots))
  EXECUTE FUNCTION sd_activities_live();
