import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedFirstPgliteStart } from './first-start';

describe('the first start on PGlite seeds in a process of its own', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sportdesk-first-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('leaves PostgreSQL, a start without demo data and an existing database to the server', async () => {
    expect(await seedFirstPgliteStart({ databaseUrl: 'postgres://127.0.0.1/x', seedDemo: true, dataDir })).toBe(false);
    expect(await seedFirstPgliteStart({ databaseUrl: undefined, seedDemo: false, dataDir })).toBe(false);
    mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '18\n');
    expect(await seedFirstPgliteStart({ databaseUrl: undefined, seedDemo: true, dataDir })).toBe(false);
  });
});
