import { expect, test } from '@playwright/test';
import { freshCompanyUser } from './admin';
import { demoUsers } from './demo';
import { LoginPage } from './pages/LoginPage';
import { SettingsPage } from './pages/SettingsPage';
import { sessionOf } from './signedIn';

test.describe('settings (the spec’s validation rules and the spec’s error catalogue)', () => {
  test.beforeEach(async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
  });

  test('an e-mail of another user is refused with the spec’s message', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();
    await settings.email.fill('acme.user@example.com');
    await settings.save.click();
    await expect(page.getByText('Email is already in use! Please choose another one.')).toBeVisible();
  });

  // What the forms refuse before sending (empty, long, malformed, mismatch, short) is a component
  // test (web/src/features/settings/components/SettingsForms.test.tsx); here the server's answers.
  test('password change: a wrong current password', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();
    await settings.currentPassword.fill('not-my-password');
    await settings.newPassword.fill('Another-pass-2026');
    await settings.confirmPassword.fill('Another-pass-2026');
    await settings.changePassword.click();
    await expect(page.getByText('The password could not be changed.')).toBeVisible();
  });
});

test.describe('settings of a user of its own (the spec’s error catalogue)', () => {
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
