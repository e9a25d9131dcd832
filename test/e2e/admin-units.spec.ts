import { expect, test, type Page } from '@playwright/test';
import { apiAs, inChinese, unique } from './admin';
import { DIALOG, expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { sessionOf } from './signedIn';

/** Chooses `option` (matched from its start) in the Cloudscape Select labelled `label`. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']> | Page, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click();
}

async function convert(page: Page, value: string, from: string, to: string) {
  const form = page.getByRole('form', { name: 'Converter' });
  await form.getByLabel('Value').fill(value);
  await choose(page, form, 'From', from);
  await choose(page, form, 'To', to);
  await form.getByRole('button', { name: 'Convert' }).click();
}

test.describe('administration: units of measure', () => {
  test.beforeEach(async ({ page }) => {
    await sessionOf(page, demoUsers.platformAdmin);
    await page.goto('/administration/UOM');
    await expect(page.getByRole('heading', { level: 1, name: 'Units of measure' })).toBeVisible();
  });

  test('the converter answers exactly within a type and refuses across types', async ({ page }) => {
    await page.getByRole('tab', { name: 'Converter' }).click();
    await convert(page, '1.5', 'kWh', 'MJ');
    await expect(page.getByText('1.5 kWh = 5.4 MJ')).toBeVisible();
    await expect(page.getByText('Exact: 27 / 5')).toBeVisible();
    await convert(page, '2', 'unit (Towngas)', 'MJ');
    await expect(page.getByText('2 unit (Towngas) = 96 MJ')).toBeVisible();
    await convert(page, '1', 'kWh', 'kg');
    await expect(
      page.getByText('These units measure different things and cannot be converted into each other.'),
    ).toBeVisible();
  });

  test('a new unit and its conversion join the graph; a contradicting factor is refused', async ({ page }) => {
    const id = unique('uJ');
    await page.getByRole('button', { name: 'Add unit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('ID').fill(id);
    await dialog.getByLabel('Symbol').fill(id);
    await dialog.getByLabel('Name (English)').fill('Test joule');
    await dialog.getByLabel('Name (Traditional Chinese)').fill('測試焦耳');
    await dialog.getByLabel('Name (Simplified Chinese)').fill('测试焦耳');
    await choose(page, dialog, 'Type', 'Energy');
    await choose(page, dialog, 'System', 'SI');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Unit ${id} saved.`)).toBeVisible();

    await page.getByRole('tab', { name: 'Conversions', exact: true }).click();
    await page.getByRole('button', { name: 'Add conversion' }).click();
    await choose(page, dialog, 'From', id);
    await choose(page, dialog, 'To', 'MJ');
    await dialog.getByLabel('Numerator').fill('1');
    await dialog.getByLabel('Denominator').fill('1000000');
    await expect(dialog.getByText(`1 ${id} = 0.000001 MJ`)).toBeVisible();
    await dialog.getByLabel('Source').fill('SI prefixes');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Conversion from ${id} to MJ saved.`)).toBeVisible();

    await page.getByRole('button', { name: 'Add conversion' }).click();
    await choose(page, dialog, 'From', id);
    await choose(page, dialog, 'To', 'kWh');
    await dialog.getByLabel('Numerator').fill('1');
    await dialog.getByLabel('Denominator').fill('1');
    await dialog.getByLabel('Source').fill('Wrong on purpose');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This factor contradicts the conversions already in the catalogue.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('tab', { name: 'Converter' }).click();
    await convert(page, '3600000', id, 'kWh');
    await expect(page.getByText(`3600000 ${id} = 1 kWh`)).toBeVisible();
    await expect(page.getByText(`Path: ${id} → MJ → kWh`)).toBeVisible();
  });

  test('two administrators edit one unit: Reload keeps the other’s symbol and saves this one’s name on top', async ({
    page,
    browser,
  }) => {
    const id = unique('uR');
    const names = { en: 'Reload test unit', hk: '重載測試單位', cn: '重载测试单位' };
    await apiAs(page, 'PUT', '/api/uom/all', {
      units: [{ id, symbol: id, names, typeId: 'energy', systemId: 'si' }],
    });
    /** Opens the unit's edit dialog on this administrator's screen. */
    const editUnit = async (screen: Page) => {
      await screen.reload();
      await screen.getByRole('searchbox').fill(id);
      await screen.getByRole('radio', { name: `Select ${id}` }).check();
      await screen.getByRole('button', { name: 'Edit unit' }).click();
      return screen.getByRole('dialog');
    };
    // Administrator B opens the unit before A saves it.
    const other = await browser.newContext();
    const b = await other.newPage();
    await sessionOf(b, demoUsers.platformAdmin);
    await b.goto('/administration/UOM');
    const bDialog = await editUnit(b);
    await bDialog.getByLabel('Name (English)').fill('Renamed by B');

    const aDialog = await editUnit(page);
    await aDialog.getByLabel('Symbol').fill(`${id}A`);
    await aDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Unit ${id} saved.`)).toBeVisible();

    await bDialog.getByRole('button', { name: 'Save' }).click();
    const conflict = bDialog.getByRole('alert').filter({ hasText: 'Another user modified this data' });
    await expect(conflict).toBeFocused();
    await bDialog.getByRole('button', { name: 'Reload' }).click();
    await expect(bDialog.getByTestId('reloaded')).toHaveText(
      'The latest version was loaded. Your changes are still in the form: save again to keep them.',
    );
    await expect(bDialog.getByLabel('Symbol')).toHaveValue(`${id}A`);
    await expect(bDialog.getByLabel('Name (English)')).toHaveValue('Renamed by B');
    await bDialog.getByRole('button', { name: 'Save' }).click();
    await expect(b.getByText(`Unit ${id} saved.`)).toBeVisible();
    await other.close();

    const units = await apiAs<{ id: string; symbol: string; names: typeof names }[]>(page, 'GET', '/api/uom/all');
    expect(units.find((u) => u.id === id)).toMatchObject({ symbol: `${id}A`, names: { ...names, en: 'Renamed by B' } });
  });

  test('the units screen is axe-clean in English', async ({ page }) => {
    test.setTimeout(120_000);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'units (en)');
    // The other tabs change only the tab panel; the page around it has just been checked whole.
    for (const tab of ['Unit types', 'Conversions', 'Converter']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `${tab} (en)`, { include: '[role="tabpanel"]' });
    }
  });

  test('the units screen is axe-clean in Simplified Chinese', async ({ page }) => {
    test.setTimeout(120_000);
    await inChinese(page, 'cn', async () => {
      await page.getByRole('tab', { name: '单位', exact: true }).click();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'units (cn)');
      await page.getByRole('button', { name: '添加单位' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'add unit dialog (cn)', DIALOG);
      await page.keyboard.press('Escape');
      // The seeded conversions' source in the reader's words, not the seed's English.
      await page.getByRole('tab', { name: '换算', exact: true }).click();
      await expect(page.getByText('按定义准确').first()).toBeVisible();
      await expect(page.getByText('exact by definition')).toHaveCount(0);
    });
  });
});
