import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { ALL_ADMIN_ROLES } from '@sportdesk/contract';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type Database } from '../db/client';
import { ensureRoles } from '../modules/roles/service';
import { insertUser } from '../modules/users/service';
import { adminUrl, templateDb, usePostgres } from './db-target';

/** A clean, migrated database for one test file: PGlite in memory, or a fresh PostgreSQL database. */
export async function createTestDatabase(): Promise<Database> {
  if (usePostgres()) {
    const name = `sportdesk_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDb()}`);
    await admin.end();
    const database = await openPostgres(adminUrl(name));
    const close = database.close;
    database.close = async () => {
      await close();
      const cleanup = new pg.Client({ connectionString: adminUrl() });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
    return database;
  }
  const snapshot = process.env.TEST_PGLITE_SNAPSHOT;
  if (!snapshot) throw new Error('TEST_PGLITE_SNAPSHOT missing: run tests through vitest (global setup)');
  return openPglite(undefined, new Blob([readFileSync(snapshot)]));
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The tests' configuration: no background jobs, no log, a fixed secret and public address. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/sportdesk-test-unused', JWT_SECRET: 'test-secret-0123456789abcdef' }),
  jobs: 'off',
  logLevel: 'silent',
  publicUrl: 'http://sportdesk.test',
  ...overrides,
});

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp(config, { database });
  await ensureRoles(database.db);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${++counter}@example.pl`;

/** Creates a confirmed user with the given roles and signs them in; returns the bearer header. */
export async function signedInUser(app: FastifyInstance, roleNames: readonly string[] = [], password = 'Haslo123!') {
  const email = uniqueEmail();
  const user = await app.deps.db.transaction((tx) =>
    insertUser(
      tx,
      { email, password, firstName: 'Test', lastName: 'Użytkownik', confirmedAt: new Date() },
      { roleNames, actorId: null },
    ),
  );
  const response = await app.inject({ method: 'POST', url: '/users/sign_in.json', payload: { user: { email, password } } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const authorization = response.headers.authorization as string;
  return { user, email, password, authorization, headers: { authorization } };
}

export const signedInAdmin = (app: FastifyInstance) => signedInUser(app, ALL_ADMIN_ROLES);

/** Parses an inject reply's JSON body. */
export const body = <T = unknown>(response: { body: string }) =>
  JSON.parse(response.body) as {
    ok: boolean;
    data: T;
    error: { code: string; message: string; fields?: Record<string, string> };
  };
