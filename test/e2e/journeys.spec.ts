import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { linkInMail } from './mail';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { signedInAs, stateFile } from './signedIn';

const SUBSCRIPTION = '/administration/company_subscription';
const PASSWORD = 'Welcome-2026!';
const place = { city: 'Hong Kong', country: 'HK', district: 'wan-chai', locationType: 'office', inBoundary: 'yes' };
const year = (start: string, end: string) => ({
  startDate: start,
  endDate: end,
  financialYearStartDate: start,
  financialYearEndDate: end,
});

/** A company registered, activated and signed in through the login page (it has no year yet). */
async function newCompanySignedIn(page: Page, prefix: string) {
  const login = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `${login}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { login, email, firstName: 'Sam', lastName: 'Start', password: PASSWORD, companyName: `Start ${login} Ltd` },
  });
  expect(registered.status()).toBe(201);
  const key = new URL(await linkInMail(email, '/activate?'), 'http://x').searchParams.get('key')!;
  expect((await page.request.put(`/api/auth/activate/${key}`)).status()).toBe(200);
  const signIn = new LoginPage(page);
  await signIn.goto();
  await signIn.signIn(login, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${SUBSCRIPTION}$`));
  return login;
}

/** A platform administrator's call, with the token the setup project saved (no second browser page). */
async function asPlatform(page: Page, method: 'POST' | 'PUT', path: string, data: unknown) {
  const state = JSON.parse(readFileSync(stateFile(demoUsers.platformAdmin), 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  const token = state.origins.flatMap((o) => o.localStorage).find((e) => e.name === 'token')!.value;
  const res = await page.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** Issue 13: journeys that used to end in a dead end. */
test.describe('journeys without a dead end (issue 13)', () => {
  test('a self-registered company starts its first reporting year, reaches Home with it and finds its name and year on Company information (en)', async ({
    page,
  }) => {
    // Signing in to a company without a year lands on Company subscription, which offers the start.
    const login = await newCompanySignedIn(page, 'self');
    const start = page.locator('form').filter({ has: page.getByRole('button', { name: 'Subscribe' }) });
    await expect(page.getByRole('heading', { name: 'Start your first reporting year' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Company subscription (no year yet)');

    // An end before the start is said on the end date; the page stays.
    await start.getByLabel('Financial year start').fill('01-01-2026');
    await start.getByLabel('Financial year end').fill('31-12-2025');
    await start.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('The end date must be after the start date.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${SUBSCRIPTION}$`));

    await start.getByLabel('Financial year end').fill('31-12-2026');
    await start.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/home$/);
    const home = new HomePage(page);
    await expect(page.getByText('Your company subscribes to the reporting year ending 31-12-2026.')).toBeVisible();
    await expect(home.reportingYear).toHaveText('Reporting year ending 31-12-2026');
    // The side navigation marks the page the user is on (its header, the product name, also leads Home).
    await expect(home.navigation.locator('li a[aria-current="page"]')).toHaveText('Home');

    // A data page has the year: no "No reporting year has been set up".
    await home.navigation.getByRole('link', { name: 'Company information' }).click();
    await expect(page).toHaveURL(/\/background\/company_information$/);
    // What was entered once is shown, not asked again: the registered name and the financial year.
    await expect(page.getByRole('textbox', { name: 'Company name (English)' })).toHaveValue(`Start ${login} Ltd`);
    await expect(page.getByRole('textbox', { name: 'Financial year start' })).toHaveValue('01-01-2026');
    await expect(page.getByRole('textbox', { name: 'Financial year end' })).toHaveValue('31-12-2026');
    await expect(page.getByText('No reporting year has been set up for your company yet.')).toHaveCount(0);
  });

  test('a level-1 user sent away from administration is told why and is not trapped (hk)', async ({ page }) => {
    await signedInAs(page, demoUsers.acmeUser);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    const navigation = page.getByRole('navigation', { name: '側邊導覽' });
    const active = navigation.locator('li a[aria-current="page"]');

    await page.goto('/administration/users');
    await expect(page).toHaveURL(new RegExp(`${SUBSCRIPTION}$`));
    await expect(page.getByText('管理頁面只供級別高於 1 的角色使用。', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('公司訂閱');
    await expect(active).toHaveText('公司訂閱');
    await expectNoSeriousA11yViolations(page, 'Company subscription after the level guard (hk)');

    // Home and a data page are reached from Company subscription, and the menu marks where the user is.
    await navigation.getByRole('link', { name: '首頁', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(active).toHaveText('首頁');
    await navigation.getByRole('link', { name: '公司訂閱' }).click();
    await expect(page).toHaveURL(new RegExp(`${SUBSCRIPTION}$`));
    const dataPage = await navigation.locator('a[href^="/background/"]').first().getAttribute('href');
    await navigation.locator(`a[href="${dataPage}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${dataPage}$`));
    await expect(active).toHaveAttribute('href', dataPage!);
  });

  test('a new year copies last year’s electricity rows, and a save after the year is printed says so (en)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await newCompanySignedIn(page, 'copy');
    // Seeded through the API: FY2026 with one location and one electricity row, then FY2027 with the same boundary.
    await apiAs(page, 'POST', '/api/comp/subscribe/2026-01-01/2026-12-31/own');
    await apiAs(page, 'PUT', '/api/page-data/reporting_boundaries/2026-12-31', {
      values: { locations: [{ ...place, name: 'Head office', address: '1 Queen’s Road' }] },
      version: 0,
    });
    const before = await apiAs<{ locations: { id: string }[] }>(page, 'GET', '/api/resource/electricity/2026-12-31');
    await apiAs(page, 'POST', '/api/resource/electricity/newBatch', {
      year: '2026-12-31',
      rows: [
        {
          locationId: before.locations[0]!.id,
          unit: 'kWh',
          months: Array<string>(12).fill('100'),
          attributes: { supplier: 'clp', account: 'E-1' },
        },
      ],
    });
    const session = await apiAs<{ company: { id: string } }>(page, 'GET', '/api/session');
    const companyId = session.company.id;
    await asPlatform(page, 'POST', '/api/compPeriod/new', { companyId, ...year('2027-01-01', '2027-12-31') });
    await apiAs(page, 'POST', '/api/page-data/reporting_boundaries/2027-12-31/copy-from-last-year');
    // Login with a session refreshes it (the new year) and goes Home; the new year is chosen.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
    await page.evaluate(() => localStorage.setItem('year', '2027-12-31'));

    await page.goto('/environmental/electricities');
    await page.getByRole('button', { name: 'Copy from last year' }).click();
    // The notice says what was copied, after the offer has given way to the rows.
    await expect(page.getByText('Rows copied from last year: 1.')).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Monthly figures of / }) });
    await expect(row).toHaveCount(1);
    // Matched to last year's row: its total shows beside the copy, whose months are empty.
    await expect(row.getByRole('cell').filter({ hasText: '1,200 kWh' })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'Electricity after Copy from last year');

    // The year is printed while the page is open: the save says so and the page turns read-only.
    const periods = await apiAs<{ yearEnd: string; version: number }[]>(page, 'GET', '/api/compPeriod');
    const version = periods.find((p) => p.yearEnd === '2027-12-31')!.version;
    await asPlatform(page, 'PUT', '/api/compPeriod/printed', {
      companyId,
      yearEnd: '2027-12-31',
      printed: true,
      version,
    });
    await row.getByRole('button', { name: /^Monthly figures of / }).click();
    await page.getByRole('textbox', { name: /^Jan/ }).fill('120');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(
        'This reporting year has been printed and locked in the meantime, so your changes cannot be saved.',
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    await expect(page.getByTestId('locked-banner')).toBeVisible();
  });
});
