import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { linkInMail } from './mail';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { signedInAs } from './signedIn';

const SUBSCRIPTION = '/administration/company_subscription';
const PASSWORD = 'Welcome-2026!';

/** Issue 13: journeys that used to end in a dead end. */
test.describe('journeys without a dead end (issue 13)', () => {
  test('a self-registered company starts its first reporting year, reaches Home with it and finds its name and year on Company information (en)', async ({
    page,
  }) => {
    const login = `self${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `${login}@example.com`;
    const registered = await page.request.post('/api/auth/register', {
      data: {
        login,
        email,
        firstName: 'Sam',
        lastName: 'Start',
        password: PASSWORD,
        companyName: `Start ${login} Ltd`,
      },
    });
    expect(registered.status()).toBe(201);
    const key = new URL(await linkInMail(email, '/activate?'), 'http://x').searchParams.get('key')!;
    expect((await page.request.put(`/api/auth/activate/${key}`)).status()).toBe(200);

    // Signing in to a company without a year lands on Company subscription, which offers the start.
    const signIn = new LoginPage(page);
    await signIn.goto();
    await signIn.signIn(login, PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${SUBSCRIPTION}$`));
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
});
