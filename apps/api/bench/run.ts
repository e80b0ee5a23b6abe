import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_ADMIN, busyVenue, prepareDatabase, sampleActivities, sampleUsers } from './database';
import { activitiesDataset, systemEventsDataset, usersDataset } from './datasets';
import { measurePair, type LoadOptions } from './measure';
import { claimsOf, openDirect } from './direct';
import { scaleComparison, scaleMarkdown, scaleTable, type ScaleResult } from './scale';
import { benchmarksMarkdown, carrySection, machineNotes, passed, resultsTable, type ScenarioResult } from './report';
import { SCENARIOS } from './scenarios';
import { signIn, startServer } from './server';
import { templateGenerationBench } from './templates';
import { reportBenchNotes, reportBenchPassed, runReportBenchInWorker, type ReportBenchResult } from './report-export';
import { benefitImportLines, benefitImportMarkdown, runBenefitImportBench } from './benefit-import';
import { START_BENCH_IDS, carryStartMemorySection, runStartMemoryBench } from './start-memory';
import { formatDoc } from './format-doc';
import { BOOKING_RUSH_SECTION, runBookingRushBench } from './booking-rush';
import {
  carryPgliteImportSection,
  pgliteImportLoadPassed,
  pgliteImportLoadSection,
  runPgliteImportLoadBench,
  writePgliteImportSection,
} from './pglite-import-load';

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
// Connection levels: 1 is the response time one admin sees (the targets); 4 and 16 measure queueing under load.
const levels = (env.BENCH_CONNECTIONS || '1,4,16').split(',').map((v) => int(v, 1));
const load: LoadOptions = {
  connections: levels[0],
  amount: int(env.BENCH_REQUESTS, 2000),
  maxSeconds: int(env.BENCH_MAX_SECONDS, 60),
};
const only = env.BENCH_ONLY?.split(',').map((s) => s.trim());
const scenarios = SCENARIOS.filter((s) => !only || only.includes(s.id));
/** The streaming report export: `BENCH_ONLY=report-users` runs it alone. */
const reportBench = !only || only.includes('report-users');
const datasets = [usersDataset(sizes.users), systemEventsDataset(sizes.events), activitiesDataset(sizes.activities)].filter(
  (d) => scenarios.some((s) => s.datasets.includes(d.name)) || (reportBench && d.name === 'users'),
);
const log = (line: string) => console.log(line);

// The Benefit importer (its own database, BENCH_BENEFIT_DATABASE_URL): BENCH_ONLY=benefit-import runs only it.
if (!only || only.includes('benefit-import')) {
  log('  benefit-import…');
  const bench = await runBenefitImportBench();
  log(benefitImportLines(bench).join('\n'));
  if (bench.rows === 200_000 || env.BENCH_WRITE === '1') {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/benchmarks-benefit-import.md');
    writeFileSync(file, benefitImportMarkdown(bench, os.loadavg()));
    await formatDoc(file);
    log(`Zapisano ${path.relative(process.cwd(), file)}`);
  }
  if (only?.length === 1) process.exit(0);
}

// A large Benefit import on PGlite while GET /api/v2/admin/sports is measured: BENCH_ONLY=pglite-import.
if (!only || only.includes('pglite-import')) {
  log('  pglite-import…');
  const bench = await runPgliteImportLoadBench(log);
  const section = pgliteImportLoadSection(bench);
  log(section);
  if (env.BENCH_WRITE === '1' || !env.BENCH_PGLITE_IMPORT_MB) {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/benchmarks.md');
    writePgliteImportSection(file, section);
    await formatDoc(file);
    log(`Zapisano ${path.relative(process.cwd(), file)}`);
  }
  if (only?.length === 1) process.exit(pgliteImportLoadPassed(bench) ? 0 : 1);
}

// 1,000 players booking the last 30 places at once, on both databases: BENCH_ONLY=booking-rush.
if (!only || only.includes('booking-rush')) {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/benchmarks.md');
  const rushPassed = await runBookingRushBench(file, log);
  if (only?.length === 1) process.exit(rushPassed ? 0 : 1);
}

// Start, memory and PGlite: BENCH_ONLY=start and/or pglite-list run only these.
if (!only || only.some((id) => (START_BENCH_IDS as readonly string[]).includes(id))) {
  await runStartMemoryBench(only, log);
  if (only?.every((id) => (START_BENCH_IDS as readonly string[]).includes(id))) process.exit(0);
}

log(`SportDesk benchmark → ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')}`);
const started = Date.now();
const db = await prepareDatabase(databaseUrl, datasets, log);
log(db.reused ? '  dane z poprzedniego przebiegu' : `  załadowano w ${Math.round((Date.now() - started) / 1000)} s`);

const results: ScenarioResult[] = [];
let scale: ScaleResult[] = [];
const loadAverage = os.loadavg();
if (scenarios.length) {
  const server = await startServer(databaseUrl, int(env.BENCH_PORT, 3199));
  try {
    const token = await signIn(server.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const context = {
      token,
      claims: claimsOf(token),
      samples: await sampleUsers(databaseUrl, sizes.users),
      activities: await sampleActivities(databaseUrl, sizes.activities),
      busyVenue: await busyVenue(databaseUrl),
    };
    // The same statements timed directly: as many clients of one connection each as the level's connections.
    const direct = openDirect(databaseUrl, Math.max(...levels));
    try {
      for (const scenario of scenarios) {
        for (const connections of levels) {
          log(`  ${scenario.id}, połączenia: ${connections}…`);
          const dbs = direct.dbs.slice(0, connections);
          const pair = await measurePair(server.url, token, scenario.requests(context), scenario.direct(context), dbs, {
            ...load,
            connections,
          });
          results.push({ scenario, connections, measurement: pair.endpoint, direct: pair.direct, ratio: pair.ratio });
        }
      }
    } finally {
      await direct.close();
    }
    // Scale-out: the users/current and activity-list load through nginx, one and then two API instances.
    if (env.BENCH_SCALE !== '0') scale = await scaleComparison(databaseUrl, server, context, load, log);
    if (scale.length) log(['', ...scaleTable(scale), ''].join('\n'));
  } finally {
    await server.stop();
  }
}
let report: ReportBenchResult | undefined;
if (reportBench) {
  log('  report-users…');
  report = await runReportBenchInWorker(databaseUrl);
}

const notes = machineNotes(db, load, loadAverage, levels, os.loadavg());
// Template generation: a batch job, not an endpoint, timed on its own database.
if (!only || only.includes('template_generation')) {
  log('  template_generation…');
  notes.push(...(await templateGenerationBench(databaseUrl, int(env.BENCH_TEMPLATES, 1000), log)));
}
const reportNotes = report ? reportBenchNotes(report) : [];
log(['', ...resultsTable(results), '', ...notes, ...reportNotes].join('\n'));
const fullSize =
  sizes.users === DEFAULTS.users && sizes.events === DEFAULTS.events && sizes.activities === DEFAULTS.activities && !only;
if (fullSize || env.BENCH_WRITE === '1') {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/benchmarks.md');
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, `${benchmarksMarkdown(results, notes, previous)}${reportNotes.join('\n')}\n`);
  carryStartMemorySection(file, previous);
  carryPgliteImportSection(file, previous);
  carrySection(file, previous, BOOKING_RUSH_SECTION);
  log(`\nZapisano ${path.relative(process.cwd(), file)}`);
  if (scale.length) {
    const scaleFile = path.join(path.dirname(file), 'benchmarks-scale.md');
    writeFileSync(scaleFile, scaleMarkdown(scale, notes));
    await formatDoc(scaleFile);
    log(`Zapisano ${path.relative(process.cwd(), scaleFile)}`);
  }
} else {
  log('\n(docs/benchmarks.md bez zmian: przebieg z mniejszymi danymi; BENCH_WRITE=1 zapisuje mimo to)');
}
process.exitCode = results.every(passed) && (!report || reportBenchPassed(report)) ? 0 : 1;
