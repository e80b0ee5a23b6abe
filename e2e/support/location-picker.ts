import { expect, type Page } from '@playwright/test';

/** The activity form's venue picker searches on the server: type part of the name, then choose the option. */
export async function pickLocation(page: Page, name: string) {
  const box = page.getByRole('combobox', { name: 'Lokalizacja' });
  await box.fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(box).toHaveValue(new RegExp(name));
}
