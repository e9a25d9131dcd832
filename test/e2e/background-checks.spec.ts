import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { BackgroundPage } from './pages/BackgroundPages';
import { sessionOf, languageOfNextLoad } from './signedIn';

/**
 * Globex's latest year: only this test saves its policies (one answer of twelve), so the other
 * questions stay unanswered whatever ran before. Which message shows where, in which language, and a
 * server's issue on its field are component tests (web/src/forms/PageForm.test.tsx,
 * forms/pageData/PageDataEditor.test.tsx); the rules themselves are API tests
 * (test/api/background-pages.test.ts). Here: the browser's view of a refused save, then of a page
 * saved with what is answered (ADR 0088).
 */
const GLOBEX_OPEN = '2026-03-31';
const REASON = 'Reason for not disclosing';

test.describe('Background pages: the spec’s validation rules messages', () => {
  test('a refused save shows the summary and the message on its field; what is answered then saves, axe-clean', async ({
    page,
  }) => {
    await sessionOf(page, demoUsers.globexAdmin);
    const form = new BackgroundPage(page);
    await languageOfNextLoad(page, 'en');
    await form.goto('policies', GLOBEX_OPEN);
    const emissions = 'Does the company have a policy on emissions?';
    const resources = 'Does the company have a policy on use of resources?';

    await form.answer(emissions, 'Not to disclose');
    await form.fill(REASON, '');
    await form.save();
    await expect(form.summary).toContainText('Please correct the following before saving');
    await expect(form.summary).toContainText('Please state the reason for not disclosing.');
    // Eleven questions are unanswered and none is an issue: the page saves what is answered.
    await expect(form.summary).not.toContainText('Please choose Yes, No or Not to disclose');
    await expect(await form.errorOf(REASON)).toContainText('Please state the reason for not disclosing.');
    await expectNoSeriousA11yViolations(page, 'policies with messages', { state: 'messages' });

    await form.fill(REASON, 'Set by the parent company.');
    await form.save();
    await form.expectSaved();
    await page.reload();
    await expect(form.question(emissions).getByRole('radio', { name: 'Not to disclose' })).toBeChecked();
    await expect(form.field(REASON)).toHaveValue('Set by the parent company.');
    await expect(form.question(resources).getByRole('radio', { checked: true })).toHaveCount(0);
  });
});
