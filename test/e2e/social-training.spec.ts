import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { BackgroundPage } from './pages/BackgroundPages';
import { sessionOf, languageOfNextLoad } from './signedIn';

/** Acme's open year: this file owns its Development and training page. */
const ACME_OPEN = '2025-12-31';

test.describe('Social › Development and training', () => {
  test.beforeEach(async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
  });

  test('fills trainees and hours, refuses more trainees than employees, saves, and shows B3.1 and B3.2 after reload', async ({
    page,
  }) => {
    const form = new BackgroundPage(page);
    await form.goto('development_training', ACME_OPEN, 'social');
    await expect(form.heading).toHaveText('Development and training');
    await expect(
      page.getByRole('group', { name: 'Social' }).getByRole('link', { name: 'Development and training' }),
    ).toBeVisible();
    await form.fill('All employees – employees at year end', '40');
    await form.fill('All employees – trainees', '41');
    await form.fill('All employees – training hours', '245.5');
    await form.save();
    await expect(await form.errorOf('All employees – trainees')).toHaveText('This field cannot be more than 40.');
    await form.fill('All employees – trainees', '30');
    await form.save();
    await form.expectSaved();
    await page.reload();
    await expect(form.field('All employees – trainees')).toHaveValue('30');
    // 30 ÷ 40 = 75 %; 245.5 h ÷ 40 = 6.1 h: computed by the server, never typed.
    await expect(form.field('All employees – employees trained (%)')).toHaveValue('75');
    await expect(form.field('All employees – average training hours')).toHaveValue('6.1');
    await expectNoSeriousA11yViolations(page, 'development and training');
  });

  test('in Simplified Chinese: more trainees than employees refused, saved, and read back in Traditional Chinese', async ({
    page,
  }) => {
    const form = new BackgroundPage(page);
    await languageOfNextLoad(page, 'cn');
    await form.goto('development_training', ACME_OPEN, 'social');
    await expect(form.heading).toHaveText('发展及培训');
    await form.fill('全体雇员 – 年末雇员人数', '50');
    await form.fill('全体雇员 – 受训雇员人数', '51');
    await form.fill('全体雇员 – 培训时数', '120');
    await form.save('保存');
    await expect(await form.errorOf('全体雇员 – 受训雇员人数')).toHaveText('此字段不能大于 50。');
    await expectNoSeriousA11yViolations(page, 'development and training in cn with a message', { state: 'messages' });
    await form.fill('全体雇员 – 受训雇员人数', '45');
    await form.save('保存');
    await form.expectSaved('已保存');

    await form.useLanguage('hk'); // reloads the page
    await expect(form.heading).toHaveText('發展及培訓');
    await expect(form.field('全體僱員 – 受訓僱員人數')).toHaveValue('45');
    // 45 ÷ 50 = 90 %; 120 h ÷ 50 = 2.4 h, computed by the server.
    await expect(form.field('全體僱員 – 受訓僱員百分比（%）')).toHaveValue('90');
    await expect(form.field('全體僱員 – 平均培訓時數')).toHaveValue('2.4');
  });
});
