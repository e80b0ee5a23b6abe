/**
 * The embedded database against PostgreSQL (docs/decisions.md, "The embedded database's read cache"): the same
 * seeded random sequence of API operations — sign-in, lists with filters and pages, creating and editing sports,
 * locations and activities, registering and confirming players, top-ups, booking and paying from the wallet,
 * resigning, signing out, password changes, deactivation — runs against PGlite opened as production opens it (in
 * its worker thread, with the prepared statements and the read cache on) and against PostgreSQL, and every reply
 * must be the same, status and body, once the moments of writing and random codes are set aside. Each write is
 * followed by the reads that must see it, so a stale answer of the read cache fails the test.
 *
 * Runs in the PostgreSQL run of the suite (TEST_DATABASE=postgres, as CI runs it). The seed is fresh on every run
 * and printed (replay: FC_SEED=<seed>); FC_RUNS raises the number of sequences.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { ALL_ADMIN_ROLES } from '@sportdesk/contract';
import { buildApp } from '../app';
import { migrateDatabase, openDatabase, type Database } from '../db/client';
import { ensureRoles } from '../modules/roles/service';
import { insertUser } from '../modules/users/service';
import { createTestDatabase, testConfig } from './app';
import { usePostgres } from './db-target';
import { normalise, opArbitrary, opening, Side, type Op } from './differential-ops';
import { propertySeed } from './property-seed';

/** 3 sequences of ~40 operations (about half a minute here); `FC_RUNS` raises it for a longer hunt. */
const RUNS = Number(process.env.FC_RUNS) || 3;
const ADMIN = { email: 'admin.roznice@example.pl', password: 'Haslo123!' };

interface Target {
  app: FastifyInstance;
  database: Database;
  adminId: number;
  close(): Promise<void>;
}

async function start(database: Database): Promise<Target> {
  const app = await buildApp(testConfig(), { database });
  await ensureRoles(database.db);
  await app.ready();
  const admin = await database.db.transaction((tx) =>
    insertUser(
      tx,
      { ...ADMIN, firstName: 'Ada', lastName: 'Administratorka', confirmedAt: new Date() },
      { roleNames: ALL_ADMIN_ROLES, actorId: null },
    ),
  );
  return { app, database, adminId: admin.id, close: () => app.close().then(() => database.close()) };
}

// Skipped in the PGlite run: there is no PostgreSQL to compare with (TEST_DATABASE=postgres runs it).
describe.skipIf(!usePostgres())(
  'PGlite (thread, prepared statements, read cache) answers as PostgreSQL does [TEST_DATABASE=postgres only]',
  () => {
    const SEED = usePostgres() ? propertySeed('differential') : 0;
    let postgres: Target;
    let pglite: Target;
    let dataDir: string;

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'sportdesk-differential-'));
      const embedded = await openDatabase({ dataDir, pgliteReadCache: true });
      await migrateDatabase(embedded);
      [postgres, pglite] = await Promise.all([createTestDatabase().then(start), start(embedded)]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([postgres?.close(), pglite?.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('gives the same replies to a random sequence of operations', async () => {
      expect(pglite.database.kind).toBe('pglite');
      expect(postgres.database.kind).toBe('postgres');
      expect(pglite.adminId, 'both databases start from the same state').toBe(postgres.adminId);
      const started = Date.now();
      let run = 0;
      let compared = 0;
      const sides = new Map<Target, Side>();
      await fc.assert(
        fc.asyncProperty(fc.array(opArbitrary, { minLength: 30, maxLength: 45 }), async (ops) => {
          run++;
          const publishDate = new Date(Date.now() - 86_400_000).toISOString();
          // The admin's session carries over from one run to the next; everything else starts anew.
          const side = (t: Target) => {
            const s = new Side(t === pglite ? 'pglite' : 'postgres', t.app, { id: t.adminId, ...ADMIN }, run, publishDate);
            s.admin.auth = sides.get(t)?.admin.auth ?? null;
            sides.set(t, s);
            return s;
          };
          const [a, b] = [side(postgres), side(pglite)];
          const all: Op[] = [...opening, ...ops];
          for (const [i, op] of all.entries()) {
            const from = a.replies.length;
            await a.apply(op);
            await b.apply(op);
            const expected = a.replies.slice(from).map(normalise);
            const actual = b.replies.slice(from).map(normalise);
            compared += expected.length;
            expect(actual, `run ${run}, step ${i + 1}: ${JSON.stringify(op)} (seed ${SEED})`).toEqual(expected);
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      console.log(
        `[fast-check] differential: ${RUNS} runs, ${compared} replies compared in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }, 240_000);
  },
);
