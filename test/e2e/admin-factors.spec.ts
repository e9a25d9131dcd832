import { expect, test, type Page } from '@playwright/test';
import { inChinese, unique } from './admin';
import { DIALOG, expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { AdminTablePage } from './pages/AdminAccessPages';
import { sessionOf } from './signedIn';

async function lookUp(page: Page, year: string) {
  const form = page.getByRole('form', { name: 'Value for a reporting year' });
  await form.getByLabel('Year').fill(year);
  await form.getByRole('button', { name: 'Look up' }).click();
}

/** Adds a factor valid in 2024 through the Add factor dialog. */
async function addFactor(screen: AdminTablePage, id: string) {
  const page = screen.page;
  await screen.button('Add factor').click();
  const dialog = screen.dialog;
  await dialog.getByLabel('ID', { exact: true }).fill(id);
  await dialog.getByLabel('Category', { exact: true }).fill('test');
  await dialog.getByLabel('Applies to', { exact: true }).fill('End-to-end test fuel');
  await dialog.getByLabel('Value', { exact: true }).fill('1.5');
  await dialog.getByLabel('Unit', { exact: true }).fill('kgCO2e/L');
  await dialog.getByLabel('First valid year', { exact: true }).fill('2024');
  await dialog.getByLabel('Last valid year', { exact: true }).fill('2024');
  await dialog.getByLabel('Source', { exact: true }).fill('E2E fixture');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Factor ${id} added.`)).toBeVisible();
}

test.describe('administration: emission factors', () => {
  let screen: AdminTablePage;
  test.beforeEach(async ({ page }) => {
    await sessionOf(page, demoUsers.platformAdmin);
    screen = new AdminTablePage(page, '/administration/emission_factors', 'Emission factors');
    await screen.goto();
  });

  test('a factor’s revisions answer each year, with an earlier year standing in as proxy', async ({ page }) => {
    await page.getByRole('searchbox', { name: /Find factors/ }).fill('elec-clp');
    await screen.select('Select elec-clp');
    await expect(page.getByRole('heading', { name: /Revisions of elec-clp/ })).toBeVisible();
    await lookUp(page, '2023');
    await expect(page.getByText(/^2023: 0\.39 kgCO2e\/kWh \(revision \d+\)/)).toBeVisible();
    await lookUp(page, '2021');
    await expect(page.getByText(/^2021: 0\.49 kgCO2\/kWh/)).toBeVisible();
    await expect(page.getByText('No revision covers 2021', { exact: false })).toBeVisible();
    await lookUp(page, '2010');
    await expect(page.getByText('This emission factor has no value for that year or any earlier year.')).toBeVisible();
  });

  test('editing adds a revision and the earlier one stays for the years it covered', async ({ page }) => {
    const id = unique('e2e-f');
    await addFactor(screen, id);
    const dialog = screen.dialog;

    await page.getByRole('searchbox', { name: /Find factors/ }).fill(id);
    await screen.select(`Select ${id}`);
    await screen.button('New revision').click();
    await expect(dialog.getByText('Saving adds revision 2. Revision 1 and earlier stay as they are.')).toBeVisible();
    await expect(dialog.getByLabel('ID', { exact: true })).toHaveAttribute('readonly', '');
    await dialog.getByLabel('Value', { exact: true }).fill('1.2');
    await dialog.getByLabel('First valid year', { exact: true }).fill('2025');
    await dialog.getByLabel('Last valid year', { exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Revision 2 of ${id} saved.`)).toBeVisible();

    const revisions = page.getByRole('table').filter({ has: page.getByRole('rowheader', { name: /^1/ }) });
    await expect(revisions.getByRole('row')).toHaveCount(3);
    await lookUp(page, '2024');
    await expect(page.getByText('2024: 1.5 kgCO2e/L (revision 1)')).toBeVisible();
    await lookUp(page, '2026');
    await expect(page.getByText('2026: 1.2 kgCO2e/L (revision 2)')).toBeVisible();
  });

  test('retiring a factor asks first, then shows it retired with no more changes', async ({ page }) => {
    const id = unique('e2e-r');
    await addFactor(screen, id);
    await page.getByRole('searchbox', { name: /Find factors/ }).fill(id);
    await expect(screen.row(id).getByText('In use')).toBeVisible();
    await screen.select(`Select ${id}`);
    await screen.button('Retire').click();
    const dialog = screen.dialog;
    await expect(dialog.getByRole('heading', { name: `Retire ${id}?` })).toBeVisible();
    await expect(dialog.getByText('It is never used for a new calculation.', { exact: false })).toBeVisible();
    await expect(dialog.getByText('It cannot be undone', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'retire dialog (en)', DIALOG);
    await dialog.getByRole('button', { name: 'Retire', exact: true }).click();
    await expect(page.getByText(`Factor ${id} retired.`)).toBeVisible();
    await expect(screen.row(id).getByText('Retired')).toBeVisible();
    await expect(page.getByText(/^Retired on .+ by platform\.admin/)).toBeVisible();
    await expect(screen.button('Retire')).toBeDisabled();
    await expect(screen.button('New revision')).toBeDisabled();
  });

  test('the library is axe-clean in English and Simplified Chinese', async ({ page }) => {
    await screen.select('Select elec-clp');
    await expect(page.getByRole('heading', { name: /Revisions of elec-clp/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'emission factors (en)');
    await screen.button('New revision').click();
    await expect(screen.dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'new revision dialog (en)', DIALOG);
    await page.keyboard.press('Escape');
    await inChinese(page, 'cn', async () => {
      await expect(page.getByRole('heading', { level: 1, name: '排放因子' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'emission factors (cn)');
    });
  });

  test('in Traditional Chinese the library names factors in Chinese; a revision saves a Chinese name', async ({
    page,
  }) => {
    const id = unique('e2e-zh');
    await addFactor(screen, id);
    await page.getByRole('searchbox', { name: /Find factors/ }).fill(id);
    await screen.select(`Select ${id}`);
    await screen.button('New revision').click();
    await screen.dialog.getByLabel('Applies to (Traditional Chinese)').fill('端對端測試燃料');
    await screen.dialog.getByLabel('Source (Traditional Chinese)').fill('端對端測試來源');
    await screen.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Revision 2 of ${id} saved.`)).toBeVisible();
    await inChinese(page, 'hk', async () => {
      const search = page.getByRole('searchbox');
      await search.fill('elec-clp');
      const clp = screen.row('elec-clp');
      await expect(clp.getByText('中華電力有限公司（中電）用戶')).toBeVisible();
      await expect(clp.getByText('電力', { exact: true })).toBeVisible();
      await expect(clp.getByText('欠缺中文')).toHaveCount(0);
      await search.fill(id);
      await expect(screen.row(id).getByText('端對端測試燃料')).toBeVisible();
      await screen.select(`選擇 ${id}`);
      await expect(page.getByText('端對端測試來源')).toBeVisible();
      await expect(page.getByText('E2E fixture')).toBeVisible();
      await expect(page.getByText('欠缺中文')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page, 'emission factors (hk)');
      await page.screenshot({ path: test.info().outputPath('factors-hk.png'), fullPage: true });
    });
  });
});
