import { expect, test, type Page } from '@playwright/test';
import { DIALOG, expectNoSeriousA11yViolations } from './axe';
import { unique } from './admin';
import { linkInMail } from './mail';
import { newCompanyWithYears } from './newCompany';
import { useLanguage, languageOfNextLoad } from './signedIn';
import { shownDayIn } from './support';

/**
 * Supplier data requests (ADR 0119), in a company of its own (Acme's climate pages belong to climate.spec.ts):
 * the company sends a request from the Supply chain page, the supplier answers from the mailed link with no
 * account, in the language the company chose, and the answer shows in Scope 3 category 1.
 */
const YEAR = '2026-12-31';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks the public page's language with its language select (`label`: the select's label in the current language). */
async function readIn(page: Page, language: string, label: string) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: language }).click();
}

/**
 * At 1366 px with the tutorial panel open, every cell of the requests, the answer included, in view beside the sticky
 * actions: none drawn under them.
 */
async function expectEveryColumnBesideTheActions(page: Page) {
  await page.setViewportSize({ width: 1366, height: 900 });
  const open = page.getByRole('button', { name: '開啟教學面板' });
  if (await open.isVisible()) await open.click();
  await expect(page.getByRole('button', { name: '開始教學' }).first()).toBeVisible();
  const row = page.getByTestId('supplier-requests').getByRole('row').filter({ hasText: 'Lantau Foods Ltd' });
  await expect(row.getByRole('cell').last()).toBeVisible();
  const actionsLeft = (await row.getByRole('cell').last().boundingBox())!.x;
  const cells = await row.getByRole('cell').all();
  for (const cell of cells.slice(0, -1)) {
    const right = await cell.evaluate((c) => {
      const range = document.createRange();
      range.selectNodeContents(c);
      return range.getBoundingClientRect().right;
    });
    expect(right, (await cell.textContent()) ?? '').toBeLessThanOrEqual(actionsLeft);
  }
}

/** The New request dialog, filled and sent; the contact's address. */
async function sendRequest(page: Page, supplier: string, language: string) {
  const email = `${unique('supplier')}@example.com`;
  await page.getByRole('button', { name: 'New request' }).click();
  const dialog = page.getByRole('dialog', { name: 'New supplier data request' });
  await dialog.getByLabel('Supplier').fill(supplier);
  await dialog.getByLabel('Contact name').fill('Wing Chan');
  await dialog.getByLabel('Contact e-mail').fill(email);
  await dialog.getByLabel('Language').click();
  await page.getByRole('option', { name: language }).click();
  await dialog.getByLabel('Answer due by').fill(shownDayIn(30));
  return { dialog, email };
}

test('a supplier answers a request from the mailed link with no account, and the answer counts in category 1', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await newCompanyWithYears(page, 'suppliers', [{ start: '2026-01-01', end: '2026-12-31' }], YEAR);
  await languageOfNextLoad(page, 'en');
  await page.goto('/social/supply_chain');
  const requests = page.getByTestId('supplier-requests');
  await expect(requests.getByRole('heading', { name: 'Supplier data requests' })).toBeVisible();

  // A bad address is refused on its field before anything is sent.
  const { dialog, email } = await sendRequest(page, 'Lantau Foods Ltd', '繁體中文');
  await dialog.getByLabel('Contact e-mail').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'supplier request dialog', DIALOG);
  await dialog.getByLabel('Contact e-mail').fill(email);
  // An answer already overdue is refused by the API, its words at the field, and nothing is sent.
  await dialog.getByLabel('Answer due by').fill('01-01-2020');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(
    dialog.getByText("The answer's due date must be today or later, and at most two years ahead."),
  ).toBeVisible();
  await dialog.getByLabel('Answer due by').fill(shownDayIn(30));
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  const row = requests.getByRole('row').filter({ hasText: 'Lantau Foods Ltd' });
  await expect(row).toContainText('Sent');
  await expect(row).toContainText('繁體中文');
  await expectNoSeriousA11yViolations(page, 'supply chain with a supplier request');

  // The supplier, in a browser with no session, reads the request in the language chosen for it.
  const path = await linkInMail(email, '/supplier?id=');
  const supplierContext = await browser.newContext();
  const supplier = await supplierContext.newPage();
  await supplier.goto(path);
  await expect(supplier.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await expect(supplier.getByRole('heading', { level: 1 })).toHaveText('供應商溫室氣體數據請求');
  await expect(supplier.getByText('Lantau Foods Ltd')).toBeVisible();
  await expectNoSeriousA11yViolations(supplier, '/supplier (hk)');
  await readIn(supplier, '简体中文', '語言');
  await expect(supplier.getByRole('heading', { level: 1 })).toHaveText('供应商温室气体数据请求');
  await expect(supplier.getByText('归属于客户的比例（%）')).toBeVisible();
  await expectNoSeriousA11yViolations(supplier, '/supplier (cn)');
  await readIn(supplier, 'English', '语言');
  await expect(supplier.getByRole('heading', { level: 1 })).toHaveText('Supplier greenhouse gas data request');

  // A share above 100 % is refused on its field.
  await supplier.getByLabel('Scope 1 emissions for the year (tCO2e)').fill('1250.5');
  await supplier.getByLabel('Scope 2 emissions for the year (tCO2e)').fill('3749.5');
  await supplier.getByLabel('Share attributable to the customer (%)').fill('120');
  await supplier.getByLabel('Method used').fill('GHG Protocol Corporate Standard, revenue share');
  await supplier.getByTestId('supplier-submit').click();
  await expect(supplier.getByText('A share cannot be more than 100 %.')).toBeVisible();
  await supplier.getByLabel('Share attributable to the customer (%)').fill('12.5');

  // Evidence through the link: checked like every upload.
  await supplier
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'verification.png', mimeType: 'image/png', buffer: PNG }]);
  await supplier.getByTestId('upload-files').click();
  await expect(supplier.getByTestId('supplier-evidence')).toContainText('verification.png');
  await expectNoSeriousA11yViolations(supplier, '/supplier answer form (en)');
  await supplier.getByTestId('supplier-submit').click();
  const done = supplier.getByTestId('supplier-submitted');
  await expect(done).toContainText('The customer counts 625 tCO2e from your answer.');
  await expect(done).toContainText('verification.png');
  await expectNoSeriousA11yViolations(supplier, '/supplier submitted');

  // The company sees it submitted, and in Scope 3 category 1 as supplier-specific tier 1 data.
  await page.reload();
  await expect(row).toContainText('Submitted');
  await expect(row).toContainText('625 (share of Scope 1 and 2)');
  // Answered: no reminder, but it can still be withdrawn (a wrong answer is replaced, not counted twice).
  await expect(row.getByRole('button', { name: 'Send reminder: Lantau Foods Ltd' })).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Withdraw: Lantau Foods Ltd' })).toBeEnabled();
  await page.goto('/climate/climate_metrics');
  const category1 = page.getByTestId('climate-metrics').getByRole('row').filter({ hasText: '1 Purchased goods' });
  await expect(category1).toContainText('625 (of which 625 supplier-specific, tier 1, from 1 supplier)');

  // The same in Traditional and Simplified Chinese.
  for (const [language, submitted, part] of [
    ['hk', '已提交', '其中 625 為供應商特定數據'],
    ['cn', '已提交', '其中 625 为供应商特定数据'],
  ] as const) {
    await useLanguage(page, language);
    await expect(page.getByTestId('climate-metrics').getByRole('row').filter({ hasText: part })).toBeVisible();
    await page.goto('/social/supply_chain');
    await expect(requests.getByRole('row').filter({ hasText: 'Lantau Foods Ltd' })).toContainText(submitted);
    await expectNoSeriousA11yViolations(page, `supply chain requests (${language})`);
    if (language === 'hk') await expectEveryColumnBesideTheActions(page);
    await page.goto('/climate/climate_metrics');
  }
  await useLanguage(page, 'en');
  await supplierContext.close();
});

test('a withdrawn request’s link opens nothing and shows nothing', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await newCompanyWithYears(page, 'withdrawn', [{ start: '2026-01-01', end: '2026-12-31' }], YEAR);
  await languageOfNextLoad(page, 'en');
  await page.goto('/social/supply_chain');
  const { dialog, email } = await sendRequest(page, 'Tai Po Metals Ltd', 'English');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('supplier-requests').getByRole('row').filter({ hasText: 'Tai Po Metals Ltd' });
  // Just mailed: a reminder waits a day after the request's mail (ADR 0119 amended), and says from when.
  await expect(row.getByRole('button', { name: 'Send reminder: Tai Po Metals Ltd' })).toBeDisabled();
  await expect(row).toContainText('Next reminder from');
  await row.getByRole('button', { name: 'Withdraw: Tai Po Metals Ltd' }).click();
  await expect(row).toContainText('Withdrawn');

  const path = await linkInMail(email, '/supplier?id=');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(path);
  await expect(visitor.getByTestId('supplier-invalid')).toContainText('This link is not valid any more');
  await expect(visitor.getByText('Tai Po Metals Ltd')).toHaveCount(0);
  await expect(visitor.getByRole('textbox')).toHaveCount(0);
  // A tampered link says the same.
  await visitor.goto(`${path.slice(0, -3)}AAA`);
  await expect(visitor.getByTestId('supplier-invalid')).toBeVisible();
  await expectNoSeriousA11yViolations(visitor, '/supplier invalid');
});
