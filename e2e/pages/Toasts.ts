import { expect, type Page } from '@playwright/test';

/** notistack toasts (bottom right). */
export class Toasts {
  constructor(private readonly page: Page) {}

  toast(text: string | RegExp) {
    return this.page.locator('#notistack-snackbar').filter({ hasText: text });
  }

  async expectToast(text: string | RegExp) {
    await expect(this.toast(text).first()).toBeVisible();
  }
}
