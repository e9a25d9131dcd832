import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { BackgroundPage } from './pages/BackgroundPages';
import { signedInAs } from './signedIn';

/**
 * Globex's latest year: no test saves its policies, reporting boundaries or company information
 * (every save below is refused), so each test starts from unanswered pages whatever ran before.
 */
const GLOBEX_OPEN = '2026-03-31';
const CHOOSE = 'Please choose Yes, No or Not to disclose and fill related info.';

test.describe('Background pages: spec §5 messages (issue 6)', () => {
  test.beforeEach(async ({ page }) => {
    await signedInAs(page, demoUsers.globexAdmin);
  });

  test('yes / no / not to disclose: a choice, the reason, the fields under Yes', async ({ page }) => {
    const form = new BackgroundPage(page);
    await form.useLanguage('en');
    await form.goto('policies', GLOBEX_OPEN);
    const emissions = 'Does the company have a policy on emissions?';

    await form.save();
    await expect(form.summary).toContainText('Please correct the following before saving');
    await expect(form.summary).toContainText(`Does the company have a policy on emissions?: ${CHOOSE}`);
    // All twelve questions, the eight social ones counted on their tab.
    await expect(form.summary.getByRole('listitem')).toHaveCount(12);
    await expect(page.getByRole('tab', { name: 'Social (8)' })).toBeVisible();
    await expect(await form.errorOf(emissions)).toContainText(CHOOSE);

    await form.answer(emissions, 'Not to disclose');
    await form.answer('Does the company have a policy on use of resources?', 'Yes');
    await expect(await form.errorOf('Reason for not disclosing')).toContainText(
      'Please state the reason for not disclosing.',
    );
    await expect(await form.errorOf('Policy name')).toContainText('Please fill the fields under Yes.');
    await expect(await form.errorOf('What the policy covers')).toContainText('Please fill the fields under Yes.');
    // A fixed answer loses its message as it is typed.
    await form.fill('Reason for not disclosing', 'Commercially sensitive.');
    await expect(form.summary).not.toContainText('Please state the reason for not disclosing.');

    // The summary's link opens the tab of a social question.
    await form.summary.getByText('Does the company have a policy on employment?', { exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Social (8)' })).toHaveAttribute('aria-selected', 'true');
    await expect(await form.errorOf('Does the company have a policy on employment?')).toContainText(CHOOSE);
    await expectNoSeriousA11yViolations(page, 'policies with messages');
  });

  test('a table that needs rows says to add at least one detail; cells say what is missing', async ({ page }) => {
    const form = new BackgroundPage(page);
    await form.useLanguage('en');
    await form.goto('reporting_boundaries', GLOBEX_OPEN);
    await form.save();
    await expect(await form.errorOf('Locations in scope')).toContainText('Please add at least one detail.');
    await form.addRow();
    await expect(await form.errorOf('Locations in scope')).toBeHidden();
    await expect(await form.errorOf('Name')).toContainText('Missing input in details.');
    await expect(form.summary).toContainText('Locations in scope › Row 1 › Name: Missing input in details.');
  });

  test('a rule only the server knows comes back onto its field', async ({ page }) => {
    const form = new BackgroundPage(page);
    await form.useLanguage('en');
    await form.goto('company_information', GLOBEX_OPEN);
    await form.fill('Company name (English)', 'Globex Group Ltd');
    await form.fill('Financial year start', '01-04-2025');
    await form.fill('Financial year end', '31-03-2026');
    // An 'other' business nature needs its description: a rule across fields (domain/pageData/rules.ts).
    await form.choose('Nature of business', ['Other consumer business']);
    await form.save();
    await expect(page.getByText('Failed to save, please try again')).toBeVisible();
    await expect(await form.errorOf('Other nature of business')).toContainText('Missing input.');
    await expect(form.summary).toContainText('Other nature of business: Missing input.');
  });

  test('in Simplified Chinese: labels, answers and messages', async ({ page }) => {
    const form = new BackgroundPage(page);
    await form.useLanguage('cn');
    await form.goto('policies', GLOBEX_OPEN);
    await expect(form.heading).toHaveText('政策');
    const emissions = form.question('公司有否制定排放物政策？');
    await expect(emissions.getByRole('radio', { name: '不披露' })).toBeVisible();
    await form.save('保存');
    await expect(form.summary).toContainText('保存前请更正以下问题');
    await expect(form.summary).toContainText('公司有否制定排放物政策？: 请选择“是”、“否”或“不披露”，并填写相关资料。');
    await emissions.getByRole('radio', { name: '不披露' }).check();
    await expect(await form.errorOf('不披露的原因')).toContainText('请说明不披露的原因。');
    await expect(page.getByRole('tab', { name: '社会 (8)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'policies in Chinese');
  });
});
