import { expect, test } from './support/fixtures';
import { uniqueName } from './support/admin';
import { seedActivity } from './support/activities';

test.use({ viewport: { width: 1440, height: 900 } });

test('the back office shell is on screen before any screen code arrives, then the screen fills it', async ({
  adminPage: page,
  request,
}) => {
  // The document's own scripts: its entry and what the entry preloads. Every other chunk is a screen's or a
  // deferred piece's; they are held (the real replies, sent late) until the shell shows.
  const html = await (await request.get('/activities', { headers: { Accept: 'text/html' } })).text();
  const documentScripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  expect(documentScripts.size).toBeGreaterThan(0);
  let releaseChunks!: () => void;
  const shellShown = new Promise<void>((resolve) => (releaseChunks = resolve));
  const held: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (!documentScripts.has(pathname)) {
      held.push(pathname);
      await shellShown;
    }
    await route.continue();
  });

  await page.goto('/activities');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Zajęcia' })).toBeVisible();
  await expect(page.getByPlaceholder('Szukaj użytkowników, zajęć i grup…')).toBeVisible();
  await expect(page.getByRole('status').first()).toBeVisible();
  expect(held.some((path) => path.includes('ActivityListPage'))).toBe(true);
  releaseChunks();
  await expect(page.getByRole('heading', { name: 'Zajęcia' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Zajęcia' })).toBeVisible();
});

test('row and header tooltips show on hover and on keyboard focus, the focus staying on its button', async ({
  adminPage: page,
  request,
  adminToken,
}) => {
  // A row of its own: the list filtered to an activity this test made.
  const suffix = uniqueName('tip');
  await seedActivity(request, adminToken, suffix);
  await page.goto(`/activities?with_name=${encodeURIComponent(`Gierka ${suffix}`)}`);
  const preview = page.getByRole('link', { name: /^Podgląd zajęć \d+$/ }).first();
  await preview.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Podgląd');
  await page.mouse.move(0, 450);
  await expect(page.getByRole('tooltip')).toBeHidden();

  const menuButton = page.getByRole('button', { name: 'Przełącz menu' });
  await menuButton.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(menuButton).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
  await expect(menuButton).toBeFocused();
});
