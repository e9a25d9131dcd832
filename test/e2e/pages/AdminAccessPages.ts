import { expect, type Locator, type Page } from '@playwright/test';

/** Page objects for /administration/role, /privilege and /authorization; labels default to English. */
export class AdminTablePage {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly path: string,
    readonly title: string,
  ) {
    this.dialog = page.getByRole('dialog');
  }

  async goto() {
    await this.page.goto(this.path);
    await expect(this.page.getByRole('heading', { level: 1, name: this.title })).toBeVisible();
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  async select(label: string) {
    await this.page.getByRole('radio', { name: label, exact: true }).check();
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }
}

export class AuthorizationPage {
  readonly roleSelect: Locator;
  readonly preview: Locator;

  constructor(
    readonly page: Page,
    readonly labels = { title: 'Page authorization', role: 'Role', preview: 'Navigation preview' },
  ) {
    this.roleSelect = page.getByLabel(labels.role, { exact: true });
    this.preview = page.getByTestId('navigation-preview').filter({ hasText: labels.preview });
  }

  async goto() {
    await this.page.goto('/administration/authorization');
    await expect(this.page.getByRole('heading', { level: 1, name: this.labels.title })).toBeVisible();
  }

  async chooseRole(name: string) {
    await this.roleSelect.click();
    await this.page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  }

  showCheckbox(pageTitle: string, show = 'Show'): Locator {
    return this.page.getByRole('checkbox', { name: `${show} ${pageTitle}`, exact: true });
  }
}
