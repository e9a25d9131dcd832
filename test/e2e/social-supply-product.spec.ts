import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { BackgroundPage } from './pages/BackgroundPages';
import { sessionOf, languageOfNextLoad } from './signedIn';

/** Acme's open year: this file owns its Supply chain and Product responsibility pages. */
const ACME_OPEN = '2025-12-31';

test.describe('Social › Supply chain and Product responsibility', () => {
  test.beforeEach(async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
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
    await form.useLanguage('cn'); // reloads the page
    await expect(form.heading).toHaveText('供应链');
    await expect(form.field('供应商总数')).toHaveValue('42');
  });

  test('product responsibility in Traditional Chinese: recalled at most sold, % recalled read back in Simplified Chinese', async ({
    page,
  }) => {
    const form = new BackgroundPage(page);
    await languageOfNextLoad(page, 'hk');
    await form.goto('product', ACME_OPEN, 'social');
    await expect(form.heading).toHaveText('產品責任');
    await form.fill('已售或已運送產品數目', '8000');
    await form.fill('因安全與健康理由而須回收的產品數目', '8001');
    await form.fill('接獲關於產品及服務的投訴數目', '17');
    await form.fill('應對投訴的方法', '五個工作天內回覆。');
    await form.save('儲存');
    await expect(await form.errorOf('因安全與健康理由而須回收的產品數目')).toHaveText('此欄位不能大於 8000。');
    await form.fill('因安全與健康理由而須回收的產品數目', '3');
    await form.save('儲存');
    await form.expectSaved('已儲存');
    await form.useLanguage('cn'); // reloads the page
    await expect(form.heading).toHaveText('产品责任');
    await expect(form.field('因安全与健康理由而须回收的产品数目')).toHaveValue('3');
    await expect(form.field('应对投诉的方法')).toHaveValue('五個工作天內回覆。');
    // 3 ÷ 8,000 × 100 = 0.0375 → 0.04 %.
    await expect(form.field('回收产品百分比（%）')).toHaveValue('0.04');
    await expectNoSeriousA11yViolations(page, 'product responsibility');
  });
});
