import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigOrExit } from './config';
import { openDatabase, migrateDatabase, SEED_LOCK_KEY, withAdvisoryLock } from './db/client';
import { buildApp } from './app';
import { seedDemoData } from './seed/index';
import { seedFirstPgliteStart } from './seed/first-start';
import { ensureRoles } from './modules/roles/service';
import { resolveSharedSecrets, stopOnSignals } from './lib/cluster';
import { DEV_MAILBOX_PATH } from './modules/outbox/dev-mailbox';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfigOrExit();
config.webDist ??= path.resolve(here, '../../web/dist');

const seededFirst = await seedFirstPgliteStart(config);
const database = await openDatabase(config);
await migrateDatabase(database, { onWait: () => console.log('SportDesk: another instance is migrating the database, waiting') });
await resolveSharedSecrets(config, database.db);
const app = await buildApp(config, { database });
await ensureRoles(app.deps.db);
const seed = config.seedDemo ? await withAdvisoryLock(database, SEED_LOCK_KEY, () => seedDemoData(app.deps)) : undefined;
await app.listen({ port: config.port, host: config.host });
// After listening: pg-boss's start (seconds on PGlite) does not hold up the first requests; a job queued
// meanwhile waits for it. A start that fails stops the server as it did before.
app.deps.jobs.start({ work: config.jobs === 'in-process' }).catch((error: unknown) => {
  console.error('SportDesk: zadania w tle nie wystartowały', error);
  process.exit(1);
});

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite w ${path.join(config.dataDir, 'db')}`;
console.log(`\nSportDesk działa: ${config.publicUrl}`);
console.log(`Baza danych: ${where}; zadania w tle: ${config.jobs}`);
if (config.devMailbox)
  console.log(`Symulator poczty (e-maile z linkami potwierdzającymi): ${config.publicUrl}${DEV_MAILBOX_PATH}?recipient=ADRES`);
if (seed) {
  console.log(
    `Administrator demo: ${config.adminEmail} / ${seed.seeded || seededFirst ? config.adminPassword : '(hasło ustawione przy pierwszym starcie)'}`,
  );
}

stopOnSignals(app, database, config, 'SportDesk');
