import { expect, type Locator, type Page } from '@playwright/test';
import { Toasts } from './Toasts';

/** Any create/edit screen built from the shared form fields, FormActions and ConfirmDialog. */
export class FormPage {
  readonly form: Locator;
  readonly saveButton: Locator;
  readonly deleteButton: Locator;
  readonly confirmDialog: Locator;
  readonly heading: Locator;
  readonly toasts: Toasts;

  constructor(readonly page: Page) {
    this.form = page.locator('main form');
    this.saveButton = this.form.getByRole('button', { name: 'Zapisz' });
    this.deleteButton = this.form.getByRole('button', { name: 'Usuń' });
    this.confirmDialog = page.getByRole('dialog', { name: 'Potwierdzenie' });
    this.heading = page.getByRole('heading', { level: 1 });
    this.toasts = new Toasts(page);
  }

  field(label: string) {
    return this.form.getByLabel(label, { exact: false });
  }

  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  /** An MUI X date/time picker (DD.MM.YYYY, 24-hour): types the digits section by section. */
  async fillPicker(label: string, digits: string) {
    await fillPicker(this.page, label, digits);
  }

  async save() {
    await this.saveButton.click();
  }

  async deleteConfirmed() {
    await this.deleteButton.click();
    await expect(this.confirmDialog).toBeVisible();
    await this.confirmDialog.getByRole('button', { name: 'Tak' }).click();
  }
}

/** The group of sections an MUI X picker renders, by its label (required fields add ' *'). */
export const picker = (page: Page, label: string) =>
  page.getByRole('group', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`) });

/** Types a picker's digits from its first section on ('01122026' for 01.12.2026, '1805' for 18:05). */
export async function fillPicker(page: Page, label: string, digits: string) {
  await picker(page, label).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}
