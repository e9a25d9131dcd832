import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { BackgroundPage } from './pages/BackgroundPages';
import { sessionOf } from './signedIn';

/**
 * Globex's latest year: no test saves its policies, so the page starts unanswered whatever ran
 * before. Which message shows where, in which language, and a server's issue on its field are
 * component tests (web/src/forms/PageForm.test.tsx, forms/pageData/PageDataEditor.test.tsx); the
 * rules themselves are API tests (test/api/background-pages.test.ts). Here: the browser's view of
 * a refused save.
 */
const GLOBEX_OPEN = '2026-03-31';
const CHOOSE = 'Please choose Yes, No or Not to disclose and fill related info.';

test.describe('Background pages: spec §5 messages (issue 6)', () => {
  test('a refused save shows the summary and the messages on their fields, axe-clean', async ({ page }) => {
    await sessionOf(page, demoUsers.globexAdmin);
    const form = new BackgroundPage(page);
    await form.useLanguage('en');
    await form.goto('policies', GLOBEX_OPEN);
    const emissions = 'Does the company have a policy on emissions?';

    await form.save();
    await expect(form.summary).toContainText('Please correct the following before saving');
    await expect(form.summary).toContainText(`${emissions}: ${CHOOSE}`);
    await expect(await form.errorOf(emissions)).toContainText(CHOOSE);
    await form.answer(emissions, 'Not to disclose');
    await expect(await form.errorOf('Reason for not disclosing')).toContainText(
      'Please state the reason for not disclosing.',
    );
    await expectNoSeriousA11yViolations(page, 'policies with messages', { state: 'messages' });
  });
});
