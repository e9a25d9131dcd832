import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo';

/** Page object for /login (Cloudscape form: labelled inputs, one primary button). */
export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly errorAlert: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('User name');
    this.password = page.getByLabel('Password');
    this.submit = page.getByRole('button', { name: 'Sign in' });
    this.errorAlert = page.getByRole('alert').or(page.locator('[data-testid="notice"]'));
  }

  async goto() {
    await this.page.goto('/login');
    await expect(this.username).toBeVisible();
  }

  async signIn(login: string, password: string) {
    await this.username.fill(login);
    await this.password.fill(password);
    await this.submit.click();
  }

  async signInAs(user: { login: string }) {
    await this.goto();
    await this.signIn(user.login, DEMO_PASSWORD);
    await expect(this.page).toHaveURL(/\/home$/);
  }
}
