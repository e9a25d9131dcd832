import { expect, test } from '@playwright/test';
import { apiAs } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { newCompanyWithYears } from './newCompany';
import { BackgroundPage } from './pages/BackgroundPages';

/** A company of its own (the demo companies have no reporting boundary): one year, two in-boundary locations. */
const YEAR_END = '2026-03-31';
const place = { city: 'Hong Kong', country: 'HK', district: 'wan-chai', locationType: 'office', inBoundary: 'yes' };

test('Employment shows B1.2 turnover by geographical region, recomputed after a save', async ({ page }) => {
  test.setTimeout(120_000);
  await newCompanyWithYears(page, 'regions', [{ start: '2025-04-01', end: YEAR_END }], YEAR_END);

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
});
