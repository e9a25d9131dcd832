import { expect, type Locator, type Page } from '@playwright/test';

export interface Registration {
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  password: string;
}

/** Page object for /register (Cloudscape form labelled "Register"). */
export class RegisterPage {
  readonly form: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Register' });
    this.submit = this.form.getByRole('button', { name: 'Register' });
  }

  async goto() {
    await this.page.goto('/register');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Register');
  }

  async fill(r: Registration, confirmation = r.password) {
    await this.form.getByLabel('User name').fill(r.login);
    await this.form.getByLabel('E-mail').fill(r.email);
    await this.form.getByLabel('First name').fill(r.firstName);
    await this.form.getByLabel('Last name').fill(r.lastName);
    await this.form.getByLabel('Company name').fill(r.companyName);
    await this.form.getByLabel('Password', { exact: true }).fill(r.password);
    await this.form.getByLabel('Password confirmation').fill(confirmation);
  }
}

/** The new-password form of /reset/finish and of an invited user's /activate. */
export class NewPasswordForm {
  readonly newPassword: Locator;
  readonly confirmation: Locator;

  constructor(
    readonly page: Page,
    readonly submitName: string,
  ) {
    this.newPassword = page.getByLabel('New password', { exact: true });
    this.confirmation = page.getByLabel('New password confirmation');
  }

  async submit(password: string, confirmation = password) {
    await this.newPassword.fill(password);
    await this.confirmation.fill(confirmation);
    await this.page.getByRole('button', { name: this.submitName }).click();
  }
}

export const outcome = (page: Page) => ({
  success: page.getByTestId('account-success'),
  failure: page.getByTestId('account-failure'),
});
