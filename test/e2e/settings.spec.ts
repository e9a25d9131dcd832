import { expect, test } from '@playwright/test';
import { freshCompanyUser } from './admin';
import { DEMO_PASSWORD, demoUsers } from './demo';
import { LoginPage } from './pages/LoginPage';
import { SettingsPage } from './pages/SettingsPage';
import { signedInAs } from './signedIn';

test.describe('settings (spec §5, §8)', () => {
  test.beforeEach(async ({ page }) => {
    await signedInAs(page, demoUsers.acmeAdmin);
  });

  test('user details show the spec’s validation messages', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();

    await settings.firstName.fill('');
    await settings.lastName.fill('x'.repeat(51));
    await settings.email.fill('not-an-email');
    await settings.save.click();
    await expect(page.getByText('Your first name is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('Your last name cannot be longer than 50 characters', { exact: true })).toBeVisible();
    await expect(page.getByText('Your email is invalid.', { exact: true })).toBeVisible();

    await settings.firstName.fill('   ');
    await settings.lastName.fill('');
    await settings.email.fill('a@b');
    await settings.save.click();
    await expect(
      page.getByText('Your first name is required to be at least 1 character', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Your last name is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('Your email is required to be at least 5 characters.', { exact: true })).toBeVisible();
  });

  test('an e-mail of another user is refused with the spec’s message', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();
    await settings.email.fill('acme.user@example.com');
    await settings.save.click();
    await expect(page.getByText('Email is already in use! Please choose another one.')).toBeVisible();
  });

  test('password change: mismatch and a wrong current password', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();
    await settings.currentPassword.fill(DEMO_PASSWORD);
    await settings.newPassword.fill('Another-pass-2026');
    await settings.confirmPassword.fill('Different-pass-2026');
    await settings.changePassword.click();
    await expect(page.getByText('The password and its confirmation do not match!', { exact: true })).toBeVisible();

    await settings.newPassword.fill('short');
    await settings.confirmPassword.fill('short');
    await settings.changePassword.click();
    await expect(
      page.getByText('Your password is required to be at least 8 characters.', { exact: true }),
    ).toBeVisible();

    await settings.currentPassword.fill('not-my-password');
    await settings.newPassword.fill('Another-pass-2026');
    await settings.confirmPassword.fill('Another-pass-2026');
    await settings.changePassword.click();
    await expect(page.getByText('The password could not be changed.')).toBeVisible();
  });
});

test.describe('settings of a user of its own (spec §8)', () => {
  test('saving valid details says Settings saved! and updates the greeting', async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    // Renaming a shared demo user would show in the greeting of tests running beside this one.
    const user = await freshCompanyUser(browser, request, 'en');
    await new LoginPage(page).signInAs(user);
    const settings = new SettingsPage(page);
    await settings.goto();
    await settings.firstName.fill('Benny');
    await settings.save.click();
    await expect(page.getByText('Settings saved!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Benny Wong' })).toBeVisible();
  });
});
