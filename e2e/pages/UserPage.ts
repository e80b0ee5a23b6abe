import { expect, type Locator, type Page } from '@playwright/test';
import { Toasts } from './Toasts';

/** `/users/{id}`: header cards, the tab strip and the forms inside the tabs. */
export class UserPage {
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly toasts: Toasts;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.tabs = page.getByRole('tablist', { name: 'Zakładki użytkownika' });
    this.toasts = new Toasts(page);
    this.confirmDialog = page.getByRole('dialog');
  }

  async goto(id: number, tab?: string) {
    await this.page.goto(`/users/${id}${tab ? `?tab=${tab}` : ''}`);
    await expect(this.tabs).toBeVisible();
  }

  async openTab(label: string) {
    await this.tabs.getByRole('tab', { name: label, exact: true }).click();
  }

  /** A form inside the open tab, by its accessible name (e.g. 'Profil', 'Poziomy'). */
  form(name: string) {
    return this.page.getByRole('form', { name });
  }

  card(title: string) {
    return this.page.getByRole('region', { name: title });
  }

  async choose(scope: Locator, label: string, option: string | RegExp) {
    await scope.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option }).first().click();
  }

  idFromUrl() {
    return Number(/\/users\/(\d+)/.exec(this.page.url())?.[1]);
  }
}
