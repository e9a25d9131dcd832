import { expect, test } from '@playwright/test';
import { apiAs } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { BackgroundPage } from './pages/BackgroundPages';
import { signedInAs } from './signedIn';

/** Acme's open year (financial year from 1 January 2025: the 2025 Code, Part D): this file owns its Climate pages. */
const ACME_OPEN = '2025-12-31';
/** Globex's open year: its Climate resilience page is unanswered, as a first year's is (Acme FY2025 discloses it). */
const GLOBEX_OPEN = '2026-03-31';

test.describe('Climate (HKEX Part D)', () => {
  test.beforeEach(async ({ page }) => {
    await signedInAs(page, demoUsers.acmeAdmin);
  });

  test('shows the calculated Scope 1, 2 and 3 and a target’s progress above the Metrics and targets form', async ({
    page,
  }) => {
    const form = new BackgroundPage(page);
    await form.goto('climate_metrics', ACME_OPEN, 'climate');
    // A Scope 1+2 target against 2024, one of Acme's reporting years: its base and progress are calculated.
    const stored = await apiAs<{ values: Record<string, unknown>; version: number }>(
      page,
      'GET',
      `/api/page-data/climate_metrics/${ACME_OPEN}`,
    );
    const target = { metric: 'scope1And2', basis: 'absolute', baseYear: '2024', targetYear: '2030', targetValue: '0' };
    await apiAs(page, 'PUT', `/api/page-data/climate_metrics/${ACME_OPEN}`, {
      values: { ...stored.values, targets: [{ ...target, grossNet: 'gross' }] },
      version: stored.version,
    });
    const computed = await apiAs<{ targets: { progress: string | null }[] }>(
      page,
      'GET',
      `/api/climate/metrics/${ACME_OPEN}`,
    );
    expect(computed.targets[0]!.progress).toMatch(/^-?\d+(\.\d{1,2})?$/);
    await page.reload();
    const targets = page.getByTestId('climate-metrics').getByRole('table').last();
    await expect(targets.getByRole('row').nth(1)).toContainText('Scope 1 and 2 GHG emissions');
    await expect(targets.getByRole('row').nth(1)).toContainText(`${computed.targets[0]!.progress} %`);
    await expect(form.heading).toHaveText('Climate metrics and targets');
    const metrics = page.getByTestId('climate-metrics');
    await expect(metrics.getByRole('heading', { name: 'Calculated from your data' })).toBeVisible();
    await expect(metrics.getByText('Scope 1', { exact: true })).toBeVisible();
    await expect(metrics.getByText('6 Business travel')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'climate metrics');
  });

  test('fills the register with two risks and one opportunity, saves and reads them back', async ({ page }) => {
    const form = new BackgroundPage(page);
    await form.goto('climate_risks', ACME_OPEN, 'climate');
    await form.removeAllRows();
    const rows: [string, string, string][] = [
      ['Physical risk – acute', 'Typhoon flooding of the shop', 'Short term'],
      ['Transition risk – policy and legal', 'Carbon levy on electricity', 'Medium term'],
      ['Opportunity', 'Energy-efficient refit', 'Long term'],
    ];
    for (const [i, [type, description, horizon]] of rows.entries()) {
      await form.addRow();
      await form.choose('Type', [type], i);
      await form.fill('Description', description, i);
      await form.choose('Time horizon', [horizon], i);
      await form.choose('Likelihood', ['Medium'], i);
      await form.choose('Impact', ['High'], i);
      await form.field('Affected locations', i).click();
      await page.getByRole('option').first().click();
      await page.keyboard.press('Escape');
      await form.fill('Effects on business model and value chain', 'Lost trading days.', i);
      await form.fill('Response and transition plan', 'Flood barriers.', i);
      await form.fill('Anticipated financial effect (HKD)', '100000', i);
    }
    await form.save();
    await form.expectSaved();
    await page.reload();
    await expect(form.field('Description', 2)).toHaveValue('Energy-efficient refit');
    await expectNoSeriousA11yViolations(page, 'climate risks');
  });

  test('speaks hk and cn', async ({ page }) => {
    const form = new BackgroundPage(page);
    await form.goto('climate_governance', ACME_OPEN, 'climate');
    await form.useLanguage('hk');
    await expect(form.heading).toHaveText('氣候管治');
    await form.useLanguage('cn');
    await expect(form.heading).toHaveText('气候管治');
  });
});

test.describe('Climate of a first year (HKEX Part D)', () => {
  test.beforeEach(async ({ page }) => {
    await signedInAs(page, demoUsers.globexAdmin);
  });

  test('explains a provision: a reason is required, then it is saved and read back after reload', async ({ page }) => {
    const form = new BackgroundPage(page);
    await form.goto('climate_resilience', GLOBEX_OPEN, 'climate');
    await form.useLanguage('en');
    await expect(form.heading).toHaveText('Climate resilience');
    await expect(
      page.getByRole('group', { name: 'Climate' }).getByRole('link', { name: 'Climate resilience' }),
    ).toBeVisible();
    await form.choose('D-STR-RES Climate resilience', ['Explained (not disclosed, with reason)']);
    await form.save();
    await expect(await form.errorOf('D-STR-RES: reason (explained or not applicable)')).toHaveText('Missing input.');
    await form.fill(
      'D-STR-RES: reason (explained or not applicable)',
      'Scenario analysis starts next year (transitional relief).',
    );
    await form.save();
    await form.expectSaved();
    await page.reload();
    await expect(form.field('D-STR-RES: reason (explained or not applicable)')).toHaveValue(
      'Scenario analysis starts next year (transitional relief).',
    );
    await expectNoSeriousA11yViolations(page, 'climate resilience');
  });
});
