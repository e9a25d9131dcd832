import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { BackgroundPage } from './pages/BackgroundPages';
import { signedInAs } from './signedIn';

/** Acme's open year: this file owns its Development and training page. */
const ACME_OPEN = '2025-12-31';

test.describe('Social › Development and training (issue 14)', () => {
  test.beforeEach(async ({ page }) => {
    await signedInAs(page, demoUsers.acmeAdmin);
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

  test('speaks hk and cn', async ({ page }) => {
    const form = new BackgroundPage(page);
    await form.goto('development_training', ACME_OPEN, 'social');
    await form.useLanguage('hk');
    await expect(form.heading).toHaveText('發展及培訓');
    await form.useLanguage('cn');
    await expect(form.heading).toHaveText('发展及培训');
    await form.useLanguage('en');
  });
});
