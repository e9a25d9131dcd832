import { expect, test, type Page } from '@playwright/test';
import { apiAs, unique } from './admin';
import { DIALOG, expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { EnvironmentalPage } from './pages/EnvironmentalPage';
import { sessionOf, languageOfNextLoad } from './signedIn';

/** Acme's FY2024 is printed in the demo seed (read-only, emissions frozen); FY2025 is open. */
const ACME_PRINTED = '2024-12-31';
const ACME_OPEN = '2025-12-31';
const ACCOUNT = 'Meter or account number';

interface RowView {
  id: string;
  version: number;
  locationId: string;
  unit: string;
  months: string[];
  attributes: Record<string, unknown>;
}
interface ListView {
  locations: { id: string; name: string }[];
  rows: RowView[];
}
const list = (page: Page, type: string, year: string) => apiAs<ListView>(page, 'GET', `/api/resource/${type}/${year}`);

/** A location of the year's boundary as it is now (other tests may edit Acme's boundary meanwhile). */
async function someLocation(page: Page, type: string, year: string) {
  const { locations } = await list(page, type, year);
  expect(locations.length, 'the open year has a reporting boundary').toBeGreaterThan(0);
  return locations[0]!;
}

test.describe('Environmental resource pages', () => {
  test('electricity: months in the drawer, a confirmation before losing them, totals and Scope 2 follow a save', async ({
    page,
  }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const env = new EnvironmentalPage(page);
    await env.goto('electricities', ACME_OPEN);
    await expect(env.heading).toHaveText('Electricity');
    const location = await someLocation(page, 'electricity', ACME_OPEN);
    const account = unique('E2E-');
    await env.addRow(location.name, {
      selects: { Supplier: 'CLP Power' },
      texts: { 'Meter or account number': account },
    });
    await expect(env.page.getByText('Row added', { exact: true })).toBeVisible();
    // A new row has nothing entered: no total of 0 (ADR 0069).
    await expect(env.row(account)).toContainText('Not entered');
    const scope2Before = await env.figure('scope2');

    await env.openMonths(account);
    // The financial year of Acme runs January to December.
    await env.month('Jan 2025').fill('1234.5');
    await env.month('Dec 2025').fill('.5');
    await expect(env.drawer.getByTestId('drawer-total')).toHaveText('1,235 kWh');
    await expectNoSeriousA11yViolations(page, 'monthly drawer', DIALOG);

    await env.save();
    await env.expectNotice('Saved');
    await expect(env.drawer).toBeHidden();
    await expect(env.row(account)).toContainText('1,235 kWh');
    // CLP's grid factor is a few tenths of a kilogram per kWh: 1,235 kWh adds a few tenths of a tonne.
    await expect.poll(() => env.figure('scope2')).toBeGreaterThan(scope2Before + 0.2);
    expect(await env.figure('scope2')).toBeLessThan(scope2Before + 1.2);

    await page.reload();
    await expect(env.row(account)).toContainText('1,235 kWh');
    await env.openMonths(account);
    await expect(env.month('Jan 2025')).toHaveValue('1234.5');
    await expect(env.month('Dec 2025')).toHaveValue('0.5');
    await expect(env.month('Feb 2025')).toHaveValue('');
    // Nothing changed: the drawer closes without asking.
    await env.closeDrawer();
    await expect(env.drawer).toBeHidden();
    await expectNoSeriousA11yViolations(page, 'electricity');

    await env.removeRow(account);
    await expect.poll(() => env.figure('scope2')).toBeCloseTo(scope2Before, 3);
  });

  test('a printed year is read-only with its banner and frozen figures', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const env = new EnvironmentalPage(page);
    await env.goto('electricities', ACME_PRINTED);
    await expect(env.lockedBanner).toContainText('This reporting year is printed');
    // FY2024 has no boundary of its own: its locations are named as a year's boundary named them, never by id.
    await expect(page.getByText(/^Location [0-9A-Z]{6}$/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add row' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await expect(page.getByText(/Frozen when the year was printed/)).toBeVisible();
    // Its GWP set is the one it was printed with, and cannot change.
    await expect(env.gwpSelect).toContainText('(AR5)');
    await expect(env.gwpSelect).toBeDisabled();
    await page
      .getByRole('button', { name: /^Monthly figures of / })
      .first()
      .click();
    await expect(env.drawer).toBeVisible();
    await expect(env.month('Jan 2024')).toHaveAttribute('readonly', '');
    await expect(env.drawer.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'printed year drawer', DIALOG);
    await env.closeDrawer();
    await expect(env.drawer).toBeHidden();
  });

  test('in Simplified Chinese', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const env = new EnvironmentalPage(page);
    await languageOfNextLoad(page, 'cn');
    await env.goto('electricities', ACME_OPEN);
    await expect(env.heading).toHaveText('电力');
    await expect(page.getByRole('heading', { name: '本年度温室气体排放' })).toBeVisible();
    await expect(page.getByText('范围 2', { exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: '全年合计' }).first()).toBeVisible();
    await page
      .getByRole('button', { name: /的每月数据$/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByText('全年合计', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'electricity in Chinese');
  });
  test('refrigerants: a gas without a factor makes Scope 1 incomplete, naming the missing factor', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const env = new EnvironmentalPage(page);
    await env.goto('refrigerants', ACME_OPEN);
    const location = await someLocation(page, 'refrigerant', ACME_OPEN);
    const gas = unique('R-E2E');
    await env.addRow(location.name, { texts: { Refrigerant: gas, Equipment: 'Test chiller' } });
    await env.openMonths(gas);
    await env.month('Jul 2025').fill('2');
    await env.save();
    await env.expectNotice('Saved');
    await expect(env.row(gas)).toContainText('2 kg');
    const missing = new RegExp(`GWP of ${gas} under IPCC AR5, for 2025`, 'i');
    await expect(page.getByTestId('figures').getByText(missing).first()).toBeVisible();

    // The report's GWP set: AR4 recalculates Scope 1 (the seeded 3.5 kg of R-410A: 3.5 × (2,088 −
    // 1,924) = +0.574 t) and the missing factor is AR4's. Back to AR5 for the tests after.
    const ar5 = await env.figure('scope1');
    await env.chooseGwp('IPCC Fourth Assessment Report (AR4)');
    await env.expectNotice('The emissions now use AR4 global warming potentials.');
    const missingAr4 = new RegExp(`GWP of ${gas} under IPCC AR4, for 2025`, 'i');
    await expect(page.getByTestId('figures').getByText(missingAr4).first()).toBeVisible();
    await expect.poll(() => env.figure('scope1')).toBeCloseTo(ar5 + 0.574, 2);
    await page.reload();
    await expect(env.gwpSelect).toContainText('(AR4)');
    await env.chooseGwp('IPCC Fifth Assessment Report (AR5)');
    await env.expectNotice('The emissions now use AR5 global warming potentials.');
    await expect.poll(() => env.figure('scope1')).toBeCloseTo(ar5, 2);
    await env.removeRow(gas);
    await expect(page.getByTestId('figures').getByText(missing)).toHaveCount(0);
  });

  test('the demo year explains each missing factor: in words, why, the rows it stops, what to do', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const env = new EnvironmentalPage(page);
    await env.goto('water', ACME_OPEN);
    const panel = page.getByTestId('missing-factors');
    const vehicles = panel.getByTestId('gap-group-vehiclePollutants');
    await expect(vehicles).toContainText('Vehicle air pollutants (A1.1)');
    await expect(vehicles).toContainText('no public source we could check states their values');
    // Per vehicle type, fuel and emission standard (ADR 0071).
    await expect(vehicles).toContainText('NOx per kilometre: Private van, Euro VI (Diesel), for 2025');
    await expect(vehicles).toContainText('SOx per litre of vehicle fuel: Diesel, for 2025');
    await expect(vehicles).toContainText('on Vehicles.');
    const waste = panel.getByTestId('gap-group-wasteTreatment');
    await expect(waste).toContainText('Emissions per kg of hazardous waste: Chemical treatment, for 2025');
    await expect(waste).toContainText('Rows affected: 1, on Waste generation.');
    await expect(panel).toContainText(
      'a platform administrator adds each factor under Administration › Emission factors',
    );
    // Found in the library now: refrigerant GWPs, energy contents, flights, trees.
    await expect(panel).not.toContainText(/GWP of|Energy content|gwp-|diesel-energy/);
    await expect(page.getByTestId('proxy-factors')).toContainText(
      'Grid emission factor: CLP Power: the value for 2023',
    );
    await expectNoSeriousA11yViolations(page, 'missing factors', { state: 'missing factors' });
    await env.useLanguage('hk');
    // After the reload the year's figures are recalculated: give a loaded machine its time.
    await expect(vehicles).toContainText('車輛空氣污染物（A1.1）', { timeout: 30_000 });
    await expect(vehicles).toContainText('每公里NOx排放：');
    await expect(panel).toContainText('「系統管理 › 排放因子」');
    await env.useLanguage('cn');
    await expect(waste).toContainText('废弃物处理（范围 3）', { timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, 'missing factors in Chinese', { state: 'missing factors' });
  });

  test('another company sees only its own rows', async ({ page }) => {
    await sessionOf(page, demoUsers.globexAdmin);
    const env = new EnvironmentalPage(page);
    await languageOfNextLoad(page, 'en');
    await env.goto('electricities');
    await expect(page.getByText('Head office')).toHaveCount(0);
    await expect(page.getByText(/1-2345-678/)).toHaveCount(0);
    // Acme's year is not Globex's: the API answers as if it did not exist.
    const status = await page.evaluate(async (year) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('token')}` };
      return (await fetch(`/api/resource/electricity/${year}`, { headers })).status;
    }, ACME_OPEN);
    expect(status).toBe(404);
  });
  test('vehicles: litres and kilometres per month; Escape asks before dropping changes', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const env = new EnvironmentalPage(page);
    await env.goto('vehicles', ACME_OPEN);
    const location = await someLocation(page, 'vehicle', ACME_OPEN);
    const registration = unique('VN');
    await env.addRow(location.name, {
      selects: { 'Vehicle type': 'Private van', Fuel: 'Diesel' },
      texts: { 'Registration mark': registration },
    });
    await env.openMonths(registration);
    await env.month('Feb 2025').fill('60');
    await env.month('Feb 2025 (km)').fill('420.5');
    await env.save();
    await env.expectNotice('Saved');
    await expect(env.row(registration)).toContainText('60 L');

    await page.reload();
    await env.openMonths(registration);
    await expect(env.month('Feb 2025')).toHaveValue('60');
    await expect(env.month('Feb 2025 (km)')).toHaveValue('420.5');
    await env.month('Mar 2025 (km)').fill('99');
    await page.keyboard.press('Escape');
    await expect(env.unsaved).toBeVisible();
    await env.unsaved.getByRole('button', { name: 'Close without saving' }).click();
    await expect(env.drawer).toBeHidden();
    await env.openMonths(registration);
    await expect(env.month('Mar 2025 (km)')).toHaveValue('');
    await env.closeDrawer();
    await env.removeRow(registration);
  });
});

// Edit row lives in this file because its tests and the electricity test above measure Acme FY2025's Scope 2
// before and after their own rows: in one file they run one after the other, never side by side.
/** Signs in, opens the open year's electricity page and adds a CLP row with `account` to a location. */
async function withNewRow(page: Page, account: string) {
  await sessionOf(page, demoUsers.acmeAdmin);
  const env = new EnvironmentalPage(page);
  await env.goto('electricities', ACME_OPEN);
  // A location of the boundary as it is now (other tests may edit Acme's boundary meanwhile).
  const location = (await list(page, 'electricity', ACME_OPEN)).locations[0];
  expect(location, 'the open year has a reporting boundary').toBeDefined();
  await env.addRow(location!.name, { selects: { Supplier: 'CLP Power' }, texts: { [ACCOUNT]: account } });
  await env.expectNotice('Row added');
  return env;
}

/** In the open edit-row dialog: a supplier (by its label) and an account, then Save. */
async function editAndSave(env: EnvironmentalPage, values: { supplier?: string; account: string }) {
  const dialog = env.editDialog;
  if (values.supplier) {
    await dialog.getByLabel('Supplier', { exact: true }).click();
    await env.page.getByRole('option', { name: values.supplier, exact: true }).click();
  }
  await dialog.getByLabel(ACCOUNT, { exact: true }).fill(values.account);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
}

test.describe('Environmental rows: edit a row’s attributes and unit', () => {
  test('electricity: supplier and account change, the months stay, Scope 2 follows the supplier', async ({ page }) => {
    test.setTimeout(120_000); // ten round trips: add, months, the edit, checks, remove
    const account = unique('E2E-EDIT-');
    const env = await withNewRow(page, account);
    const scope2Empty = await env.figure('scope2');
    await env.openMonths(account);
    await env.month('Jan 2025').fill('1000');
    await env.save();
    await env.expectNotice('Saved');
    await expect(env.row(account)).toContainText('1,000 kWh');
    // CLP's factor is a few tenths of a kilogram per kWh: 1,000 kWh add a few tenths of a tonne.
    await expect.poll(() => env.figure('scope2')).toBeGreaterThan(scope2Empty + 0.2);
    const scope2Clp = await env.figure('scope2');

    await env.openEdit(account);
    const dialog = env.editDialog;
    await expect(dialog.getByLabel('Supplier', { exact: true })).toContainText('CLP Power');
    await expect(dialog.getByLabel(ACCOUNT, { exact: true })).toHaveValue(account);
    await expect(dialog.getByLabel('Unit', { exact: true })).toContainText('kWh');
    await expectNoSeriousA11yViolations(page, 'edit row dialog', DIALOG);

    const renamed = unique('E2E-NEW-');
    await editAndSave(env, { supplier: 'HK Electric', account: renamed });
    await expect(dialog).toBeHidden();
    await env.expectNotice('Saved');
    await expect(env.row(renamed)).toContainText('HK Electric');
    await expect(env.row(renamed)).toContainText('1,000 kWh');
    await expect(env.row(account)).toHaveCount(0);
    // HK Electric's factor is higher than CLP's: the same 1,000 kWh weigh more.
    await expect.poll(() => env.figure('scope2')).toBeGreaterThan(scope2Clp + 0.1);

    await env.openMonths(renamed);
    await expect(env.month('Jan 2025')).toHaveValue('1000');
    await expect(env.month('Feb 2025')).toHaveValue('');
    await env.closeDrawer();
    await expect(env.drawer).toBeHidden();

    await env.removeRow(renamed);
    await expect.poll(() => env.figure('scope2')).toBeCloseTo(scope2Empty, 3);
  });

  test('a printed year offers no Edit', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const env = new EnvironmentalPage(page);
    await env.goto('electricities', ACME_PRINTED);
    await expect(env.lockedBanner).toBeVisible();
    await expect(page.getByRole('button', { name: /^Monthly figures of / }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  });
});
