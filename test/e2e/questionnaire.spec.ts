import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, inChinese, unique } from './admin';
import { DIALOG, expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { linkInMail } from './mail';
import { sessionOf } from './signedIn';
import { expectThresholdLabelsClear } from './drawnText';

/** Globex's open year: no other spec touches its board committee. Under the 2025 rules: 16 topics. */
const YEAR = '2026-03-31';

/** Picks the page's language the way a board member would: the language select (`label`: its label in the current language). */
async function readIn(page: Page, language: string, label = 'Language') {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: language }).click();
}

test.describe('public board questionnaire link (the spec’s screens /questionnaire?id=)', () => {
  test('a missing or broken link says so, in English, Traditional and Simplified Chinese, without sending the visitor to Login', async ({
    page,
  }) => {
    // A new context: no token, no stored language.
    await page.goto('/questionnaire');
    await expect(page).toHaveURL(/\/questionnaire$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Board member questionnaire');
    await expect(page.getByTestId('questionnaire-invalid')).toContainText(
      'This questionnaire link is incomplete or invalid',
    );
    await expect(page).toHaveTitle('Questionnaire · ESG Reporting');
    await expectNoSeriousA11yViolations(page, '/questionnaire (en)');

    // A well-formed id nobody was given: the same page, and nothing about whether it exists.
    await page.goto('/questionnaire?id=01JB4Z8Q7W3N5K2M6P9R1T0V8X');
    await expect(page.getByTestId('questionnaire-invalid')).toContainText('This link is not valid any more');
    await expect(page.getByRole('textbox')).toHaveCount(0);

    await readIn(page, '繁體中文');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('董事會成員問卷');
    await expect(page.getByTestId('questionnaire-invalid')).toContainText('此連結已失效');
    await expectNoSeriousA11yViolations(page, '/questionnaire (hk)');

    await readIn(page, '简体中文', '語言');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('董事会成员问卷');
    await expect(page.getByTestId('questionnaire-invalid')).toContainText('此链接已失效');
    await expectNoSeriousA11yViolations(page, '/questionnaire (cn)');
  });

  test('send → mail → answer with no sign-in → Submitted → matrix → reset', async ({ page, browser }) => {
    test.slow(); // two browser contexts, a mail round trip and the thank-you countdown
    await sessionOf(page, demoUsers.globexAdmin);
    await page.evaluate((y) => {
      localStorage.setItem('year', y);
      localStorage.setItem('lang', 'en');
    }, YEAR);
    const name = `Mei ${unique('')}`;
    const email = `${unique('board')}@example.com`;
    const board = await apiAs<{ version: number }>(page, 'GET', `/api/boardmembers/${YEAR}`);
    await apiAs(page, 'PUT', `/api/boardmember/${YEAR}`, {
      member: { name, positionTitle: 'Independent director', email },
      version: board.version,
    });

    // The company sends the questionnaire from the board committee page.
    await page.goto('/background/board_committee');
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: `Send: ${name}` }).click();
    await expect(page.getByText('E-mail sent')).toBeVisible();
    await expect(row).toContainText('Sent');
    await expect(row.getByRole('button', { name: `Copy link: ${name}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'board committee: questionnaire sent');

    // The member opens the mailed link in a browser with no session.
    const path = await linkInMail(email, '/questionnaire?id=');
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await member.goto(path);
    // Globex speaks Simplified Chinese: its mail's link opens the page in it on a browser that chose no language.
    await expect(member.getByRole('heading', { level: 1 })).toHaveText('董事会成员问卷');
    await readIn(member, 'English', '语言');
    await expect(member.getByRole('heading', { level: 1 })).toHaveText('Board member questionnaire');
    await expect(member.getByText(name)).toBeVisible();
    await expect(member.getByText('Globex Group Ltd')).toBeVisible();
    const boxes = member.getByRole('textbox');
    await expect(boxes).toHaveCount(32);
    for (let i = 0; i < 31; i++) await boxes.nth(i).fill(i % 2 === 0 ? '7' : '9');
    await member.getByRole('button', { name: 'Submit' }).click();
    await expect(member.getByTestId('score-range')).toHaveText('score 1-10 in every input box');
    await expectNoSeriousA11yViolations(member, 'questionnaire: empty box', { state: 'score-range' });
    // The member reads it in Simplified Chinese: the same form and message in cn, then back to English.
    await readIn(member, '简体中文');
    await expect(member.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(member.getByTestId('score-range')).toHaveText('请在每个输入框填写 1 至 10 分');
    await expectNoSeriousA11yViolations(member, 'questionnaire: empty box (cn)', { state: 'score-range' });
    await readIn(member, 'English', '语言');
    await boxes.nth(31).fill('9');
    await member.getByRole('button', { name: 'Submit' }).click();
    const thanks = member.getByRole('dialog', { name: 'Thank you' });
    await expect(thanks).toContainText(/closes in \d seconds?/);
    await expectNoSeriousA11yViolations(member, 'questionnaire: thank you', DIALOG);
    await expect(thanks).toBeHidden({ timeout: 10_000 });
    await expect(member.getByTestId('questionnaire-submitted')).toBeVisible();
    await memberContext.close();

    // The company sees Submitted, and the matrix has the point at the mean (7, 9) with one answer.
    await page.reload();
    await expect(row).toContainText('Submitted');
    await page.goto('/reporting/materiality_matrix');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Materiality matrix');
    await expect(page.getByTestId('matrix-key').getByText('Emissions (1)')).toBeVisible();
    await expect(page.getByTestId('matrix-method')).toContainText('1 answered');
    await expect(page.getByTestId('matrix-method')).toContainText('Material topics: Emissions');
    const points = await apiAs<{ points: { id: string; company: number; board: number }[] }>(
      page,
      'GET',
      `/api/materiality/${YEAR}`,
    );
    expect(points.points.find((p) => p.id === 'A1')).toMatchObject({ company: 7, board: 9 });
    await expectNoSeriousA11yViolations(page, 'materiality matrix');
    // Its threshold labels clear of their lines and of the point's number beside the tutorial panel, in every language
    // (here: Globex's board is this file's, so the matrix has its point whatever other journeys do to Acme's).
    await page.setViewportSize({ width: 1366, height: 900 });
    await expectThresholdLabelsClear(page, 'en');
    // The PNG is the server's drawing of the API's SVG (ADR 0058): a real PNG, no export server.
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('matrix-download-png').click()]);
    expect(png.suggestedFilename()).toBe(`materiality-matrix-${YEAR}.png`);
    const bytes = readFileSync((await png.path())!);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await inChinese(page, 'cn', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('重要性矩阵');
      await expectThresholdLabelsClear(page, 'cn');
    });
    await inChinese(page, 'hk', async () => expectThresholdLabelsClear(page, 'hk'));
    await inChinese(page, 'hk', async () => {
      await page.goto('/background/board_committee/preliminary_questionnaire');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('初步問卷');
      await expect(page.getByText('已有董事會成員作答')).toBeVisible();
    });

    // Reset asks first, then ends the link: the member is to be sent a new one.
    await page.goto('/background/board_committee');
    await row.getByRole('button', { name: `Reset: ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset questionnaire' });
    await expect(confirm).toContainText(`Reset the questionnaire of ${name}? Their submitted scores will be removed`);
    await confirm.getByRole('button', { name: 'Reset' }).click();
    await expect(row).toContainText('Not sent');
  });
});

test.describe('stakeholder links', () => {
  test('create a link → answered with no sign-in → 1 form submitted → the matrix filtered on that group', async ({
    page,
    browser,
  }) => {
    await sessionOf(page, demoUsers.globexAdmin);
    await page.evaluate((y) => {
      localStorage.setItem('year', y);
      localStorage.setItem('lang', 'en');
    }, YEAR);
    const name = `Employees ${unique('')}`;

    // The company creates the group's shared link on the stakeholder engagement page.
    await page.goto('/background/stakeholder');
    await page.getByRole('button', { name: 'New link' }).click();
    const dialog = page.getByRole('dialog', { name: 'New stakeholder link' });
    await dialog.getByLabel('Link name', { exact: true }).fill(name);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Sent');
    await expectNoSeriousA11yViolations(page, 'stakeholder engagement: links');
    const listed = await apiAs<{ links: { id: string; name: string; link: string }[] }>(
      page,
      'GET',
      `/api/questionnaire/stakeholderLinks/${YEAR}`,
    );
    const link = listed.links.find((l) => l.name === name)!;

    // Someone of the group answers in a browser with no session: no name asked.
    const context = await browser.newContext();
    const stakeholder = await context.newPage();
    const url = new URL(link.link);
    await stakeholder.goto(`${url.pathname}${url.search}`);
    await expect(stakeholder.getByRole('heading', { level: 1 })).toHaveText('Stakeholder questionnaire');
    await expect(stakeholder.getByText(name)).toBeVisible();
    const boxes = stakeholder.getByRole('textbox');
    await expect(boxes).toHaveCount(32);
    for (let i = 0; i < 32; i++) await boxes.nth(i).fill('8');
    await expectNoSeriousA11yViolations(stakeholder, 'stakeholder questionnaire');
    await stakeholder.getByRole('button', { name: 'Submit' }).click();
    await expect(stakeholder.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
    await context.close();

    // The list counts the form; the matrix shows the group's answer when filtered on it.
    await page.reload();
    await expect(row).toContainText('Submitted');
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
    await page.goto('/reporting/materiality_matrix');
    await page.getByTestId('respondent-group').click();
    await page.getByRole('option', { name }).click();
    await expect(page.getByTestId('matrix-method')).toContainText('1 stakeholder answered through 1 shared link(s)');
    await expect(page.getByTestId('matrix-key').getByText('Emissions (1)')).toBeVisible();
    await expect(page.locator('.highcharts-root')).toContainText('Importance to stakeholders');
    await expectNoSeriousA11yViolations(page, 'materiality matrix: one stakeholder group');

    // Globex's year as it was: the link and its answer go.
    await apiAs(page, 'DELETE', `/api/questionnaire/stakeholderLink/${link.id}?year=${YEAR}`);
  });
});
