import { expect, test } from '@playwright/test';
import { inChinese } from './admin';
import { DIALOG, expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { AdminTablePage } from './pages/AdminAccessPages';
import { sessionOf } from './signedIn';

test.describe('administration: HKEX aspects and KPIs', () => {
  let screen: AdminTablePage;
  test.beforeEach(async ({ page }) => {
    await sessionOf(page, demoUsers.platformAdmin);
    screen = new AdminTablePage(page, '/administration/aspect_KPI', 'Aspects and KPIs');
    await screen.goto();
  });

  test('each rule set has its own catalogue: Part D only from 2025', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: 'Find provisions by code, aspect or wording' });
    await page.getByRole('combobox', { name: 'Filter by part' }).or(page.getByLabel('Filter by part')).first().click();
    await page.getByRole('option', { name: 'Part D: climate' }).click();
    await expect(page.getByRole('heading', { name: '2025 rules (18/71)' })).toBeVisible();
    await expect(screen.row('D-MT-GHG1')).toContainText('Mandatory');

    await page
      .getByRole('radio', { name: '2020 rules' })
      .or(page.getByRole('button', { name: '2020 rules' }))
      .first()
      .click();
    await expect(page.getByText('For financial years starting on or after 01-07-2020.')).toBeVisible();
    await search.fill('D-MT-GHG1');
    await expect(page.getByText('No provision matches the filters.')).toBeVisible();
    await search.fill('A1.2');
    await expect(screen.row('A1.2')).toContainText('Comply or explain');
  });

  test('an edit changes the provision in one rule set only', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: 'Find provisions by code, aspect or wording' });
    await search.fill('B1.1');
    await screen.select('Select B1.1');
    await screen.button('Edit').click();
    await expect(screen.dialog.getByText('This changes the provision in the 2025 rules only.')).toBeVisible();
    await screen.dialog
      .getByLabel('Provision (Traditional Chinese)')
      .fill('按性別、僱傭類型、年齡組別及地區劃分的僱員總數（已修訂）。');
    await screen.dialog.getByLabel('Unit', { exact: true }).fill('headcount matrix');
    await screen.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('B1.1 saved in the 2025 rules.')).toBeVisible();

    // The 2020 copy keeps the seeded wording.
    await page
      .getByRole('radio', { name: '2020 rules' })
      .or(page.getByRole('button', { name: '2020 rules' }))
      .first()
      .click();
    await search.fill('B1.1');
    await screen.select('Select B1.1');
    await screen.button('Edit').click();
    await expect(screen.dialog.getByLabel('Provision (Traditional Chinese)')).not.toHaveValue(/已修訂/);
  });

  test('the catalogue is axe-clean in English and Traditional Chinese', async ({ page }) => {
    // Two whole-page passes over the catalogue's table; the edit dialog is checked on its own.
    test.setTimeout(120_000);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'aspect_KPI (en)');
    await screen.select('Select MDR-GOV');
    await screen.button('Edit').click();
    await expect(screen.dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'edit provision dialog (en)', DIALOG);
    await page.keyboard.press('Escape');
    await inChinese(page, 'hk', async () => {
      await expect(page.getByRole('heading', { level: 1, name: '層面及關鍵績效指標' })).toBeVisible();
      await expect(page.getByText(/^董事會聲明：\(i\) 董事會對環境、社會及管治事宜的監管/)).toBeVisible();
      await expect(page.getByText('只有英文')).toHaveCount(0);
      // The unit column in the reader's words, the part column left to the filter and the code.
      await expect(screen.row('A1.3')).toContainText('噸；每單位噸數');
      await expect(page.getByRole('columnheader', { name: '部分' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, 'aspect_KPI (hk)');
    });
  });
});
