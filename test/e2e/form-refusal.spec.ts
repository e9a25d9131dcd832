import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { BackgroundPage } from './pages/BackgroundPages';
import { sessionOf, languageOfNextLoad } from './signedIn';

/** Acme's open year. Nothing here is saved: every save in this file is refused. */
const ACME_OPEN = '2025-12-31';

const LANGUAGES = [
  {
    lang: 'en',
    field: 'Total workforce – year begin',
    message: 'Please enter digits and at most one decimal point.',
    notice: 'Not saved: please correct the issues listed at the top of the form.',
  },
  {
    lang: 'hk',
    field: '僱員總數 – 年初',
    message: '請只輸入數字及最多一個小數點。',
    notice: '未儲存：請更正表格頂部列出的問題。',
  },
  {
    lang: 'cn',
    field: '雇员总数 – 年初',
    message: '请只输入数字及最多一个小数点。',
    notice: '未保存：请更正表单顶部列出的问题。',
  },
] as const;

test.describe('A refused save is seen, and what was typed stays (docs/decisions/0068)', () => {
  test.beforeEach(async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
  });

  for (const { lang, field, message, notice } of LANGUAGES) {
    test(`${lang}: "1.2.3" on Employment stays, and Save at the bottom brings the refusal into view`, async ({
      page,
    }) => {
      const form = new BackgroundPage(page);
      if (lang !== 'en') await languageOfNextLoad(page, lang);
      await form.goto('employment', ACME_OPEN, 'social');
      await form.fill(field, '1.2.3');
      // Kept as typed, named as typed: nothing rewrites it to 1.23.
      await expect(form.field(field)).toHaveValue('1.2.3');
      await expect(await form.errorOf(field)).toHaveText(message);

      const save = page.getByRole('button', {
        name: lang === 'en' ? 'Save' : lang === 'hk' ? '儲存' : '保存',
        exact: true,
      });
      await save.scrollIntoViewIfNeeded();
      await save.click();
      await expect(form.summary).toBeInViewport();
      await expect(form.summary).toContainText(message);
      await expect(page.getByTestId('issue-summary-focus')).toBeFocused();
      await expect(page.getByText(notice, { exact: true })).toBeVisible();
      await expect(form.field(field)).toHaveValue('1.2.3');
      if (lang === 'en') await expectNoSeriousA11yViolations(page, 'employment refused save', { state: 'messages' });
    });
  }
});
