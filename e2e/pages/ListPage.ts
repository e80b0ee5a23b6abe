import { expect, type Locator, type Page } from '@playwright/test';
import { Toasts } from './Toasts';

/** Any list screen built from the shared FilterBar and DataTable. */
export class ListPage {
  readonly filters: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly pagerLabel: Locator;
  readonly addButton: Locator;
  readonly toasts: Toasts;

  constructor(
    readonly page: Page,
    readonly path: string,
  ) {
    this.filters = page.getByRole('search', { name: 'Filtry' });
    this.table = page.getByRole('table');
    this.rows = this.table.locator('tbody tr');
    this.pagerLabel = page.getByText(/^\d+-\d+ z \d+$/);
    this.addButton = page.getByRole('link', { name: 'Dodaj' });
    this.toasts = new Toasts(page);
  }

  async goto(query = '') {
    await this.page.goto(`${this.path}${query}`);
    await this.waitForRows();
  }

  /** Waits until the table shows rows or its empty/error text, not the spinner. */
  async waitForRows() {
    await expect(this.table).toHaveAttribute('aria-busy', 'false');
  }

  filter(label: string) {
    return this.filters.getByLabel(label, { exact: true });
  }

  async applyFilters(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) {
      await this.filter(label).fill(value);
      await expect(this.filter(label)).toHaveValue(value);
    }
    await this.filters.getByRole('button', { name: 'Filtruj' }).click();
    await this.waitForRows();
  }

  /** Clears the filters and waits until the address has none, so the next typing is not reset under it. */
  async clearFilters() {
    await this.filters.getByRole('button', { name: 'Wyczyść' }).click();
    await expect
      .poll(() => [...new URL(this.page.url()).searchParams.keys()].some((key) => key.startsWith('with_') || key === 'search'))
      .toBe(false);
    await this.waitForRows();
  }

  row(text: string) {
    return this.rows.filter({ hasText: text });
  }

  async setPageSize(size: number) {
    await this.page.getByRole('combobox', { name: /Wierszy na stronę/ }).click();
    await this.page.getByRole('option', { name: String(size), exact: true }).click();
    await this.waitForRows();
  }

  async nextPage() {
    await this.page.getByRole('button', { name: 'Przejdź do następnej strony' }).click();
    await this.waitForRows();
  }

  async sortBy(header: string) {
    await this.table.getByRole('columnheader').getByRole('button', { name: header }).click();
    await this.waitForRows();
  }
}
