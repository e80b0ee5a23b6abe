import { loadConfigOrExit } from '../config';
import { openDatabase, migrateDatabase } from '../db/client';
import { buildApp } from '../app';
import { seedDemoData } from './index';

/**
 * `npm run seed`: applies migrations, creates the job queue's tables (unless JOBS=off) and loads the demo data
 * into an empty database (`--force` adds it anyway). The server's first start on PGlite runs it too
 * (seed/first-start.ts).
 */
const config = loadConfigOrExit();
const database = await openDatabase(config);
await migrateDatabase(database);
const app = await buildApp(config, { database });
const result = await seedDemoData(app.deps, { force: process.argv.includes('--force') });
// Queues only: no workers or schedules here (the server or `npm run worker` runs them).
await app.deps.jobs.start({ work: false });
console.log(
  result.seeded
    ? `Załadowano dane demonstracyjne (admin: ${result.adminEmail})`
    : 'Baza nie jest pusta — pominięto dane demonstracyjne',
);
await app.close();
await database.close();
