import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { BackgroundPage } from './pages/BackgroundPages';
import { signedInAs } from './signedIn';

/** Acme's open year: this file owns its Anti-corruption and Professional qualifications pages. */
const ACME_OPEN = '2025-12-31';
const CASE = 'Any concluded legal case regarding corrupt practices this year?';
const TRAINING = 'Was anti-corruption training provided to directors and staff?';

test.describe('Social › Anti-corruption and Miscellaneous › Professional qualifications (issue 14)', () => {
  test.beforeEach(async ({ page }) => {
    await signedInAs(page, demoUsers.acmeAdmin);
  });

  test("anti-corruption: the spec's three Yes / No / Not to disclose messages, then save and reload", async ({
    page,
  }) => {
    const form = new BackgroundPage(page);
    await form.goto('anti_corruption', ACME_OPEN, 'social');
    await expect(form.heading).toHaveText('Anti-corruption');
    await expect(
      page.getByRole('group', { name: 'Social' }).getByRole('link', { name: 'Anti-corruption' }),
    ).toBeVisible();

    await form.save();
    await expect(await form.errorOf(CASE)).toHaveText(
      'Please choose Yes, No or Not to disclose and fill related info.',
    );
    await form.answer(CASE, 'Not to disclose');
    await form.save();
    await expect(await form.errorOf('Reason for not disclosing')).toHaveText(
      'Please state the reason for not disclosing.',
    );
    await form.answer(CASE, 'Yes');
    await form.fill('Number of concluded cases', '0');
    await form.save();
    await expect(await form.errorOf('Number of concluded cases')).toHaveText('Please fill the fields under Yes.');
    await expectNoSeriousA11yViolations(page, 'anti-corruption with messages', { state: 'messages' });

    await form.answer(CASE, 'No');
    await form.tab('Training');
    await form.answer(TRAINING, 'No');
    await form.save();
    await form.expectSaved();
    await page.reload();
    await expect(form.question(CASE).getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  });

  test("professional qualifications: the spec's sequence messages, then save and reload", async ({ page }) => {
    const form = new BackgroundPage(page);
    await form.goto('prof_quali', ACME_OPEN, 'miscellaneous');
    await expect(form.heading).toHaveText('Professional qualifications');
    await form.removeAllRows();
    await form.save();
    await expect(form.summary).toContainText('Please add at least one detail.');

    const row = async (nth: number, sequence: string, qualification: string) => {
      await form.addRow();
      await form.fill('Sequence', sequence, nth);
      await form.fill('Qualification', qualification, nth);
      await form.fill('Issued by', 'HKQAA', nth);
    };
    await row(0, '1', 'ISO 9001');
    await row(1, '3', 'ISO 14001');
    await form.save();
    await expect(form.summary).toContainText('Missing sequence.');
    await form.fill('Sequence', '1', 1);
    await form.save();
    await expect(form.summary).toContainText('Duplicated sequence.');
    await form.fill('Sequence', '2', 1);
    await form.save();
    await form.expectSaved();
    await page.reload();
    await expect(form.field('Qualification', 1)).toHaveValue('ISO 14001');
    await expect(form.field('Sequence', 1)).toHaveValue('2');
    await expectNoSeriousA11yViolations(page, 'professional qualifications');
  });

  test('speaks hk and cn', async ({ page }) => {
    test.setTimeout(120_000);
    const form = new BackgroundPage(page);
    await form.goto('community_investment', ACME_OPEN, 'social');
    await form.useLanguage('hk');
    await expect(form.heading).toHaveText('社區投資');
    await form.goto('corp_awards', ACME_OPEN, 'miscellaneous');
    await expect(form.heading).toHaveText('企業獎項');
    await form.useLanguage('cn');
    await expect(form.heading).toHaveText('企业奖项');
    await form.useLanguage('en');
  });
});
