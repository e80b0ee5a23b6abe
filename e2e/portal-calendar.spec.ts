import { readFileSync } from 'node:fs';
import { expect, seedSession, test } from './support/fixtures';
import { expectAccessible, expectNoSidewaysScroll, PORTAL_SIZES } from './support/portal';
import { adminCalls, seedActivity } from './support/activities';
import { createPlayer } from './support/seed';

for (const size of PORTAL_SIZES) {
  test.describe(`portal, kalendarz (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, permissions: ['clipboard-read', 'clipboard-write'] });

    test('the player copies the feed address, the feed lists the booking, a booking downloads as .ics, a new address replaces the old', async ({
      page,
      request,
      adminToken,
    }) => {
      const suffix = `ical${size.width}${Date.now()}`;
      const activityId = await seedActivity(request, adminToken, suffix);
      const player = await createPlayer(request, adminToken, suffix);
      await adminCalls(request, adminToken).post(`/api/v2/admin/activities/${activityId}/participants`, {
        participant: { user_id: player.id },
      });
      await seedSession(page, player.token);

      await page.goto('/portal/zapisy');
      const card = page.getByRole('region', { name: 'Dodaj do kalendarza' });
      await expect(card).toBeVisible();
      const address = card.getByTestId('calendar-feed-url');
      await expect(address).toHaveValue(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
      const url = await address.inputValue();
      await expect(card.getByRole('link', { name: 'Otwórz w aplikacji kalendarza' })).toHaveAttribute(
        'href',
        url.replace(/^https?:\/\//, 'webcal://'),
      );
      await card.getByRole('button', { name: 'Kopiuj adres' }).click();
      await expect(card.getByText('Skopiowano adres kalendarza.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      // What a calendar app gets from that address names the booked activity.
      const path = new URL(url).pathname;
      const feed = await request.get(path);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      expect(await feed.text()).toContain(`Dyscyplina ${suffix}`);

      // One booking as a file.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: new RegExp(`^Pobierz \\.ics — Gierka ${suffix}`) }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`zajecia-${activityId}.ics`);
      const text = readFileSync((await file.path())!, 'utf8');
      expect(text).toContain('BEGIN:VCALENDAR');
      expect(text).toContain(`Dyscyplina ${suffix}`);

      // A new address: the old one stops working.
      await card.getByRole('button', { name: 'Nowy adres' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Utwórz nowy adres' }).click();
      await expect(address).not.toHaveValue(url);
      expect((await request.get(path)).status()).toBe(404);
    });
  });
}
