import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/** Picks the page's language the way a board member would: the language select under the card. */
async function readIn(page: Page, language: string) {
  await page.getByLabel('Language').click();
  await page.getByRole('option', { name: language }).click();
}

test.describe('public board questionnaire link (spec §2 /questionnaire?id=)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.clear()); // no token, no stored language
  });

  test('without an id it says the link is incomplete, without sending the visitor to Login', async ({ page }) => {
    await page.goto('/questionnaire');
    await expect(page).toHaveURL(/\/questionnaire$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Board member questionnaire');
    await expect(page.getByTestId('questionnaire-invalid')).toContainText(
      'This questionnaire link is incomplete or invalid',
    );
    await expect(page.getByTestId('questionnaire-link')).toHaveCount(0);
    await expect(page).toHaveTitle('Questionnaire · ESG Reporting');
    await expectNoSeriousA11yViolations(page, '/questionnaire (en)');

    // An empty id is no id.
    await page.goto('/questionnaire?id=');
    await expect(page.getByTestId('questionnaire-invalid')).toBeVisible();

    await readIn(page, '繁體中文');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('董事會成員問卷');
    await expect(page.getByTestId('questionnaire-invalid')).toContainText('此問卷連結不完整或無效');
    await expect(page).toHaveURL(/\/questionnaire\?id=$/);
    await expectNoSeriousA11yViolations(page, '/questionnaire (hk)');
  });

  test('with an id it says the link opens the board member’s form, in English and Chinese', async ({ page }) => {
    await page.goto('/questionnaire?id=01JB4Z8Q7W3N5K2M6P9R1T0V8X');
    await expect(page).toHaveURL(/\/questionnaire\?id=01JB4Z8Q7W3N5K2M6P9R1T0V8X$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Board member questionnaire');
    const link = page.getByTestId('questionnaire-link');
    await expect(link).toContainText('Your board member questionnaire');
    await expect(link).toContainText('This link opens the questionnaire form the company sent you');
    await expect(page.getByTestId('questionnaire-invalid')).toHaveCount(0);
    // Nothing to fill in yet: the form comes with the board questionnaire itself.
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/questionnaire?id (en)', { state: 'link' });

    await readIn(page, '简体中文');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(link).toContainText('您的董事会成员问卷');
    await expect(page.getByTestId('questionnaire-invalid')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/questionnaire?id (cn)', { state: 'link' });

    // The choice is kept: a reload reads the same language, still on the public page.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('董事会成员问卷');
    await expect(page).toHaveTitle('问卷 · ESG 报告');
  });
});
