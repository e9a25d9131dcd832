import { expect, test, type Page } from '@playwright/test';
import { apiAs, unique } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { EnvironmentalPage } from './pages/EnvironmentalPage';
import { LoginPage } from './pages/LoginPage';

/** Acme's FY2024 is printed in the demo seed (read-only); FY2025 is open. */
const ACME_PRINTED = '2024-12-31';
const ACME_OPEN = '2025-12-31';
const CONFLICT = 'Another user modified this data at the same time as you. Your changes were rejected.';
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
const list = (page: Page) => apiAs<ListView>(page, 'GET', `/api/resource/electricity/${ACME_OPEN}`);

/** Signs in, opens the open year's electricity page and adds a CLP row with `account` to a location. */
async function withNewRow(page: Page, account: string) {
  await new LoginPage(page).signInAs(demoUsers.acmeAdmin);
  const env = new EnvironmentalPage(page);
  await env.goto('electricities', ACME_OPEN);
  // A location of the boundary as it is now (other tests may edit Acme's boundary meanwhile).
  const location = (await list(page)).locations[0];
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
    test.setTimeout(120_000); // a dozen round trips: add, months, a refused save, the edit, checks, remove
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
    await expectNoSeriousA11yViolations(page, 'edit row dialog');

    // The API's checks show on the field they concern; nothing is saved.
    await editAndSave(env, { account: 'X'.repeat(65) });
    await expect(dialog.getByLabel(ACCOUNT, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(/64/)).toBeVisible();
    // Seen, not dismissed: the dialog covers the notices; the next one replaces it.
    await expect(page.getByText('Failed to save, please try again', { exact: true })).toBeVisible();

    // Cancel with changes asks first; keeping them goes back to the form as it was. (The last
    // Cancel is the footer's: the dialog's close button is named Cancel too.)
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).last().click();
    await expect(env.unsaved).toContainText('You have unsaved changes.');
    await env.unsaved.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(env.unsaved).toBeHidden();
    await expect(dialog.getByLabel(ACCOUNT, { exact: true })).toHaveValue('X'.repeat(65));

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

  test('a stale edit gets the concurrency message and shows the row as it is now', async ({ page }) => {
    const account = unique('E2E-STALE-');
    const env = await withNewRow(page, account);
    await env.openEdit(account);

    // Someone else changes the row meanwhile: its account and a month.
    const theirs = (await list(page)).rows.find((r) => r.attributes.account === account)!;
    const { id, version, locationId, unit, attributes } = theirs;
    const changed = unique('E2E-THEIRS-');
    const months = theirs.months.map((_, i) => (i === 0 ? '5' : ''));
    await apiAs(page, 'PUT', `/api/resource/electricity/${ACME_OPEN}`, {
      rows: [{ id, version, locationId, unit, months, attributes: { ...attributes, account: changed } }],
    });

    const mine = unique('E2E-MINE-');
    await editAndSave(env, { account: mine });
    await expect(env.conflict).toContainText(CONFLICT);
    await expect(env.editDialog.getByLabel(ACCOUNT, { exact: true })).toHaveValue(changed);
    await expect(env.row(changed)).toContainText('5 kWh');

    // Saved again on the latest version: the other user's month is kept, not overwritten.
    await editAndSave(env, { account: mine });
    await expect(env.editDialog).toBeHidden();
    await env.expectNotice('Saved');
    await expect(env.row(mine)).toContainText('5 kWh');
    await env.removeRow(mine);
  });

  test('a printed year offers no Edit', async ({ page }) => {
    await new LoginPage(page).signInAs(demoUsers.acmeAdmin);
    const env = new EnvironmentalPage(page);
    await env.goto('electricities', ACME_PRINTED);
    await expect(env.lockedBanner).toBeVisible();
    await expect(page.getByRole('button', { name: /^Monthly figures of / }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  });
});
