import { expect, test } from '@playwright/test';
import { activateInBrowser, activationLink, latestMail, unique } from './admin';
import { DIALOG, expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { AdminSubscriptionPage } from './pages/AdminSubscriptionPage';
import { LoginPage } from './pages/LoginPage';
import { dropSharedSession, sessionOf } from './signedIn';

const PASSWORD = 'Onboarded-pass-2026!';

test.describe('administration: company subscription', () => {
  test('a platform administrator onboards a company, whose administrator activates and sees it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await sessionOf(page, demoUsers.platformAdmin);
    const screen = new AdminSubscriptionPage(page);
    await screen.goto();
    const company = unique('Initech ');
    const login = unique('ini');
    const email = `${login}@example.com`;
    const person = { login, email, firstName: 'Ian', lastName: 'Tech' };

    await screen.onboard({ company, start: '01-04-2025', end: '31-02-2026', ...person });
    await expect(screen.dialog.getByText('There is no such day: check the day and the month.')).toBeVisible();
    await screen.dialog.getByLabel('End date').fill('31-03-2026');
    await screen.dialog.getByRole('button', { name: 'Onboard company' }).click();
    await expect(page.getByText(`Company ${company} created. An invitation was mailed to ${email}.`)).toBeVisible();

    // Its first period; a second one ending the same financial year is refused under the field.
    await screen.selectCompany(company);
    await expect(screen.row('31-03-2026')).toContainText('01-04-2025 to 31-03-2026');
    await screen.button('Add period').click();
    await screen.dialog.getByLabel('Start date').fill('01-04-2025');
    await screen.dialog.getByLabel('End date').fill('31-03-2026');
    await screen.dialog.getByRole('button', { name: 'Add period' }).click();
    await expect(
      screen.dialog.getByText('A period for the financial year ending 31-03-2026 exists already.'),
    ).toBeVisible();
    await screen.dialog.getByLabel('Start date').fill('01-04-2026');
    await screen.dialog.getByLabel('End date').fill('31-03-2027');
    await screen.dialog.getByRole('button', { name: 'Add period' }).click();
    await expect(page.getByText('Period ending 31-03-2027 added.')).toBeVisible();
    await expect(screen.row('31-03-2027')).toContainText('2025 rules');

    // Printed locks the year; reopening unlocks it, each after confirmation.
    await page.getByRole('radio', { name: 'Select the year ending 31-03-2026' }).check();
    await screen.button('Mark printed').click();
    await screen.dialog.getByRole('button', { name: 'Mark printed' }).click();
    await expect(screen.row('31-03-2026')).toContainText('Printed, locked');

    const mail = await latestMail(request, email);
    await dropSharedSession(page);
    await activateInBrowser(page, activationLink(mail).path, PASSWORD);
    const signIn = new LoginPage(page);
    await signIn.goto();
    await signIn.signIn(login, PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    await screen.goto();
    await expect(screen.row('31-03-2026')).toContainText('Printed, locked');
    await expect(screen.row('31-03-2027')).toContainText('Open');
    await expect(screen.button('Onboard company')).toHaveCount(0);
  });

  test('a level-1 user sees the subscription read-only and no other administration page', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeUser);
    const screen = new AdminSubscriptionPage(page);
    await screen.goto('公司訂閱');
    await expect(page.getByText('貴公司的報告期間。首個年度在此訂閱；其後的年度由平台管理員加入。')).toBeVisible();
    await expect(screen.row('31-12-2024')).toContainText('已列印，已鎖定');
    await expect(screen.row('31-12-2025')).toContainText('開放');
    await expect(page.getByRole('radio')).toHaveCount(0);
    for (const action of ['加入公司', '編輯公司', '新增期間', '標記為已列印'])
      await expect(page.getByRole('button', { name: action })).toHaveCount(0);

    const nav = page.getByRole('navigation', { name: /導覽|Side navigation/ }).first();
    const administration = nav.getByRole('group', { name: '系統管理' });
    await expect(administration.getByRole('link')).toHaveText(['公司訂閱']);
    for (const path of ['users', 'role', 'privilege', 'authorization']) {
      await page.goto(`/administration/${path}`);
      // Refused (403) or sent back to the subscription (the spec's guard): never the page itself.
      await expect(page).toHaveURL(/\/error\/403$|\/administration\/company_subscription$/);
    }
  });

  test('the subscription screen is axe-clean in English and in Chinese', async ({ page }) => {
    test.setTimeout(120_000);
    await sessionOf(page, demoUsers.platformAdmin);
    const screen = new AdminSubscriptionPage(page);
    await screen.goto();
    await screen.selectCompany(demoUsers.acmeAdmin.company);
    await expect(page.getByRole('table').nth(1)).toContainText('31-12-2025');
    await expectNoSeriousA11yViolations(page, 'company subscription (platform, en)');
    await screen.button('Onboard company').click();
    await expect(screen.dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'onboarding dialog (en)', DIALOG);
    await page.keyboard.press('Escape');

    await sessionOf(page, demoUsers.globexAdmin);
    await screen.goto('公司订阅');
    await expect(screen.row('31-03-2026')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'company subscription (cn)');
  });
});
