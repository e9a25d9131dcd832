import type { Locator, Page } from '@playwright/test';

/** Page object for /settings: the user-details form and the password form. */
export class SettingsPage {
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly save: Locator;
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly changePassword: Locator;

  constructor(readonly page: Page) {
    const details = page.getByRole('form', { name: 'User details' });
    const password = page.getByRole('form', { name: 'Change password' });
    this.firstName = details.getByLabel('First name');
    this.lastName = details.getByLabel('Last name');
    this.email = details.getByLabel('E-mail');
    this.save = details.getByRole('button', { name: 'Save' });
    this.currentPassword = password.getByLabel('Current password');
    this.newPassword = password.getByLabel('New password', { exact: true });
    this.confirmPassword = password.getByLabel('New password confirmation');
    this.changePassword = password.getByRole('button', { name: 'Change password' });
  }

  async goto() {
    await this.page.goto('/settings');
    await this.firstName.waitFor();
  }
}
