import { loadConfigOrExit } from './config';
import { openDatabase, migrateDatabase } from './db/client';
import { buildApp } from './app';
import { resolveSharedSecrets, stopOnSignals } from './lib/cluster';

/**
 * `npm run worker`: a separate process that runs background jobs. Start the API with
 * `JOBS=enqueue-only` so it only queues them. On PGlite only one process may open the data
 * directory, so a separate worker needs DATABASE_URL.
 */
const config = { ...loadConfigOrExit(), jobs: 'in-process' as const };
if (!config.databaseUrl) {
  console.error('npm run worker potrzebuje DATABASE_URL (PGlite obsługuje tylko jeden proces).');
  process.exit(1);
}
const database = await openDatabase(config);
await migrateDatabase(database, {
  onWait: () => console.log('SportDesk worker: another instance is migrating the database, waiting'),
});
await resolveSharedSecrets(config, database.db);
const app = await buildApp(config, { database });
await app.deps.jobs.start({ work: true });
console.log('SportDesk worker: nasłuchuję zadań w tle');

stopOnSignals(app, database, config, 'SportDesk worker');
