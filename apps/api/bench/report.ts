import os from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import type { PreparedDatabase } from './database';
import type { DirectMeasurement, LoadOptions, Measurement } from './measure';
import type { Scenario } from './scenarios';

/** Whether the machine was busy with other work before a measurement: a 1-minute load above one per core. */
export const machineWasShared = (loadAverage: number[]) => (loadAverage[0] ?? 0) > os.cpus().length;

/** The same in the Polish reports' words. */
export const machineState = (loadAverage: number[]) =>
  machineWasShared(loadAverage) ? 'maszyna współdzielona z innymi zadaniami' : 'maszyna poza pomiarem bezczynna';

export interface ScenarioResult {
  scenario: Scenario;
  /** Concurrent connections of the endpoint's load and of the direct clients. */
  connections: number;
  measurement: Measurement;
  /** The same statements timed directly (one connection per client). */
  direct: DirectMeasurement;
  /** Endpoint p95 ÷ direct p95. */
  ratio: number;
}

/** The targets that apply at the result's level: p95 and ratio at one connection, p95 at 16 where set. */
function targets(r: ScenarioResult) {
  const s = r.scenario;
  if (r.connections === 1) return { p95: s.p95TargetMs, ratio: s.ratioTarget };
  if (r.connections === 16 && s.p95TargetMs16) return { p95: s.p95TargetMs16, ratio: undefined };
  return { p95: undefined, ratio: undefined };
}

export const passed = (r: ScenarioResult) => {
  const t = targets(r);
  const m = r.measurement;
  return (
    m.errors === 0 && m.non2xx === 0 && (t.p95 === undefined || m.p95 < t.p95) && (t.ratio === undefined || r.ratio <= t.ratio)
  );
};

const ms = (v: number) => v.toLocaleString('pl-PL', { maximumFractionDigits: 2 });

export function machineNotes(
  db: PreparedDatabase,
  load: LoadOptions,
  loadAverage: number[],
  levels: number[],
  loadAfter: number[],
) {
  const cpus = os.cpus();
  return [
    `- Data pomiaru: ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `- Procesor: ${cpus[0]?.model ?? 'nieznany'}, ${cpus.length} rdzenie logiczne (API, PostgreSQL i generator obciążenia na tej samej maszynie)`,
    `- Pamięć: ${Math.round(os.totalmem() / 2 ** 30)} GiB; system: ${os.type()} ${os.release()}`,
    `- Średnie obciążenie maszyny przed pomiarem (1/5/15 min): ${loadAverage
      .map((v) => v.toFixed(2))
      .join(' / ')}, po pomiarach: ${loadAfter.map((v) => v.toFixed(2)).join(' / ')} (${machineState(loadAverage)})`,
    `- Node.js ${process.version}; PostgreSQL ${db.postgres} (ustawienia domyślne pakietu Debiana)`,
    `- Dane: ${Object.entries(db.rows)
      .map(([k, v]) => `${k} ${v.toLocaleString('pl-PL')}`)
      .join(', ')}${db.reused ? ' (baza z poprzedniego przebiegu)' : ''}`,
    ...(db.reused
      ? []
      : [
          `- Ładowanie danych [s]: ${Object.entries(db.loadSeconds)
            .map(([k, v]) => `${k} ${ms(v)}`)
            .join(', ')}`,
        ]),
    `- Obciążenie: autocannon na 127.0.0.1 przy ${levels.join(', ')} połączeniach, ${load.amount.toLocaleString('pl-PL')} żądań na scenariusz i poziom po rozgrzewce (limit ${load.maxSeconds} s); tyle samo przebiegów tych samych zapytań SQL bezpośrednio (funkcje zapytań API przez node-postgres, tylu klientów o jednym połączeniu, ilu połączeń ma poziom), na przemian z żądaniami HTTP w ${4} rundach`,
  ];
}

const target = (value: number | undefined, prefix: string) => (value === undefined ? '–' : `${prefix} ${ms(value)}`);

export function resultsTable(results: ScenarioResult[]) {
  return [
    '| Scenariusz | Poł. | Żądania | req/s | p50 [ms] | p95 [ms] | p99 [ms] | SQL p50 [ms] | SQL p95 [ms] | p50 ÷ SQL | p95 ÷ SQL | Cel p95 | Cel ÷ | Wynik |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.map((r) => {
      const m = r.measurement;
      const t = targets(r);
      const failures = m.errors + m.non2xx ? ` (błędy: ${m.errors + m.non2xx})` : '';
      const verdict =
        t.p95 === undefined && t.ratio === undefined
          ? failures
            ? 'błędy'
            : 'bez celu'
          : passed(r)
            ? 'spełniony'
            : 'NIE spełniony';
      return `| ${r.scenario.title} | ${r.connections} | ${m.requests} | ${m.rps} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${ms(r.direct.p50)} | ${ms(r.direct.p95)} | ${ms(Math.round((m.p50 / r.direct.p50) * 100) / 100)} | ${ms(r.ratio)} | ${target(t.p95, '<')} | ${target(t.ratio, '≤')} | ${verdict}${failures} |`;
    }),
  ];
}

/** The whole `docs/benchmarks.md`: how to run, the last full run's numbers and machine, and the design behind them. */
/** The section of `doc` under `heading`, to the next `## ` heading (or the end); undefined when absent. */
export function sectionOf(doc: string, heading: string) {
  const at = doc.indexOf(heading);
  if (at < 0) return undefined;
  const next = doc.indexOf('\n## ', at + heading.length);
  return doc.slice(at, next < 0 ? undefined : next + 1);
}

/** Replaces the section starting with `heading` in `file` by `section` (appended when there is none). */
export function writeSection(file: string, heading: string, section: string) {
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(heading);
  if (at < 0) return writeFileSync(file, `${text.trimEnd()}\n\n${section.trimEnd()}\n`);
  const next = text.indexOf('\n## ', at + heading.length);
  writeFileSync(file, `${text.slice(0, at)}${section.trimEnd()}\n${next < 0 ? '' : text.slice(next)}`);
}

/** A section of an earlier docs/benchmarks.md, put back after a full run rewrote the file from its template. */
export function carrySection(file: string, previous: string, heading: string) {
  const section = sectionOf(previous, heading);
  if (!section || readFileSync(file, 'utf8').includes(heading)) return;
  writeSection(file, heading, section);
}

/** Kept from the previous file by a full run: sizes, Lighthouse and the start are refreshed by hand and by their own runs. */
export const BROWSER_SECTION = '## Browser, start and memory';
const BROWSER_SECTION_FALLBACK = `${BROWSER_SECTION}

Sizes from \`npm run size\`, Lighthouse from \`npm run lighthouse\` (\`docs/benchmarks-lighthouse.md\`), start, memory
and PGlite from the bench's own section below.`;

/** The whole file after a full run; `previous` (the file before it) gives the hand-refreshed browser section. */
export function benchmarksMarkdown(results: ScenarioResult[], notes: string[], previous = '') {
  return `# Benchmarks

\`npm run bench\` (script \`bench\` of \`apps/api\`: \`tsx bench/run.ts\`) loads a large synthetic data set into a
PostgreSQL database, starts the real API server in a separate process on a loopback port, and measures each
scenario with autocannon. It rewrites this file after a run at full size (or with \`BENCH_WRITE=1\`).

| Variable | Default | Meaning |
| --- | --- | --- |
| \`DATABASE_URL\` | \`postgres://postgres@127.0.0.1:5432/sportdesk_bench\` | the benchmark database (dropped and recreated when the data set changes) |
| \`BENCH_USERS\` | \`1000000\` | players to load (e.g. \`BENCH_USERS=20000 BENCH_EVENTS=5000 BENCH_ACTIVITIES=20000\` for a quick run) |
| \`BENCH_EVENTS\` | \`200000\` | system events to load |
| \`BENCH_ACTIVITIES\` | \`1000000\` | activities to load (with 20 sports, 200 venues and 200 organisers) |
| \`BENCH_CONNECTIONS\` / \`BENCH_REQUESTS\` / \`BENCH_MAX_SECONDS\` | \`1,4,16\` / \`2000\` / \`60\` | connection levels (comma-separated), requests per scenario and level, time limit of the HTTP part |
| \`BENCH_ONLY\` | – | comma-separated scenario ids (\`search-users\`, \`users-current\`, \`activities-default\`, \`activities-list\`, \`search-activities\`, \`template_generation\`, \`report-users\` — the streaming Users report in a separate worker process); only their data sets load |
| \`BENCH_TEMPLATES\` | \`1000\` | activity templates (two week days each) whose 14 days are generated in the database \`<bench db>_templates\` |
| \`BENCH_RELOAD\` | – | \`1\` reloads the data even if the database already holds the same sizes |
| \`BENCH_BENEFIT_ROWS\` / \`BENCH_BENEFIT_DATABASE_URL\` | \`200000\` / \`…/sportdesk_bench_benefit_import\` | the Benefit importer's run (scenario id \`benefit-import\`, its own database, dropped and recreated each run); results in \`docs/benchmarks-benefit-import.md\` |
| \`BENCH_PGLITE_IMPORT_MB\` | \`64\` | the size of the Benefit file imported on PGlite while \`GET /api/v2/admin/sports\` is timed (scenario id \`pglite-import\`, its own API process on an empty data directory; target p95 < 500 ms during the import); results in the section below, written at the default size or with \`BENCH_WRITE=1\` |

Scenarios and data sets are lists (\`apps/api/bench/scenarios.ts\`, \`apps/api/bench/datasets.ts\`): a new issue
appends its data set (loaded with \`generate_series\`) and its scenario with a p95 target.

## Last full run

${resultsTable(results).join('\n')}

${notes.join('\n')}

Latencies are measured per response by the load generator on the same machine (so they include HTTP, JSON,
authentication and the database), after a warm-up pass. **SQL p95** is the same statements timed directly:
each request's statements (the session lookup, then the route's) run through the API's own query functions
(\`bench/scenarios.ts\`, \`direct\`) over node-postgres, by as many clients of one connection each as the
level has connections, in the same rotation; HTTP and direct timing alternate in four rounds, so both see the
same moments of a shared machine. **p95 ÷ SQL** is what the API adds (HTTP, JSON, token check, pool). The
direct client runs a request's statements one after another; the API runs the list's page and count side by
side on two pool connections, so the list's ratio can go below 1. The p95 targets are the response times one
admin sees (one connection); the activity list also has a target at 16 connections; the ratio targets apply
at one connection. At 4 and 16 connections the API, PostgreSQL and the load generator share two cores and
requests queue: that is throughput of the machine, not response time.

## What makes it fast

- **Search** (\`admin/search_tags\`) reads \`search_tags\`, kept by database triggers of the searchable tables,
  through its posting lists. Each tag has normalised \`words\` (lower case, no diacritics, runs of letters and of
  digits, the whole e-mail, the phone digits with and without the prefix, the id; an activity's date also as one
  word, \`2026-11-23\`); \`search_postings (word, searchable_type, searchable_id)\` holds one row per word of a
  tag, kept by statement triggers on \`search_tags\` in the same transaction. The query's tokens are first looked
  up in the \`search_words\` dictionary: equality and a prefix range on its "C" B-tree (at most 20 completions per
  token), trigram similarity for typos only when a token matched nothing, and each token's postings counted up
  to 1,000. Tier 1 (every token a word) joins the tokens' posting lists on the tag's key, rarest first, and stops
  at 50 candidates; tier 2 reads the postings of the rarest token's completions and typos and checks the other
  tokens on each tag. Only the candidates are ranked (tier, whole words matched, \`word_similarity\`), so a
  surname shared by 10,000 players, a city or a sport shared by 50,000 activities cost about what a unique word
  costs. Two statements, no transaction.
- **users/current** counts unread events through partial indexes (\`system_events_unread_admin_idx\`,
  \`system_events_unread_assigned_idx\`: only active, unread rows), so the counters cost is proportional to the
  unread events, not to the history; the roles and the user are primary-key lookups. Its two activity badges count
  with the activity list's filters: "Zajęcia do weryfikacji" (unconfirmed organiser activities from today) reads all
  100,000 future activities from the heap (~55 ms on 1,000,000); a partial index
  \`activities (date, price) WHERE NOT confirmed AND activity_type = 'organizer'\` makes it an index-only count (~1 ms).
- **Activity list** (\`admin/activities\`): every order ends in \`date, start_at, id\`; the filters and the sort
  pick the page's ids first (from \`activities\` alone), then only those 25 rows are read with their sport,
  venue and creator, and only the columns a row shows. The default page (from today, by date: named prepared
  statements) and the whole history newest first walk \`activities_date_idx\` and stop after 25 rows; a sport's
  page reads \`activities_sport_date_idx (sport_id, date, start_at, id, price, confirmed)\` from the index alone
  (~5,000 future activities of one sport, a top-N sort by price: 5–12 ms, was 37–112 on the loaded machine); a venue's two months
  \`activities_localization_date_idx\` (~80 rows). The pager's \`total\` is counted with the same filters up to
  10,001 rows (\`total_capped\` and "10 000+" beyond), so the count never reads all 1,000,000.
- **Activity search** uses the same \`search_tags\`: migration 0010's trigger writes each activity's tag (label "Name ·
  date time", tokens of the id, name, sport, venue, city and date without diacritics, so \`lodz\` finds Łódź; since
  migration 0019 the date also as one word), and one query ranks users and activities together (an id typed finds
  both). The bench loads activities with the trigger off and calls \`sd_search_reindex_activities()\`, which builds
  every tag in one statement from the function the trigger calls. With the GIN index a sport or a city (~50,000
  tags) built the bitmap of every match before \`LIMIT 50\` (~18 ms for \`siatkowka\`) and a typed date
  intersected three lists of 30,000–110,000; the posting lists read from the rarest token remove both.
- **Template generation** (\`activity_templates.generate\`): one query per template reads the dates it already
  generated, so a rerun (and the daily run, which adds about one new day per template) skips them without a
  transaction; each new activity is its own transaction (insert with \`ON CONFLICT (template_id, date) DO NOTHING\`,
  its audit row and its search tag). The unique key, not the pre-read, decides when two runs race.

${sectionOf(previous, BROWSER_SECTION)?.trimEnd() ?? BROWSER_SECTION_FALLBACK}
`;
}
