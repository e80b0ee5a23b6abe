import type { Page } from '@playwright/test';
import { msg } from '@sportdesk/contract';
import { expect, test } from './support/fixtures';
import { adminCalls } from './support/activities';
import { uniqueName } from './support/admin';
import { GUARDED_FORM_PATHS, seedDetailScreens, waitForScreen } from './support/screens';

/**
 * Every form of the back office warns before typed data is lost: each form route gets typing in a
 * field, then a menu click must ask 'Niezapisane zmiany'; staying keeps the typing.
 */
const unsaved = (page: Page) => page.getByRole('dialog', { name: msg.unsavedTitle });

/** The first plain text field of the form: not a picker, an autocomplete, a number or a read-only field. */
const firstTextField = (page: Page) =>
  page
    .locator('main form')
    .first()
    .locator(
      'input[type="text"]:not([readonly]):not([disabled]):not([aria-autocomplete]):not([inputmode]), textarea:not([readonly]):not([disabled]):not([aria-hidden])',
    )
    .first();

async function expectGuard(page: Page, path: string) {
  await page.goto(path);
  await waitForScreen(page);
  const field = firstTextField(page);
  const typed = uniqueName('zmiana');
  await field.fill(typed);
  await page.getByRole('navigation').getByRole('link', { name: 'Zajęcia', exact: true }).first().click();
  await expect(unsaved(page), path).toContainText(msg.unsavedText);
  await unsaved(page).getByRole('button', { name: msg.unsavedStay }).click();
  await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(field, path).toHaveValue(typed);
}

test('every back-office form asks before unsaved changes are lost', async ({ adminPage: page, request, adminToken }) => {
  test.setTimeout(300_000);
  const s = await seedDetailScreens(request, adminToken, uniqueName('Niezap'));
  const { post } = adminCalls(request, adminToken);
  const group = await post('/api/v2/admin/competition_groups', {
    competition_group: { name: `Grupa ${s.suffix}`, description: 'Opis grupy' },
  });
  const editPaths = [
    `/sports/${s.sportId}`,
    `/locations/${s.locationId}`,
    `/main_page_tiles/${s.tileId}`,
    `/settings/${s.settingId}`,
    `/promo-codes/${s.promoCodeId}`,
    `/terminal_logins/${s.terminalLoginId}/edit`,
    `/activities/${s.activityId}/edit`,
    `/activity_templates/${s.templateId}`,
  ];
  for (const path of [...GUARDED_FORM_PATHS, ...editPaths]) await expectGuard(page, path);

  // 'Edytuj Grupę': a tab switch keeps the typing, a menu click asks, a reload asks the browser.
  await page.goto(`/competition-groups/${group.id}`);
  await waitForScreen(page);
  await page.getByRole('tab', { name: 'Edytuj Grupę' }).click();
  const name = page.getByRole('tabpanel', { name: 'Edytuj Grupę' }).getByRole('textbox', { name: 'Nazwa' });
  const typed = uniqueName('Grupa');
  await name.fill(typed);
  const editTab = page.getByRole('tab', { name: 'Edytuj Grupę' });
  await page.getByRole('tablist').filter({ has: editTab }).getByRole('tab').first().click();
  await expect(name).toBeHidden();
  await page.getByRole('tab', { name: 'Edytuj Grupę' }).click();
  await expect(name).toHaveValue(typed);
  await page.getByRole('navigation').getByRole('link', { name: 'Zajęcia', exact: true }).first().click();
  await expect(unsaved(page)).toContainText(msg.unsavedText);
  await unsaved(page).getByRole('button', { name: msg.unsavedStay }).click();
  await expect(name).toHaveValue(typed);
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
});
