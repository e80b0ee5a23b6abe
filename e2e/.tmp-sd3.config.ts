// Temporary local config (not committed): the shared config on another port, with a private web build.
import base from './playwright.config';
const PORT = 3143;
const baseURL = `http://127.0.0.1:${PORT}`;
export default {
  ...base,
  testMatch: ['system-events.spec.ts', 'search.spec.ts', 'dashboard.spec.ts', 'zz-sd3-screens.spec.ts'],
  outputDir: '/tmp/sd3-e2e-results',
  use: { ...base.use, baseURL },
  projects: base.projects?.map((p) => ({ ...p, use: { ...p.use, baseURL } })),
  webServer: {
    ...(base.webServer as object),
    url: `${baseURL}/api/v2/health`,
    env: { ...(base.webServer as { env: Record<string, string> }).env, PORT: String(PORT), WEB_DIST: '/tmp/sd3-dist', DATA_DIR: process.env.E2E_DATA_DIR! },
  },
};
