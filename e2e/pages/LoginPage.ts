import type { Locator, Page } from '@playwright/test';
import { Toasts } from './Toasts';

/** `/auth`: the sign-in modal and the password-recovery modal. */
export class LoginPage {
  readonly dialog: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly forgotPassword: Locator;
  readonly recovery: { dialog: Locator; email: Locator; send: Locator; cancel: Locator };
  readonly toasts: Toasts;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Zaloguj się' });
    this.email = this.dialog.getByLabel('E-mail');
    this.password = this.dialog.getByLabel('Hasło');
    this.submit = this.dialog.getByRole('button', { name: 'Zaloguj' });
    this.forgotPassword = this.dialog.getByRole('button', { name: 'Nie pamiętasz hasła?' });
    const recoveryDialog = page.getByRole('dialog', { name: 'Odzyskiwanie hasła' });
    this.recovery = {
      dialog: recoveryDialog,
      email: recoveryDialog.getByLabel('E-mail'),
      send: recoveryDialog.getByRole('button', { name: 'Wyślij' }),
      cancel: recoveryDialog.getByRole('button', { name: 'Anuluj' }),
    };
    this.toasts = new Toasts(page);
  }

  async goto() {
    await this.page.goto('/auth');
    await this.dialog.waitFor();
  }

  async signIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
