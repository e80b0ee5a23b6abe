-- A child's place on a reserve list is followed by the parent who manages the child's bookings ("Moje zapisy" lists
-- them): the personal "your place changed" event now also goes to the parents of the players it names.
CREATE OR REPLACE FUNCTION sd_live_standing_changed(p_activity_id integer, p_user_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  ids := ARRAY(
    WITH players AS (
      SELECT unnest(p_user_ids) AS u
      UNION
      SELECT p.user_id FROM activity_participants p WHERE p.activity_id = p_activity_id AND p.reserve
    )
    SELECT DISTINCT u FROM (
      SELECT u FROM players
      UNION
      SELECT users.parent_id FROM users JOIN players ON users.id = players.u WHERE users.parent_id IS NOT NULL
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
