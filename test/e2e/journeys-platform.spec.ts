import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { registerCompany, unique } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { linkInMail, mailsTo } from './mail';
import { AdminSubscriptionPage } from './pages/AdminSubscriptionPage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { dropSharedSession, signedInAs, stateFile } from './signedIn';

const SUBSCRIPTION = '/administration/company_subscription';

/** A platform administrator's call, with the token the setup project saved (the page stays whoever it is). */
async function asPlatform(page: Page, method: 'GET' | 'PUT', path: string, data?: unknown) {
  const state = JSON.parse(readFileSync(stateFile(demoUsers.platformAdmin), 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  const token = state.origins.flatMap((o) => o.localStorage).find((e) => e.name === 'token')!.value;
  const res = await page.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

/** The platform setting on for the one call `body` makes: other suites' self-service starts expect it off (ADR 0046). */
async function withApproval(page: Page, body: () => Promise<void>) {
  const set = async (approveFirstYears: boolean) => {
    const { version } = await asPlatform(page, 'GET', '/api/platform/settings');
    await asPlatform(page, 'PUT', '/api/platform/settings', { approveFirstYears, version });
  };
  await set(true);
  try {
    await body();
  } finally {
    await set(false);
  }
}

/** Issue 13: the platform's side of the journeys — approval of a first year, platform staff's Home. */
test.describe('journeys without a dead end: the platform (issue 13)', () => {
  test('a first year asked for while approval is required: awaiting approval, mail, platform Home, approval from the companies list, then the company reaches Home with its year', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // A self-registered company, activated and signed in through the login page: it has no year yet.
    const company = unique('Approval Ltd ');
    const { login, email, password } = await registerCompany(page.request, company);
    const key = new URL(await linkInMail(email, '/activate?'), 'http://x').searchParams.get('key')!;
    expect((await page.request.put(`/api/auth/activate/${key}`)).status()).toBe(200);
    const signIn = new LoginPage(page);
    await signIn.goto();
    await signIn.signIn(login, password);
    await expect(page).toHaveURL(new RegExp(`${SUBSCRIPTION}$`));

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
    await signIn.goto();
    await signIn.signIn(login, password);
    await expect(page).toHaveURL(/\/home$/);
    await expect(new HomePage(page).reportingYear).toHaveText('Reporting year ending 31-12-2026');
  });
});
