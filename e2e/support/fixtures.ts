import { test as base, expect, type Page } from '@playwright/test';
import { AdminApi, signInToken } from './api';

interface Fixtures {
  /** A page whose browser storage already holds an admin session (token obtained from the API). */
  adminPage: Page;
  adminApi: AdminApi;
}

interface WorkerFixtures {
  adminToken: string;
}

/** Signs `page` in with `token`, stored once per tab (not on every reload), so signing out in a test really signs out. */
export async function seedSession(page: Page, token: string) {
  await page.addInitScript((t) => {
    if (sessionStorage.getItem('e2e-session-seeded')) return;
    sessionStorage.setItem('e2e-session-seeded', '1');
    localStorage.setItem('token', t);
    localStorage.setItem('last_activity', String(Date.now()));
  }, token);
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  adminToken: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await signInToken(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  adminApi: async ({ request, adminToken }, use) => {
    await use(new AdminApi(request, adminToken));
  },

  adminPage: async ({ page, adminToken }, use) => {
    await seedSession(page, adminToken);
    await use(page);
  },
});

export { expect };
