import { expect, test } from '@playwright/test';
import { apiAs } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { newCompanyWithYears } from './newCompany';
import { BackgroundPage } from './pages/BackgroundPages';
import { sessionOf, languageOfNextLoad } from './signedIn';

/** Acme's open year: this file owns its Community investment and Professional qualifications pages. */
const ACME_OPEN = '2025-12-31';
/**
 * A company's first year, each test's own (a retry or a rerun meets it empty too): the messages of a page never
 * answered, which Acme's complete demo year cannot show.
 */
const FIRST_YEAR = { start: '2026-01-01', end: '2026-12-31' };
const CASE = 'Any concluded legal case regarding corrupt practices this year?';
const TRAINING = 'Was anti-corruption training provided to directors and staff?';

test.describe('Social › Community investment and Miscellaneous › Professional qualifications', () => {
  test.beforeEach(async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
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

  test('community investment in Traditional Chinese: a focus area is asked for, the totals read back in Simplified Chinese', async ({
    page,
  }) => {
    // Start from a saved page without focus areas, whatever an earlier run left.
    const url = `/api/page-data/community_investment/${ACME_OPEN}`;
    const { version } = await apiAs<{ version: number }>(page, 'GET', url);
    await apiAs(page, 'PUT', url, {
      values: { anyContribution: { answer: 0 }, anyCharitableActivity: { answer: 0 } },
      version,
    });
    const form = new BackgroundPage(page);
    await languageOfNextLoad(page, 'hk');
    await form.goto('community_investment', ACME_OPEN, 'social');
    await expect(form.heading).toHaveText('社區投資');
    await form.question('本年度有否對社區作出貢獻？').getByRole('radio', { name: '是', exact: true }).check();
    await form.fill('捐款金額（港元）', '800');
    await form.fill('義工時數', '36');
    await form.save('儲存');
    await expect(await form.errorOf('貢獻的重點範疇')).toHaveText('請至少選擇一個重點範疇。');
    await expectNoSeriousA11yViolations(page, 'community investment in hk with a message', { state: 'messages' });
    await form.choose('貢獻的重點範疇', ['教育']);
    await form.save('儲存');
    await form.expectSaved('已儲存');

    await form.useLanguage('cn'); // reloads the page
    await expect(form.heading).toHaveText('社区投资');
    await form.tab('资源总计');
    await expect(form.field('投入金额总计（港元）')).toHaveValue('800');
    await expect(form.field('志愿服务总时数')).toHaveValue('36');
  });
});

test.describe('Social › Anti-corruption and Miscellaneous › Corporate awards of a first year', () => {
  test.beforeEach(async ({ page }) => {
    await newCompanyWithYears(page, 'first', [FIRST_YEAR], FIRST_YEAR.end);
  });

  test("anti-corruption: the spec's three Yes / No / Not to disclose messages, then save and reload", async ({
    page,
  }) => {
    const form = new BackgroundPage(page);
    await languageOfNextLoad(page, 'en');
    await form.goto('anti_corruption', FIRST_YEAR.end, 'social');
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

  test('corporate awards in Simplified Chinese: at least one award, saved and read back in Traditional Chinese', async ({
    page,
  }) => {
    const form = new BackgroundPage(page);
    await languageOfNextLoad(page, 'cn');
    await form.goto('corp_awards', FIRST_YEAR.end, 'miscellaneous');
    await expect(form.heading).toHaveText('企业奖项');
    // A first year's awards: no row yet.
    await expect(page.getByRole('button', { name: /^移除第 \d+ 行$/ })).toHaveCount(0);
    await form.save('保存');
    await expect(form.summary).toContainText('请至少添加一项详情。');
    await form.addRow('添加一行');
    await form.fill('序号', '1');
    await form.fill('奖项', '香港环境卓越大奖');
    await form.fill('颁发机构', '环境运动委员会');
    await form.save('保存');
    await form.expectSaved('已保存');

    await form.useLanguage('hk'); // reloads the page
    await expect(form.heading).toHaveText('企業獎項');
    await expect(form.field('獎項')).toHaveValue('香港环境卓越大奖');
    await expect(form.field('頒發機構')).toHaveValue('环境运动委员会');
    await expectNoSeriousA11yViolations(page, 'corporate awards in hk');
  });
});
