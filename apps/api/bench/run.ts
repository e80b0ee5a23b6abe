import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_ADMIN, prepareDatabase, sampleActivities, sampleUsers } from './database';
import { activitiesDataset, systemEventsDataset, usersDataset } from './datasets';
import { measure, type LoadOptions } from './measure';
import { scaleComparison, scaleMarkdown, scaleTable, type ScaleResult } from './scale';
import { benchmarksMarkdown, machineNotes, passed, resultsTable, type ScenarioResult } from './report';
import { SCENARIOS } from './scenarios';
import { signIn, startServer } from './server';

/** `npm run bench`: see docs/benchmarks.md. */
const env = process.env;
const int = (value: string | undefined, fallback: number) => (value && Number.isFinite(Number(value)) ? Number(value) : fallback);
const DEFAULTS = { users: 1_000_000, events: 200_000, activities: 1_000_000 };
const sizes = {
  users: int(env.BENCH_USERS, DEFAULTS.users),
  events: int(env.BENCH_EVENTS, DEFAULTS.events),
  activities: int(env.BENCH_ACTIVITIES, DEFAULTS.activities),
};
const databaseUrl = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/sportdesk_bench';
const load: LoadOptions = {
  // One connection: the targets are the response times one admin sees; BENCH_CONNECTIONS=4 measures queueing under load.
  connections: int(env.BENCH_CONNECTIONS, 1),
  amount: int(env.BENCH_REQUESTS, 2000),
  maxSeconds: int(env.BENCH_MAX_SECONDS, 60),
};
const only = env.BENCH_ONLY?.split(',').map((s) => s.trim());
const scenarios = SCENARIOS.filter((s) => !only || only.includes(s.id));
const datasets = [usersDataset(sizes.users), systemEventsDataset(sizes.events), activitiesDataset(sizes.activities)].filter((d) =>
  scenarios.some((s) => s.datasets.includes(d.name)),
);
const log = (line: string) => console.log(line);

log(`SportDesk benchmark → ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')}`);
const started = Date.now();
const db = await prepareDatabase(databaseUrl, datasets, log);
log(db.reused ? '  dane z poprzedniego przebiegu' : `  załadowano w ${Math.round((Date.now() - started) / 1000)} s`);

const server = await startServer(databaseUrl, int(env.BENCH_PORT, 3199));
const results: ScenarioResult[] = [];
let scale: ScaleResult[] = [];
const loadAverage = os.loadavg();
try {
  const token = await signIn(server.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const context = {
    token,
    samples: await sampleUsers(databaseUrl, sizes.users),
    activities: await sampleActivities(databaseUrl, sizes.activities),
  };
  for (const scenario of scenarios) {
    log(`  ${scenario.id}…`);
    results.push({ scenario, measurement: await measure(server.url, token, scenario.requests(context), load) });
  }
  // Scale-out: the users/current and activity-list load through nginx, one and then two API instances.
  if (env.BENCH_SCALE !== '0') scale = await scaleComparison(databaseUrl, server, context, load, log);
  if (scale.length) log(['', ...scaleTable(scale), ''].join('\n'));
} finally {
  await server.stop();
}

const notes = machineNotes(db, load, loadAverage);
log(['', ...resultsTable(results), '', ...notes].join('\n'));
const fullSize =
  sizes.users === DEFAULTS.users && sizes.events === DEFAULTS.events && sizes.activities === DEFAULTS.activities && !only;
if (fullSize || env.BENCH_WRITE === '1') {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/benchmarks.md');
  writeFileSync(file, benchmarksMarkdown(results, notes));
  log(`\nZapisano ${path.relative(process.cwd(), file)}`);
  if (scale.length) {
    const scaleFile = path.join(path.dirname(file), 'benchmarks-scale.md');
    writeFileSync(scaleFile, scaleMarkdown(scale, notes));
    log(`Zapisano ${path.relative(process.cwd(), scaleFile)}`);
  }
} else {
  log('\n(docs/benchmarks.md bez zmian: przebieg z mniejszymi danymi; BENCH_WRITE=1 zapisuje mimo to)');
}
process.exitCode = results.every(passed) ? 0 : 1;
