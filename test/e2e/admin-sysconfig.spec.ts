import { expect, test } from '@playwright/test';
import { inChinese, registerCompany, unique } from './admin';
import { DIALOG, expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { AdminTablePage } from './pages/AdminAccessPages';
import { sessionOf } from './signedIn';

test.describe('administration: system configuration', () => {
  test('create a configuration, set the new financial year and start it', async ({ page, request }) => {
    const company = unique('Hooli ');
    await registerCompany(request, company);
    await sessionOf(page, demoUsers.platformAdmin);
    const screen = new AdminTablePage(page, '/administration/system_config', 'System configuration');
    await screen.goto();

    await screen.button('Create configuration').click();
    await screen.dialog.getByLabel('Company', { exact: true }).click();
    await page.getByRole('option', { name: company }).click();
    await screen.dialog.getByLabel('Financial year start', { exact: true }).fill('01-01-2025');
    await screen.dialog.getByLabel('Financial year end', { exact: true }).fill('31-12-2025');
    await screen.dialog.getByRole('button', { name: 'Create configuration' }).click();
    await expect(page.getByText(`The configuration of ${company} was created.`)).toBeVisible();
    await expect(screen.row(company)).toContainText('01-01-2025 to 31-12-2025');
    await expect(screen.row(company)).toContainText('Not set');

    // Without a new financial year there is nothing to start.
    await screen.select(`Select ${company}`);
    await screen.button('Start new financial year').click();
    await expect(screen.dialog.getByText(`Set the new financial year of ${company} before starting it.`)).toBeVisible();
    await expect(screen.dialog.getByRole('button', { name: 'Start new financial year' })).toBeDisabled();
    await screen.dialog.getByRole('button', { name: 'Cancel' }).click();

    await screen.button('Edit').click();
    await screen.dialog.getByLabel('New financial year start').fill('01-06-2025');
    await screen.dialog.getByLabel('New financial year end').fill('31-12-2026');
    await screen.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      screen.dialog.getByText('The new financial year must start after the current one ends.'),
    ).toBeVisible();
    await screen.dialog.getByLabel('New financial year start').fill('01-01-2026');
    await screen.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`The configuration of ${company} was saved.`)).toBeVisible();
    await expect(screen.row(company)).toContainText('01-01-2026 to 31-12-2026');

    await screen.button('Start new financial year').click();
    await expect(screen.dialog).toContainText('Start the financial year 01-01-2026 to 31-12-2026');
    await screen.dialog.getByRole('button', { name: 'Start new financial year' }).click();
    await expect(page.getByText(`The financial year ending 31-12-2026 of ${company} has started.`)).toBeVisible();
    await expect(screen.row(company)).toContainText('01-01-2026 to 31-12-2026');
    await expect(screen.row(company)).toContainText('01-01-2027 to 31-12-2027');
  });

  test('the system configuration screen is axe-clean in English and Traditional Chinese', async ({ page }) => {
    await sessionOf(page, demoUsers.platformAdmin);
    const screen = new AdminTablePage(page, '/administration/system_config', 'System configuration');
    await screen.goto();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'system configuration (en)');
    await screen.button('Create configuration').click();
    await expect(screen.dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'create configuration dialog (en)', DIALOG);
    await page.keyboard.press('Escape');
    await inChinese(page, 'hk', async () => {
      await expect(page.getByRole('heading', { level: 1, name: '系統設定' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'system configuration (hk)');
    });
  });
});
