import { expect, test, type Page } from '@playwright/test';
import { apiAs, unique } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { mailsTo } from './mail';
import { AdminSubscriptionPage } from './pages/AdminSubscriptionPage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { asPlatform, NEW_COMPANY_PASSWORD, newCompanySignedIn, newCompanyWithYears, SUBSCRIPTION } from './newCompany';
import { dropSharedSession, signedInAs } from './signedIn';

const place = { city: 'Hong Kong', country: 'HK', district: 'wan-chai', locationType: 'office', inBoundary: 'yes' };

/** Journeys that used to end in a dead end. */
test.describe('journeys without a dead end', () => {
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
    // Seeded through the API: FY2026 with one location and one electricity row, then FY2027 with the same boundary.
    await newCompanyWithYears(
      page,
      'copy',
      [
        { start: '2026-01-01', end: '2026-12-31' },
        { start: '2027-01-01', end: '2027-12-31' },
      ],
      '2027-12-31',
    );
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
    await apiAs(page, 'POST', '/api/page-data/reporting_boundaries/2027-12-31/copy-from-last-year');
    const companyId = (await apiAs<{ company: { id: string } }>(page, 'GET', '/api/session')).company.id;

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

// The platform's side lives in this file too: first-year approval is a platform-wide setting, and a
// file's tests run one after another, so no self-service start above runs while it is on (ADR 0046).
/** The platform setting on for the one call `body` makes: other suites' self-service starts expect it off (ADR 0046). */
async function withApproval(page: Page, body: () => Promise<void>) {
  const set = async (approveFirstYears: boolean) => {
    const { version } = await asPlatform<{ version: number }>(page, 'GET', '/api/platform/settings');
    await asPlatform(page, 'PUT', '/api/platform/settings', { approveFirstYears, version });
  };
  await set(true);
  try {
    await body();
  } finally {
    await set(false);
  }
}

/** The platform's side of the journeys — approval of a first year, platform staff's Home. */
test.describe('journeys without a dead end: the platform', () => {
  test('a first year asked for while approval is required: awaiting approval, mail, platform Home, approval from the companies list, then the company reaches Home with its year', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // A self-registered company, activated and signed in through the login page: it has no year yet.
    const company = unique('Approval Ltd ');
    const login = await newCompanySignedIn(page, 'appr', { companyName: company });

    // The platform requires approval: Subscribe asks for the year, and the page says it awaits approval.
    const start = page.locator('form').filter({ has: page.getByRole('button', { name: 'Subscribe' }) });
    await start.getByLabel('Financial year start').fill('01-01-2026');
    await start.getByLabel('Financial year end').fill('31-12-2026');
    const mailsBefore = (await mailsTo('platform.admin@example.com')).length;
    await withApproval(page, async () => {
      await start.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText('Awaiting approval', { exact: true })).toBeVisible();
    });
    await expect(
      page.getByText(/asked to subscribe to its first reporting year, 01-01-2026 to 31-12-2026/),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${SUBSCRIPTION}$`));
    await expectNoSeriousA11yViolations(page, 'Company subscription (awaiting approval)');
    // Platform administrators are e-mailed (the SES stand-in's inbox).
    await expect
      .poll(async () => (await mailsTo('platform.admin@example.com')).slice(mailsBefore).map((m) => m.subject))
      .toContain(`ESG Platform: ${company} asks to start its first reporting year`);

    // Platform staff's Home: companies, subscriptions and the pending approval — not a company's missing year.
    await dropSharedSession(page);
    await signedInAs(page, demoUsers.platformAdmin);
    await expect(page.getByRole('heading', { name: 'Companies and subscriptions' })).toBeVisible();
    await expect(page.getByText('No reporting year has been set up for your company yet.')).toHaveCount(0);
    const homeRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: company, exact: true }) });
    await expect(homeRow).toContainText('Awaiting approval: 01-01-2026 to 31-12-2026');
    await expect(page.getByRole('row').filter({ hasText: 'Acme Holdings Ltd' }).first()).toContainText('31-12-2025');
    await expectNoSeriousA11yViolations(page, 'Home (platform administrator)');

    // The companies list: onboarding says an end before the start on the end date; then Approve first year.
    await page.getByRole('link', { name: 'Manage companies and subscriptions' }).click();
    const screen = new AdminSubscriptionPage(page);
    await screen.button('Onboard company').click();
    await screen.dialog.getByLabel('Name', { exact: true }).fill(unique('Backwards '));
    await screen.dialog.getByLabel('Start date').fill('01-04-2026');
    await screen.dialog.getByLabel('End date').fill('31-03-2026');
    await screen.dialog.getByLabel('Login').fill(unique('bw'));
    await screen.dialog.getByLabel('E-mail').fill(`${unique('bw')}@example.com`);
    await screen.dialog.getByLabel('First name').fill('Bea');
    await screen.dialog.getByLabel('Last name').fill('Wards');
    await screen.dialog.getByRole('button', { name: 'Onboard company' }).click();
    await expect(screen.dialog.getByText('The end date must be after the start date.')).toBeVisible();
    await expect(screen.dialog.getByLabel('End date')).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Escape');

    await screen.selectCompany(company);
    await expect(screen.row(company)).toContainText('Awaiting approval');
    await expectNoSeriousA11yViolations(page, 'Company subscription (a first year to approve)');
    await screen.button('Approve first year').click();
    await expect(page.getByText(`${company} now subscribes to the reporting year ending 31-12-2026.`)).toBeVisible();
    await expect(screen.row(company)).not.toContainText('Awaiting approval');

    // The company's administrator signs in again and reaches Home with the year.
    await dropSharedSession(page);
    const signIn = new LoginPage(page);
    await signIn.goto();
    await signIn.signIn(login, NEW_COMPANY_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    await expect(new HomePage(page).reportingYear).toHaveText('Reporting year ending 31-12-2026');
  });
});
