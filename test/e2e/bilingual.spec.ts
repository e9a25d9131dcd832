import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { newCompanyWithYears } from './newCompany';
import { BackgroundPage } from './pages/BackgroundPages';
import { sessionOf, languageOfNextLoad } from './signedIn';

/** Globex's open year: no other journey writes its climate governance page. */
const GLOBEX_OPEN = '2026-03-31';
const OVERSIGHT = 'Responsibilities';
const stamp = () => Date.now().toString(36);

/** docs/decisions/0096-bilingual-answers.md: a narrative in English and Traditional Chinese, side by side. */
test('a narrative in both languages: missing, both entered, may need updating; Latin in the Chinese field flagged', async ({
  page,
}) => {
  await sessionOf(page, demoUsers.globexAdmin);
  const form = new BackgroundPage(page);
  await languageOfNextLoad(page, 'en');
  await form.goto('climate_governance', GLOBEX_OPEN, 'climate');
  const chinese = page.getByRole('textbox', { name: `${OVERSIGHT} Traditional Chinese`, exact: true });
  const state = page.getByTestId('translation-responsibilities');

  await form.fill(OVERSIGHT, `The board meets quarterly on ESG (${stamp()}).`);
  await chinese.fill('');
  await expect(state).toHaveText('Missing from the Traditional and Simplified Chinese editions');
  await expect(page.getByTestId('missing-translations')).toBeVisible();
  await form.save();
  await form.expectSaved();

  await chinese.fill('董事會每季開會檢討環境、社會及管治事宜。');
  await expect(state).toHaveText('Both languages entered');
  await form.save();
  await form.expectSaved();
  await page.reload();
  await expect(chinese).toHaveValue('董事會每季開會檢討環境、社會及管治事宜。');
  await expect(state).toHaveText('Both languages entered');

  // The English rewritten alone: the Chinese may need updating, and is kept as it was.
  await form.fill(OVERSIGHT, `The board meets every two months on ESG (${stamp()}).`);
  await form.save();
  await form.expectSaved();
  await expect(state).toHaveText('Chinese may need updating: the English changed after it');
  await expect(chinese).toHaveValue('董事會每季開會檢討環境、社會及管治事宜。');
  await expectNoSeriousA11yViolations(page, 'climate governance in two languages');

  await chinese.fill('The board meets every two months.');
  await expect(page.getByText(/looks like English text in the Chinese field/).first()).toBeVisible();
  await chinese.fill('董事會每季開會檢討環境、社會及管治事宜。');

  await form.useLanguage('hk');
  await expect(state).toHaveText('中文或需更新：英文在其後已修改');
  await expectNoSeriousA11yViolations(page, 'climate governance in two languages (hk)');
  await form.useLanguage('cn');
  await expect(state).toHaveText('中文或需更新：英文在其后已修改');
  await expectNoSeriousA11yViolations(page, 'climate governance in two languages (cn)');
});

/**
 * docs/decisions/0121-translatable-names-and-cells.md: a table's name in both languages, in a company of its own
 * (the demo companies' tables are read by other journeys and printed by the publication pack's parity check).
 */
test('a qualification’s name in both languages: the cell’s state, kept on reload, may need updating', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newCompanyWithYears(page, 'names', [{ start: '2025-01-01', end: '2025-12-31' }], '2025-12-31');
  const form = new BackgroundPage(page);
  await languageOfNextLoad(page, 'en');
  await form.goto('prof_quali', undefined, 'miscellaneous');
  const english = form.field('Qualification');
  const chinese = page.getByLabel('Qualification (Traditional Chinese)', { exact: true });
  const state = page.getByTestId('translation-qualifications.0.qualification');

  await form.addRow();
  await form.fill('Sequence', '1');
  await english.fill('Environmental Management System');
  await form.fill('Issued by', 'HKQAA');
  await expect(state).toHaveText('Missing from the Traditional and Simplified Chinese editions');
  await form.save();
  await form.expectSaved();
  await expect(page.getByTestId('missing-translations')).toBeVisible();

  await chinese.fill('環境管理體系');
  await expect(state).toHaveText('Both languages entered');
  await form.save();
  await form.expectSaved();
  await page.reload();
  await expect(english).toHaveValue('Environmental Management System');
  await expect(chinese).toHaveValue('環境管理體系');
  await expect(state).toHaveText('Both languages entered');
  await expect(page.getByTestId('missing-translations')).toBeHidden();

  // The English rewritten alone: the Chinese is kept, and may need updating.
  await english.fill('ISO 14001 Environmental Management System');
  await form.save();
  await form.expectSaved();
  await expect(state).toHaveText('Chinese may need updating: the English changed after it');
  await expect(chinese).toHaveValue('環境管理體系');
  await chinese.fill('Environmental Management System');
  await expect(page.getByText(/looks like English text in the Chinese field/).first()).toBeVisible();
  await chinese.fill('環境管理體系');
  await expectNoSeriousA11yViolations(page, 'a translatable table cell');

  await form.useLanguage('hk');
  await expect(state).toHaveText('中文或需更新：英文在其後已修改');
  await expectNoSeriousA11yViolations(page, 'a translatable table cell (hk)');
  await form.useLanguage('cn');
  await expect(state).toHaveText('中文或需更新：英文在其后已修改');
  await expectNoSeriousA11yViolations(page, 'a translatable table cell (cn)');
});
