import type { Locator, Page } from '@playwright/test';
import { Toasts } from './Toasts';

/** The admin layout around every signed-in screen. */
export class AppShell {
  readonly menu: Locator;
  readonly notifications: Locator;
  readonly heading: Locator;
  readonly toasts: Toasts;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Menu główne' });
    this.notifications = page.getByRole('link', { name: /^Powiadomienia/ });
    this.heading = page.getByRole('heading', { level: 1 });
    this.toasts = new Toasts(page);
  }

  menuLink(label: string) {
    return this.menu.getByRole('link', { name: label });
  }

  profileButton(userLabel: string) {
    return this.page.getByRole('button', { name: userLabel });
  }

  async signOut(userLabel: string) {
    await this.profileButton(userLabel).click();
    await this.page.getByRole('menuitem', { name: 'Wyloguj' }).click();
  }
}
