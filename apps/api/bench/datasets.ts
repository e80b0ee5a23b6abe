import type pg from 'pg';

/**
 * A data set the scenarios need, loaded with set-based SQL (generate_series), never row by row.
 * Data sets load in list order into a fresh database; a later issue appends its own (e.g. activities).
 */
export interface Dataset {
  name: string;
  /** Rows to load (from the environment, e.g. BENCH_USERS). */
  size: number;
  load(client: pg.Client, ctx: { adminId: number; size: number }): Promise<void>;
}

const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

const MALE = [
  'Jan',
  'Piotr',
  'Tomasz',
  'Paweł',
  'Michał',
  'Krzysztof',
  'Andrzej',
  'Marcin',
  'Łukasz',
  'Grzegorz',
  'Adam',
  'Mateusz',
  'Jakub',
  'Kamil',
  'Marek',
  'Wojciech',
  'Rafał',
  'Dariusz',
  'Sebastian',
  'Maciej',
  'Szymon',
  'Bartosz',
  'Dawid',
  'Przemysław',
  'Robert',
  'Mariusz',
  'Zbigniew',
  'Jerzy',
  'Stanisław',
  'Józef',
];
const FEMALE = [
  'Anna',
  'Katarzyna',
  'Małgorzata',
  'Agnieszka',
  'Barbara',
  'Ewa',
  'Krystyna',
  'Magdalena',
  'Elżbieta',
  'Joanna',
  'Aleksandra',
  'Monika',
  'Zofia',
  'Teresa',
  'Danuta',
  'Natalia',
  'Julia',
  'Karolina',
  'Marta',
  'Beata',
  'Dorota',
  'Justyna',
  'Jadwiga',
  'Halina',
  'Paulina',
  'Weronika',
  'Iwona',
  'Renata',
  'Alicja',
  'Żaneta',
];
/** Common Polish surnames in their masculine form; -ski/-cki become -ska/-cka for women. */
export const SURNAMES = [
  'Nowak',
  'Kowalski',
  'Wiśniewski',
  'Wójcik',
  'Kowalczyk',
  'Kamiński',
  'Lewandowski',
  'Zieliński',
  'Szymański',
  'Woźniak',
  'Dąbrowski',
  'Kozłowski',
  'Jankowski',
  'Mazur',
  'Wojciechowski',
  'Kwiatkowski',
  'Krawczyk',
  'Kaczmarek',
  'Piotrowski',
  'Grabowski',
  'Zając',
  'Pawłowski',
  'Michalski',
  'Król',
  'Wieczorek',
  'Jabłoński',
  'Wróbel',
  'Nowakowski',
  'Majewski',
  'Olszewski',
  'Stępień',
  'Malinowski',
  'Jaworski',
  'Adamczyk',
  'Dudek',
  'Nowicki',
  'Pawlak',
  'Górski',
  'Witkowski',
  'Walczak',
  'Sikora',
  'Baran',
  'Rutkowski',
  'Michalak',
  'Szewczyk',
  'Ostrowski',
  'Tomaszewski',
  'Pietrzak',
  'Zalewski',
  'Wróblewski',
  'Marciniak',
  'Jasiński',
  'Zawadzki',
  'Bąk',
  'Jakubowski',
  'Sadowski',
  'Duda',
  'Włodarczyk',
  'Wilk',
  'Chmielewski',
  'Borkowski',
  'Sokołowski',
  'Szczepański',
  'Sawicki',
  'Lis',
  'Kucharski',
  'Kalinowski',
  'Wysocki',
  'Mazurek',
  'Kubiak',
  'Maciejewski',
  'Czarnecki',
  'Kołodziej',
  'Urbański',
  'Kaźmierczak',
  'Sobczak',
  'Konieczny',
  'Głowacki',
  'Zakrzewski',
  'Krupa',
  'Wasilewski',
  'Krajewski',
  'Adamski',
  'Sikorski',
  'Mróz',
  'Laskowski',
  'Ziółkowski',
  'Gajewski',
  'Szulc',
  'Makowski',
  'Kaczmarczyk',
  'Baranowski',
  'Przybylski',
  'Szczepaniak',
  'Czerwiński',
  'Brzeziński',
  'Kaczor',
  'Ciesielski',
  'Rogalski',
  'Żak',
];
const CITIES = [
  'Warszawa',
  'Kraków',
  'Łódź',
  'Wrocław',
  'Poznań',
  'Gdańsk',
  'Szczecin',
  'Bydgoszcz',
  'Lublin',
  'Białystok',
  'Katowice',
  'Gdynia',
  'Częstochowa',
  'Radom',
  'Toruń',
  'Rzeszów',
  'Kielce',
  'Gliwice',
  'Olsztyn',
  'Opole',
];

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
