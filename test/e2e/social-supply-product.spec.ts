import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { BackgroundPage } from './pages/BackgroundPages';
import { signedInAs } from './signedIn';

/** Acme's open year: this file owns its Supply chain and Product responsibility pages. */
const ACME_OPEN = '2025-12-31';

test.describe('Social › Supply chain and Product responsibility (issue 14)', () => {
  test.beforeEach(async ({ page }) => {
    await signedInAs(page, demoUsers.acmeAdmin);
  });

  test('supply chain: suppliers by region, engaged suppliers at most their total, saved and totalled after reload', async ({
    page,
  }) => {
    const form = new BackgroundPage(page);
    await form.goto('supply_chain', ACME_OPEN, 'social');
    await expect(form.heading).toHaveText('Supply chain');
    await expect(page.getByRole('group', { name: 'Social' }).getByRole('link', { name: 'Supply chain' })).toBeVisible();
    await form.removeAllRows();
    await form.addRow();
    await form.fill('Geographical region', 'Hong Kong');
    await form.fill('Number of suppliers', '12');
    await form.addRow();
    await form.fill('Geographical region', 'Mainland China', 1);
    await form.fill('Number of suppliers', '30', 1);
    await form.fill('Number of suppliers where the practices are implemented', '43');
    await form.save();
    await expect(await form.errorOf('Number of suppliers where the practices are implemented')).toHaveText(
      'This field cannot be more than 42.',
    );
    await form.fill('Number of suppliers where the practices are implemented', '40');
    await form.save();
    await form.expectSaved();
    await page.reload();
    await expect(form.field('Number of suppliers', 1)).toHaveValue('30');
    // 12 + 30: computed by the server, never typed.
    await expect(form.field('Total suppliers')).toHaveValue('42');
    await expectNoSeriousA11yViolations(page, 'supply chain');
    await form.useLanguage('hk');
    await expect(form.heading).toHaveText('供應鏈');
    await form.useLanguage('cn');
    await expect(form.heading).toHaveText('供应链');
    await form.useLanguage('en');
  });

  test('product responsibility: recalled at most sold, % recalled computed after reload', async ({ page }) => {
    const form = new BackgroundPage(page);
    await form.goto('product', ACME_OPEN, 'social');
    await expect(form.heading).toHaveText('Product responsibility');
    await form.fill('Products sold or shipped', '8000');
    await form.fill('Products recalled for safety and health reasons', '8001');
    await form.fill('Product and service related complaints received', '17');
    await form.fill('How the complaints are dealt with', 'Answered within five working days.');
    await form.save();
    await expect(await form.errorOf('Products recalled for safety and health reasons')).toHaveText(
      'This field cannot be more than 8000.',
    );
    await form.fill('Products recalled for safety and health reasons', '3');
    await form.save();
    await form.expectSaved();
    await page.reload();
    await expect(form.field('Products recalled for safety and health reasons')).toHaveValue('3');
    // 3 ÷ 8,000 × 100 = 0.0375 → 0.04 %.
    await expect(form.field('Products recalled (%)')).toHaveValue('0.04');
    await expectNoSeriousA11yViolations(page, 'product responsibility');
    await form.useLanguage('hk');
    await expect(form.heading).toHaveText('產品責任');
    await form.useLanguage('cn');
    await expect(form.heading).toHaveText('产品责任');
    await form.useLanguage('en');
  });
});
