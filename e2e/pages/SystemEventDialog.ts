import { expect, type Locator, type Page } from '@playwright/test';

/** The system event create/edit dialog with its comments timeline (list page and dashboard alike). */
export class SystemEventDialog {
  readonly dialog: Locator;
  readonly form: Locator;
  readonly message: Locator;
  readonly status: Locator;
  readonly assignee: Locator;
  readonly save: Locator;
  readonly comments: Locator;
  readonly commentForm: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /zdarzenie/i });
    this.form = this.dialog.getByRole('form', { name: 'Zdarzenie' });
    this.message = this.form.getByLabel('Wiadomość');
    this.status = this.form.getByRole('combobox', { name: 'Status' });
    this.assignee = this.form.getByRole('combobox', { name: 'Przypisany' });
    this.save = this.form.getByRole('button', { name: 'Zapisz' });
    this.comments = this.dialog.getByRole('list', { name: 'Komentarze' });
    this.commentForm = this.dialog.getByRole('form', { name: 'Dodaj komentarz' });
  }

  async chooseAssignee(search: string, option: string | RegExp) {
    await this.assignee.fill(search);
    await this.page.getByRole('option', { name: option }).click();
  }

  async chooseStatus(label: string) {
    await this.status.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  async addComment(text: string) {
    await this.commentForm.getByLabel('Komentarz').fill(text);
    await this.commentForm.getByRole('button', { name: 'Dodaj komentarz' }).click();
    await expect(this.comments).toContainText(text);
  }
}
