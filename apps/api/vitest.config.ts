import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file gets its own database; two files at a time fit the 2-core machine. The two worker
    // processes keep their imported modules from one file to the next (isolate: false): importing the app
    // again for each of the ~90 files cost more than a third of a run. Files share no module state they
    // change: each builds its own app and database, and every stub is put back (restoreMocks, unstubEnvs).
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1, isolate: false } },
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  },
});
