import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { BackgroundPage } from './pages/BackgroundPages';
import { sessionOf, languageOfNextLoad } from './signedIn';

/** Acme's open year: this file owns its Employment page. */
const ACME_OPEN = '2025-12-31';
const TOTALS = 'Total of year begin and year end differs from gender totals, please adjust.';

test.describe('Social › Employment', () => {
  test.beforeEach(async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
  });

  test('fills the workforce, refuses a gender split that does not add up, saves, and shows turnover after reload', async ({
    page,
  }) => {
    const form = new BackgroundPage(page);
    await form.goto('employment', ACME_OPEN, 'social');
    await expect(form.heading).toHaveText('Employment');
    await expect(page.getByRole('group', { name: 'Social' }).getByRole('link', { name: 'Employment' })).toBeVisible();
    // The demo's complete year: every breakdown adds up to 118 / 124 / 26 / 20 (the journey leaves it so).
    await form.fill('Total workforce – year begin', '118');
    await form.fill('Total workforce – year end', '124');
    await form.fill('Total workforce – new hires', '26');
    await form.fill('Total workforce – leavers', '20');
    await form.fill('Male – year begin', '64');
    await form.fill('Female – year begin', '54');
    await form.fill('Male – year end', '66');
    await form.fill('Female – year end', '57');
    await form.save();
    await expect(await form.errorOf('Male – year end')).toHaveText(TOTALS);
    await expectNoSeriousA11yViolations(page, 'employment with the totals message', { state: 'messages' });

    await form.fill('Female – year end', '58');
    await form.save();
    await form.expectSaved();
    await page.reload();
    await expect(form.field('Female – year end')).toHaveValue('58');
    await expect(form.field('Total workforce – leavers')).toHaveValue('20');
    await form.tab('Turnover');
    // 20 leavers ÷ the average of 118 and 124 = 16.5 %, computed by the server, never typed.
    await expect(form.field('Total workforce – turnover rate (%)')).toHaveValue('16.5');
    await expect(form.field('Total workforce – turnover rate (%)')).toHaveAttribute('readonly', '');
    await expectNoSeriousA11yViolations(page, 'employment turnover');
  });

  test('in Traditional Chinese: the totals message, a save, and the figures read back in Simplified Chinese', async ({
    page,
  }) => {
    const form = new BackgroundPage(page);
    await languageOfNextLoad(page, 'hk');
    await form.goto('employment', ACME_OPEN, 'social');
    await expect(form.heading).toHaveText('僱傭');
    // The totals stay the demo's, as the English journey leaves them (Health and safety's rate reads the year end).
    await form.fill('僱員總數 – 年初', '118');
    await form.fill('僱員總數 – 年末', '124');
    await form.fill('僱員總數 – 離職', '20');
    await form.fill('男性 – 年初', '64');
    await form.fill('女性 – 年初', '54');
    await form.fill('男性 – 年末', '66');
    await form.fill('女性 – 年末', '57');
    await form.save('儲存');
    await expect(await form.errorOf('男性 – 年末')).toHaveText('年初及年末總數與性別分類總數不符，請調整。');
    await expectNoSeriousA11yViolations(page, 'employment in hk with the totals message', { state: 'messages' });
    await form.fill('女性 – 年末', '58');
    await form.save('儲存');
    await form.expectSaved('已儲存');

    await form.useLanguage('cn'); // reloads the page
    await expect(form.heading).toHaveText('雇佣');
    await expect(form.field('女性 – 年末')).toHaveValue('58');
    await expect(form.field('男性 – 年初')).toHaveValue('64');
    await expect(page.getByText('按性别', { exact: true })).toBeVisible();
    await form.tab('雇员流失');
    await expect(form.field('雇员总数 – 流失率（%）')).toHaveValue('16.5');
  });
});
