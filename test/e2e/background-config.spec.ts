import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './admin';
import { DIALOG, expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { BackgroundPage } from './pages/BackgroundPages';
import { sessionOf, languageOfNextLoad } from './signedIn';
import { TutorialPanel } from './pages/TutorialPanel';

const ACME_OPEN = '2025-12-31';
const GLOBEX_LAST = '2025-03-31';
const GLOBEX_OPEN = '2026-03-31';
const PROCESS = 'How ESG and climate-related risks are identified, assessed, prioritised and monitored';
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface FieldConfig {
  hidden: string[];
  preferredUnits: { path: string; unit: string }[];
  version: number;
}
/** Shows every field of a page again (a company's configuration is shared by every test of that company). */
async function showAll(page: Page, pageKey: string) {
  const config = await apiAs<FieldConfig>(page, 'GET', `/api/comp-field-config/${pageKey}`);
  if (config.hidden.length === 0) return;
  await apiAs(page, 'PUT', '/api/comp-field-config', {
    pageKey,
    hidden: [],
    preferredUnits: config.preferredUnits,
    version: config.version,
  });
}

test.describe('Background pages: company field configuration, tutorial, unsaved changes, last year', () => {
  test('a company hides an optional field; a mandatory HKEX item cannot be hidden', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const form = new BackgroundPage(page);
    await languageOfNextLoad(page, 'en');
    await form.goto('company_information', ACME_OPEN);
    try {
      await expect(form.field('Company name (Chinese)')).toBeVisible();
      const dialog = await form.openFieldConfig();
      await expectNoSeriousA11yViolations(page, 'configure fields', DIALOG);
      // Required on the page: ticked and locked, with the reason.
      const english = dialog.getByRole('checkbox', { name: 'Company name (English)' });
      await expect(english).toBeChecked();
      await expect(english).toBeDisabled();
      await expect(dialog.getByText('Required on this page: it cannot be hidden.').first()).toBeVisible();
      await dialog.getByRole('checkbox', { name: 'Company name (Chinese)' }).uncheck();
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(form.field('Company name (Chinese)')).toHaveCount(0);

      await page.reload();
      await expect(form.field('Company name (English)')).toBeVisible();
      await expect(form.field('Company name (Chinese)')).toHaveCount(0);

      // Shown again from the same dialog.
      const again = await form.openFieldConfig();
      await again.getByRole('checkbox', { name: 'Company name (Chinese)' }).check();
      await again.getByRole('button', { name: 'Save', exact: true }).click();
      // Closed once saved: the clean-up below must not race the dialog's own save (409).
      await expect(again).toBeHidden();
      await expect(form.field('Company name (Chinese)')).toBeVisible();
    } finally {
      await showAll(page, 'company_information');
    }

    // A field feeding a mandatory HKEX disclosure: locked in the dialog, refused by the API.
    await form.goto('board_statement', ACME_OPEN);
    const dialog = await form.openFieldConfig();
    const oversight = dialog.getByRole('checkbox', { name: "The board's oversight of ESG issues" });
    await expect(oversight).toBeChecked();
    await expect(oversight).toBeDisabled();
    await expect(
      dialog.getByText(/^Mandatory HKEX disclosure \(.*MDR-GOV.*\): it cannot be hidden\.$/).first(),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    const status = await page.evaluate(async () => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' };
      const config = await (await fetch('/api/comp-field-config/board_statement', { headers })).json();
      const res = await fetch('/api/comp-field-config', {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          pageKey: 'board_statement',
          hidden: ['boardOversight'],
          preferredUnits: [],
          version: config.version,
        }),
      });
      return res.status;
    });
    expect(status).toBe(400);
  });

  test('the page tutorial opens from the tutorial panel and steps through its steps', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const form = new BackgroundPage(page);
    await languageOfNextLoad(page, 'en');
    await form.goto('company_information', ACME_OPEN);
    const tutorial = new TutorialPanel(page);
    // A later visit: the panel starts closed, the toggle opens it.
    await tutorial.toggle.click();
    await expect(tutorial.list).toBeVisible();
    const item = tutorial.drawer.getByRole('listitem').filter({ hasText: /guided tour/ });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: /Start tutorial|Restart tutorial/ }).click();

    const first = tutorial.annotation(/Check the company name: the report names the company/);
    await expect(first).toBeVisible();
    await expect(first).toContainText('Step 1/2');
    await expectNoSeriousA11yViolations(page, 'company information with a tutorial step open', {
      state: 'tutorial step',
    });
    await first.getByRole('button', { name: 'Next' }).click();
    const second = tutorial.annotation(/Choose every nature of business that applies/);
    await expect(second).toBeVisible();
    await expect(second).toContainText('Step 2/2');
    await second.getByRole('button', { name: 'Finish' }).click();
    await expect(second).toBeHidden();
  });

  test('the tutorial speaks the interface language', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const form = new BackgroundPage(page);
    await languageOfNextLoad(page, 'hk');
    await form.goto('company_information', ACME_OPEN);
    const drawer = new TutorialPanel(page).drawer;
    const open = page.getByRole('button', { name: '開啟教學面板' });
    await open.click();
    const item = drawer.getByRole('listitem').filter({ hasText: /導覽/ });
    await item.getByRole('button', { name: /開始教學|重新開始/ }).click();
    await expect(
      page.getByRole('dialog').filter({ hasText: '請核對公司名稱：報告會按此處輸入的名稱列出公司' }),
    ).toBeVisible();
  });

  test('leaving with unsaved edits asks first; Cancel keeps what was typed', async ({ page }) => {
    await sessionOf(page, demoUsers.globexAdmin);
    const form = new BackgroundPage(page);
    await languageOfNextLoad(page, 'en');
    await form.goto('risk_management', GLOBEX_OPEN);
    const typed = `Quarterly risk review ${stamp()}`;
    await form.fill(PROCESS, typed);

    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Unsaved changes' });
    await expect(confirm).toContainText(
      'You have unsaved changes. Are you sure you want to leave this page without saving them?',
    );
    await expectNoSeriousA11yViolations(page, 'unsaved changes confirmation', DIALOG);
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/background\/risk_management$/);
    await expect(form.field(PROCESS)).toHaveValue(typed);

    // Switching the reporting year asks too.
    await page.getByRole('button', { name: /Year ending/ }).click();
    await page.getByRole('menuitemcheckbox', { name: '31-03-2025' }).click();
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(form.field(PROCESS)).toHaveValue(typed);

    // Leave without saving goes.
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await confirm.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('last year’s answer shows under the field', async ({ page }) => {
    await sessionOf(page, demoUsers.globexAdmin);
    const form = new BackgroundPage(page);
    await form.useLanguage('en');
    const process = `Risks reviewed by the audit committee (${stamp()}).`;
    const last = await apiAs<{ values: Record<string, unknown>; version: number }>(
      page,
      'GET',
      `/api/page-data/risk_management/${GLOBEX_LAST}`,
    );
    await apiAs(page, 'PUT', `/api/page-data/risk_management/${GLOBEX_LAST}`, {
      // In English: Globex's language is Simplified Chinese, so a plain string would be its Chinese (ADR 0096).
      values: { internalControlReview: { answer: 0 }, ...last.values, riskProcess: { en: process, hk: '' } },
      version: last.version,
    });

    await form.goto('risk_management', GLOBEX_OPEN);
    await expect(await form.lastYearOf(PROCESS)).toHaveText(`Last year: ${process}`);
    // Only where last year had an answer.
    await expect(page.locator('[data-testid="last-year"]')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'risk management with last year', { state: 'last year' });
  });
});
