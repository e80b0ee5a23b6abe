import { loadConfigOrExit } from '../config';
import { openDatabase, migrateDatabase } from '../db/client';
import { buildApp } from '../app';
import { seedDemoData } from './index';

/** `npm run seed`: applies migrations and loads the demo data into an empty database (`--force` adds it anyway). */
const config = { ...loadConfigOrExit(), jobs: 'off' as const };
const database = await openDatabase(config);
await migrateDatabase(database);
const app = await buildApp(config, { database });
const result = await seedDemoData(app.deps, { force: process.argv.includes('--force') });
console.log(
  result.seeded
    ? `Załadowano dane demonstracyjne (admin: ${result.adminEmail})`
    : 'Baza nie jest pusta — pominięto dane demonstracyjne',
);
await app.close();
await database.close();
