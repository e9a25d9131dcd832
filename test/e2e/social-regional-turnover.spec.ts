import { expect, test } from '@playwright/test';
import { activateInBrowser, activationLink, apiAs, latestMail, unique } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { BackgroundPage } from './pages/BackgroundPages';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';

/** A company of its own (the demo companies have no reporting boundary): one year, two in-boundary locations. */
const YEAR_END = '2026-03-31';
const place = { city: 'Hong Kong', country: 'HK', district: 'wan-chai', locationType: 'office', inBoundary: 'yes' };

test('Employment shows B1.2 turnover by geographical region, recomputed after a save', async ({ page, request }) => {
  test.setTimeout(120_000);
  const login = unique('regions');
  const email = `${login}@example.com`;
  const password = 'Regions-pass-2026!';
  await new LoginPage(page).signInAs(demoUsers.platformAdmin);
  await apiAs(page, 'POST', '/api/comp/subscribe/2025-04-01/2026-03-31', {
    company: { name: unique('Regions Co '), langKey: 'en' },
    admin: { login, email, firstName: 'Reg', lastName: 'Ion', langKey: 'en' },
  });
  const mail = await latestMail(request, email);
  await new Shell(page, demoUsers.platformAdmin.fullName).signOut();
  await activateInBrowser(page, activationLink(mail).path, password);
  const signIn = new LoginPage(page);
  await signIn.goto();
  await signIn.signIn(login, password);
  await expect(page).toHaveURL(/\/home$/);

  await apiAs(page, 'PUT', `/api/page-data/reporting_boundaries/${YEAR_END}`, {
    values: {
      locations: [
        { ...place, name: 'Head office', address: '1 Queen’s Road' },
        { ...place, name: 'Warehouse', address: '2 Kwai Chung Road' },
      ],
    },
    version: 0,
  });
  // Head office 10 → 14 with 3 leavers (3 ÷ 12 = 25 %); Warehouse 6 → 4 with 1 leaver (1 ÷ 5 = 20 %).
  await apiAs(page, 'PUT', `/api/page-data/employment/${YEAR_END}`, {
    values: {
      beginTotal: '16',
      endTotal: '18',
      hiresTotal: '6',
      leaversTotal: '4',
      regions: [
        { location: 'Head office', begin: '10', end: '14', hires: '6', leavers: '3' },
        { location: 'Warehouse', begin: '6', end: '4', hires: '0', leavers: '1' },
      ],
    },
    version: 0,
  });

  const form = new BackgroundPage(page);
  await form.goto('employment', YEAR_END, 'social');
  const table = page.getByTestId('regional-turnover');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toHaveText(/Head office\s*25\s*–/);
  await expect(table.getByRole('row').nth(2)).toHaveText(/Warehouse\s*20\s*–/);

  // One more leaver at the warehouse: 2 ÷ 5 = 40 %, computed from the saved figures, never typed.
  await form.fill('Total workforce – leavers', '5');
  await form.fill('Leavers', '2', 1);
  await form.save();
  await form.expectSaved();
  await page.reload();
  await expect(table.getByRole('row').nth(2)).toHaveText(/Warehouse\s*40\s*–/);
  await expectNoSeriousA11yViolations(page, 'employment regional turnover');
  await form.useLanguage('hk');
  await expect(table.getByRole('heading', { level: 2 })).toHaveText('按地區劃分的僱員流失率（%）');
  await form.useLanguage('cn');
  await expect(table.getByRole('heading', { level: 2 })).toHaveText('按地区划分的雇员流失率（%）');
  await form.useLanguage('en');
});
