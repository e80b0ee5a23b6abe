import type pg from 'pg';
import { ACTIVITY_NAMES, CITIES, FEMALE, MALE, SPORTS, SURNAMES, VENUE_KINDS, VENUE_NAMES } from './names';

/**
 * A data set the scenarios need, loaded with set-based SQL (generate_series), never row by row.
 * Data sets load in list order into a fresh database; a new issue appends its own.
 */
export interface Dataset {
  name: string;
  /** Rows to load (from the environment, e.g. BENCH_USERS). */
  size: number;
  load(client: pg.Client, ctx: { adminId: number; size: number }): Promise<void>;
}

const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * Players: 30+30 first names × 100 surnames (so a common surname matches ~1% of everyone, as in
 * Poland), unique e-mails and phones, sign-ups spread over two years. The search tags are rebuilt
 * in one statement afterwards (the per-row trigger is off during the load).
 */
export const usersDataset = (size: number): Dataset => ({
  name: 'users',
  size,
  async load(client) {
    await client.query('ALTER TABLE users DISABLE TRIGGER users_search_tags');
    await client.query(`
      WITH g AS (SELECT i, i % 2 = 0 AS female, hashint4(i) & 2147483647 AS h1, hashint4(i + 7919) & 2147483647 AS h2
                 FROM generate_series(1, ${size}) AS i),
      n AS (SELECT i, female,
              CASE WHEN female THEN (${sqlArray(FEMALE)})[1 + h1 % ${FEMALE.length}] ELSE (${sqlArray(MALE)})[1 + h1 % ${MALE.length}] END AS first_name,
              (${sqlArray(SURNAMES)})[1 + h2 % ${SURNAMES.length}] AS surname,
              (${sqlArray(CITIES)})[1 + i % ${CITIES.length}] AS city
            FROM g),
      p AS (SELECT *, CASE WHEN female AND surname ~ '(s|c)ki$' THEN left(surname, -1) || 'a' ELSE surname END AS last_name FROM n)
      INSERT INTO users (identifier, email, first_name, last_name, phone_prefix, phone, city, gender, birth_date, confirmed_at, created_at)
      SELECT 'P' || i, lower(unaccent(first_name || '.' || last_name)) || i || '@example.pl', first_name, last_name, '+48',
             (500000000 + i)::text, city, CASE WHEN female THEN 'female' ELSE 'male' END,
             date '1960-01-01' + (i % 15000), now() - (i % 730) * interval '1 day', now() - (i % 730) * interval '1 day' - (i % 86400) * interval '1 second'
      FROM p`);
    await client.query('ALTER TABLE users ENABLE TRIGGER users_search_tags');
    await client.query('SELECT sd_search_reindex_users()');
  },
});

/**
 * System events: mostly finished history, 1% still active and unread, a few hundred assigned to the
 * benchmark admin, so `users/current` counts real rows.
 */
export const systemEventsDataset = (size: number): Dataset => ({
  name: 'system_events',
  size,
  async load(client, { adminId }) {
    await client.query(`
      INSERT INTO system_events (message, event_type, event_status, assigned_id, targetable_type, targetable_id, read_by_admin, read_by_assigned, created_at, updated_at)
      SELECT 'Zdarzenie testowe nr ' || i,
             (array['general','deposit_drop','registered_for_activity','canceled_activity','payment_confirmed','negative_opinion','benefit_change'])[1 + i % 7],
             CASE WHEN i % 100 = 0 THEN 'opened' WHEN i % 100 = 1 THEN 'inprogress' WHEN i % 2 = 0 THEN 'done' ELSE 'archived' END,
             CASE WHEN i % 50 = 0 THEN ${adminId} WHEN i % 3 = 0 THEN NULL ELSE 1 + i % 1000 END,
             'User', 1 + i % 1000,
             i % 100 > 1 OR i % 200 = 0, i % 100 > 1,
             now() - (i % 365) * interval '1 day', now() - (i % 365) * interval '1 day'
      FROM generate_series(1, ${size}) AS i`);
  },
});

const VENUES = VENUE_KINDS.length * VENUE_NAMES.length;
const ORGANISERS = 200;

/**
 * Activities: 20 sports, 200 venues (one object each) in 20 cities, 200 organisers; the activities
 * span nine years back and one ahead (dates rise with the id, as they are created), sport, venue,
 * name and price spread by hash. As for users, the per-row search trigger is off during the load
 * and `sd_search_reindex_activities()` builds every tag in one statement from the very function the
 * trigger calls (`sd_activity_search_tag`), so the tags are the trigger's.
 */
/** The venue week's bench venue: its name, the scenario finds it by it. */
export const BUSY_VENUE = 'Centrum Sportowe Kalendarz';

/**
 * One busy venue for the venue week (`admin/calendar`): 10 courts and 500 activities in the current week (Monday to
 * Sunday), every court from 7:00 in 90-minute slots, so one week of one venue is 500 blocks.
 */
async function loadBusyVenue(client: { query: (sql: string) => Promise<unknown> }) {
  await client.query(`INSERT INTO localizations (name, street, city) VALUES ('${BUSY_VENUE}', 'ul. Tłoczna 1', 'Warszawa')`);
  await client.query(`
    INSERT INTO location_objects (localization_id, object_type, description, order_value)
    SELECT (SELECT id FROM localizations WHERE name = '${BUSY_VENUE}'), 'court', 'Kort ' || i, i FROM generate_series(1, 10) AS i`);
  await client.query(`
    WITH venue AS (SELECT id FROM localizations WHERE name = '${BUSY_VENUE}'),
         objects AS (SELECT array_agg(id ORDER BY order_value) AS ids FROM location_objects WHERE localization_id = (SELECT id FROM venue)),
         g AS (SELECT i, i % 10 AS court, i / 10 % 7 AS weekday, i / 70 AS slot FROM generate_series(0, 499) AS i)
    INSERT INTO activities (localization_id, location_object_id, sport_id, name, price, date, start_at, stop_at,
      max_players, min_players, participants_count, publish_date)
    SELECT (SELECT id FROM venue), objects.ids[1 + court], (SELECT min(id) FROM sports), 'Gra na korcie', 4000,
           date_trunc('week', current_date)::date + weekday, make_time(7, 0, 0) + slot * interval '90 minutes',
           make_time(7, 0, 0) + slot * interval '90 minutes' + interval '90 minutes', 4, 2, i % 5, now()
    FROM g, objects`);
}

export const activitiesDataset = (size: number): Dataset => ({
  name: 'activities',
  size,
  async load(client) {
    await client.query(`INSERT INTO sports (name) SELECT unnest(${sqlArray(SPORTS)})`);
    await client.query(`
      INSERT INTO localizations (name, street, city)
      SELECT (${sqlArray(VENUE_KINDS)})[1 + i % ${VENUE_KINDS.length}] || ' ' || (${sqlArray(VENUE_NAMES)})[1 + i % ${VENUE_NAMES.length}],
             'ul. Sportowa ' || (1 + i), (${sqlArray(CITIES)})[1 + (hashint4(i) & 2147483647) % ${CITIES.length}]
      FROM generate_series(0, ${VENUES - 1}) AS i`);
    await client.query('INSERT INTO location_objects (localization_id) SELECT id FROM localizations ORDER BY id');
    await client.query(`
      INSERT INTO users (email, first_name, last_name, confirmed_at)
      SELECT 'organizator' || i || '@sportdesk.pl', (${sqlArray(MALE)})[1 + i % ${MALE.length}], (${sqlArray(SURNAMES)})[1 + i % ${SURNAMES.length}], now()
      FROM generate_series(1, ${ORGANISERS}) AS i`);
    await client.query('ALTER TABLE activities DISABLE TRIGGER activities_search_tags');
    await client.query(`
      WITH ref AS (SELECT (SELECT array_agg(id ORDER BY id) FROM sports) AS sports,
                          (SELECT array_agg(id ORDER BY id) FROM localizations) AS venues,
                          (SELECT array_agg(id ORDER BY localization_id) FROM location_objects) AS objects,
                          (SELECT array_agg(id ORDER BY id) FROM users WHERE email LIKE 'organizator%@sportdesk.pl') AS organisers),
      g AS (SELECT i, hashint4(i) & 2147483647 AS h1, hashint4(i + 7919) & 2147483647 AS h2, hashint4(i + 104729) & 2147483647 AS h3,
                   current_date - 3285 + ((i - 1)::bigint * 3650 / ${size})::int AS day
            FROM generate_series(1, ${size}) AS i),
      t AS (SELECT *, make_time(7 + h3 % 15, (h3 / 15 % 2) * 30, 0) AS start_at FROM g)
      INSERT INTO activities (localization_id, location_object_id, sport_id, name, price, date, start_at, stop_at, activity_type,
        confirmed, canceled, hidden, max_players, min_players, reserved_spots, participants_count, coordinators_count, creator_id,
        custom_tags, publish_date, created_at, updated_at)
      SELECT ref.venues[1 + h2 % ${VENUES}], ref.objects[1 + h2 % ${VENUES}], ref.sports[1 + h1 % ${SPORTS.length}],
             CASE WHEN h3 % 8 = 0 THEN NULL ELSE (${sqlArray(ACTIVITY_NAMES)})[1 + h3 / 8 % ${ACTIVITY_NAMES.length}] END,
             1000 + 500 * (h1 / 20 % 12), day, start_at, start_at + interval '90 minutes',
             CASE WHEN h2 / 200 % 5 = 0 THEN 'organizer' ELSE 'pnh' END, h1 % 3 <> 0, h2 % 29 = 0, h3 % 11 = 0,
             10 + h1 / 240 % 10, 4, h2 % 3, h3 % 12, h1 / 7 % 4, ref.organisers[1 + h2 / 5 % ${ORGANISERS}],
             CASE WHEN h1 % 7 = 0 THEN array['liga'] ELSE '{}'::text[] END,
             (day - 14)::timestamptz, (day - 30 + start_at)::timestamptz, (day - 30 + start_at)::timestamptz
      FROM t, ref`);
    await loadBusyVenue(client);
    await client.query('ALTER TABLE activities ENABLE TRIGGER activities_search_tags');
    await client.query('SELECT sd_search_reindex_activities()');
  },
});
