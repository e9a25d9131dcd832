import { expect, test } from '@playwright/test';
import { demoUsers } from './demo';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { sessionOf, signedInAs } from './signedIn';

test.describe('shell and guards (the spec’s screens)', () => {
  test('going to login with a token refreshes authentication and goes home', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const revalidated = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/session');
    await page.goto('/login');
    expect((await revalidated).status()).toBe(200);
    await expect(page).toHaveURL(/\/home$/);
    await expect(new Shell(page, demoUsers.acmeAdmin.fullName).heading).toHaveText('Welcome, Alice');
  });

  test('an unmatched path shows Not Found, signed in or not', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found · ESG Reporting');

    await sessionOf(page, demoUsers.acmeAdmin);
    await page.goto('/environmental/not_a_page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('button', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('error pages say what happened', async ({ page }) => {
    const expected: Record<string, string> = {
      400: 'Bad request',
      403: 'Not authorized',
      404: 'Page not found',
      405: 'Method not allowed',
      500: 'Internal server error',
    };
    for (const [code, title] of Object.entries(expected)) {
      await page.goto(`/error/${code}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(`Error ${code}`)).toBeVisible();
    }
  });

  test('the user menu leads to settings and the personal profile, and shows the version', async ({ page }) => {
    await signedInAs(page, demoUsers.acmeAdmin);
    const shell = new Shell(page, demoUsers.acmeAdmin.fullName);

    await shell.openUserMenu();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(shell.heading).toHaveText('Settings');
    await expect(page).toHaveTitle('Settings · ESG Reporting');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();

    await shell.openUserMenu();
    await page.getByRole('menuitem', { name: 'Personal profile' }).click();
    await expect(shell.heading).toHaveText('Personal profile');
    await expect(page.getByText('Company administrator')).toBeVisible();
    await expect(page.getByText('Acme Holdings Ltd')).toBeVisible();
    await expect(page.getByText('This session')).toBeVisible();

    await shell.openUserMenu();
    await expect(page.getByRole('menuitem', { name: 'Version 1.3.0' })).toBeVisible();
  });

  test('the reporting-year selector changes the year the pages show', async ({ page }) => {
    await signedInAs(page, demoUsers.acmeAdmin);
    await expect(page.getByTestId('reporting-year')).toHaveText('Reporting year ending 31-12-2025');

    await page.getByRole('button', { name: 'Year ending 31-12-2025' }).click();
    await page.getByRole('menuitemcheckbox', { name: '31-12-2024' }).click();
    await expect(page.getByTestId('reporting-year')).toHaveText('Reporting year ending 31-12-2024');
    expect(await page.evaluate(() => localStorage.getItem('year'))).toBe('2024-12-31');

    await page.reload();
    await expect(page.getByTestId('reporting-year')).toHaveText('Reporting year ending 31-12-2024');
  });

  test('a platform administrator without a company has no year selector', async ({ page }) => {
    await signedInAs(page, demoUsers.platformAdmin);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Pat');
    await expect(page.getByRole('button', { name: /Year ending/ })).toHaveCount(0);
  });

  test('a company page refuses a platform administrator, and administration the auditor, with the 403 page', async ({
    page,
  }) => {
    await sessionOf(page, demoUsers.platformAdmin);
    const companyPages = ['/dashboard', '/environmental/water', '/social/employment', '/reporting/generate_report'];
    for (const path of [...companyPages, '/excel', '/administration/auditors']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/error\/403$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not authorized');
    }
    await page.goto('/administration/system_config');
    await expect(page).toHaveURL(/\/administration\/system_config$/);

    // The invited auditor (ADR 0115) is no company user at level ≤ 1: refused, not sent to Company subscription.
    await page.evaluate(() => localStorage.clear());
    await new LoginPage(page).signInAs({ login: 'acme.auditor' });
    for (const path of ['/administration/users', '/administration/audit_log']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/error\/403$/);
    }
  });
});
