import { expect, type Locator, type Page } from '@playwright/test';

export interface NewUserInput {
  login: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

/** Page object for /administration/users (English labels; other languages pass their own). */
export class AdminUsersPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Users' });
    this.search = page.getByRole('searchbox', { name: 'Find users by login, name or e-mail' });
    this.dialog = page.getByRole('dialog');
  }

  async goto() {
    await this.page.goto('/administration/users');
    await expect(this.heading).toBeVisible();
  }

  row(login: string): Locator {
    // The login is the row header (Cloudscape `isRowHeader`).
    return this.page.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: login, exact: true }) });
  }

  async find(login: string) {
    await this.search.fill(login);
    await expect(this.row(login)).toBeVisible();
  }

  async select(login: string) {
    await this.find(login);
    await this.page.getByRole('radio', { name: `Select ${login}` }).check();
  }

  action(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Chooses an option of a Cloudscape Select labelled `label` inside the open dialog. */
  async choose(label: string, option: string) {
    await this.dialog.getByLabel(label, { exact: true }).click();
    await this.page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
  }

  async createUser(user: NewUserInput) {
    await this.action('Create user').click();
    await this.dialog.getByLabel('Login').fill(user.login);
    await this.dialog.getByLabel('First name').fill(user.firstName);
    await this.dialog.getByLabel('Last name').fill(user.lastName);
    await this.dialog.getByLabel('E-mail').fill(user.email);
    await this.choose('Role', user.role);
    await this.dialog.getByRole('button', { name: 'Create user' }).click();
  }
}
