import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { CHINESE } from '@esg/local/demoYear/chinese';
import { GOVERNANCE_PAGES } from '@esg/local/demoYear/governance';
import { unique } from './admin';
import { expectNoSeriousA11yViolations, DIALOG } from './axe';
import {
  approveYear,
  caller,
  invitedOwner,
  reopenAndApproveAgain,
  saveCompleteYear,
  type Director,
} from './completeYear';
import { linkInMail, mailsTo } from './mail';
import { newCompanyWithYears } from './newCompany';
import { languageOfNextLoad } from './signedIn';
import { shownDayIn } from './support';

/**
 * The year's ending in the browser (docs/decisions/0113-board-sign-off.md, 0131): a company of its own whose complete
 * year was submitted by its owner and approved by the administrator over the API (test/e2e/completeYear.ts); then, on
 * screen, the board's sign-off sent from Home, a director's comment returning the board statement page, the directors
 * approving from their mailed links (no sign-in), Home showing the approval, the lock where the year is printed, the
 * printed report's frame naming the date and the directors, and the year read-only. And the refusals met on the way:
 * the lock without the board's sign-off (and the administrator's override, audited and shown on Home), a tampered,
 * replaced or answered link showing nothing of the company.
 */
const YEAR = '2025-12-31';
const STATEMENT = GOVERNANCE_PAGES.board_statement.boardOversight;
const STATEMENT_HK = CHINESE.board_statement!.boardOversight!;

/** Today in Hong Kong as the app prints dates (dd-mm-yyyy): the day the board's approval is recorded. */

const board = (tag: string): Director[] => [
  { name: 'Dora Ho', email: `dora.${tag}@example.com` },
  { name: 'Eric Lam', email: `eric.${tag}@example.com` },
];

/** A new company signed in as its administrator, its complete year approved page by page by a second person. */
async function approvedYear(page: Page, request: APIRequestContext, directors: Director[]) {
  const login = await newCompanyWithYears(page, 'board', [{ start: '2025-01-01', end: YEAR }], YEAR);
  const company = `Start ${login} Ltd`;
  const admin = caller(request, (await page.evaluate(() => localStorage.getItem('token')))!);
  await saveCompleteYear(admin, YEAR, company, directors);
  const owner = await invitedOwner(request, admin);
  const ownerCalls = { ...caller(request, owner.token), id: owner.id };
  await approveYear(admin, ownerCalls, YEAR);
  return { company, admin, owner: ownerCalls };
}

/** The newest sign-off link mailed to a director since `after` mails. */
const signOffLink = (d: Director, after: number) => linkInMail(d.email, '/signoff?id=', after);
const mailCount = async (d: Director) => (await mailsTo(d.email)).length;

/** The generate page prints a report of the year in English and waits for it. */
async function printReport(page: Page) {
  await page.goto('/reporting/generate_report');
  await expect(page.getByRole('heading', { name: 'Generate report', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /Report language/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Generate report' }).click();
  // This report's bar (the year's last report, shown until then, is named for what it is).
  await expect(page.getByRole('progressbar', { name: 'Report progress' })).toBeVisible();
  await expect(page.getByText('The report is ready.').first()).toBeVisible({ timeout: 45_000 });
}

/** A director's link in a browser of their own (no sign-in), in its interface language: the page it opens. */
async function openAsDirector(page: Page, path: string, language: 'en' | 'hk' = 'en') {
  const director = await page.context().browser()!.newContext();
  await director.addInitScript((l) => localStorage.setItem('lang', l), language);
  const link = await director.newPage();
  await link.goto(path);
  return { link, close: () => director.close() };
}

test('the board signs off the year from the mailed links; the administrator locks it; the report names the approval', async ({
  page,
  request,
}) => {
  // The longest journey: two sign-ins, the mailed links, a draft and the final report printed (72–95 s on CI's 2 cores).
  test.setTimeout(150_000);
  const directors = board(unique('b'));
  const [dora, eric] = directors as [Director, Director];
  const { company, admin, owner } = await approvedYear(page, request, directors);
  const home = page.getByTestId('board-signoff');

  // Every page approved; the draft report printed; the sign-off sent from Home.
  await printReport(page);
  // Printing is refused until the board has signed off: the generate page says why.
  await expect(page.getByTestId('lock-board')).toContainText('The board has not signed off the report');
  await expect(page.getByTestId('lock-refused')).toHaveCount(0);
  await page.goto('/home');
  await expect(home).toContainText('Not sent yet');
  await home.getByRole('button', { name: 'Send to the board' }).click();
  await expect(home).toContainText('Sent: waiting for the directors');
  await expect(home).toContainText('Dora Ho: Waiting');
  await expect(home).toContainText('Eric Lam: Waiting');
  await expectNoSeriousA11yViolations(page, 'home: board sign-off sent', { state: 'signoff-sent' });

  // A link with one character changed: the refusal page, nothing of the company.
  const firstDora = await signOffLink(dora, 0);
  // A character of the token itself, not of the language the link names after it (`&lang=en`).
  const at = firstDora.split('&')[0]!.length - 5;
  const tamperedPath = firstDora.slice(0, at) + (firstDora[at] === 'A' ? 'B' : 'A') + firstDora.slice(at + 1);
  const tampered = await openAsDirector(page, tamperedPath);
  await expect(tampered.link.getByTestId('signoff-invalid')).toBeVisible();
  await expect(tampered.link.locator('body')).not.toContainText(company);
  await tampered.link.screenshot({ path: test.info().outputPath('signoff-invalid-en.png') });
  await expectNoSeriousA11yViolations(tampered.link, 'board sign-off link refused', { state: 'invalid' });
  await tampered.close();

  // Eric reads the statement and comments: the send ends and the board statement page goes back to the administrator.
  const firstEric = await signOffLink(eric, 0);
  const ericView = await openAsDirector(page, firstEric);
  const link = ericView.link;
  await expect(link.getByText(company)).toBeVisible();
  await expect(link.getByText(STATEMENT)).toBeVisible();
  await link.getByLabel('Your comment').fill('Say how often the board meets.');
  await link.getByRole('button', { name: 'Send the comment' }).click();
  await expect(link.getByTestId('signoff-done')).toContainText('Thank you: your comment was sent');
  await ericView.close();
  await page.reload();
  await expect(home).toContainText('A director commented: the board statement page was returned');
  await expect(home).toContainText('Say how often the board meets.');
  await page.goto('/background/board_statement');
  await expect(page.getByTestId('workflow-bar-state')).toHaveText('Returned');
  await expect(page.getByTestId('workflow-bar-note')).toContainText('Say how often the board meets.');

  // The owner answers it; the administrator approves the page again and sends again: the old links die.
  const { tasks } = await admin.call<{ tasks: { pageKey: string; version: number; location?: unknown }[] }>(
    'GET',
    `/api/workflow/${YEAR}`,
  );
  const statementTask = tasks.find((t) => t.pageKey === 'board_statement' && !t.location)!;
  const submitted = await owner.call<{ version: number }>(
    'POST',
    `/api/workflow/${YEAR}/tasks/board_statement/submit`,
    { version: statementTask.version },
  );
  await admin.call('POST', `/api/workflow/${YEAR}/tasks/board_statement/approve`, { version: submitted.version });
  const [doraMails, ericMails] = [await mailCount(dora), await mailCount(eric)];
  await page.goto('/home');
  await expect(home.getByTestId('signoff-redraft')).toContainText('generate the draft report again');
  // The draft was generated before the fix: the send is refused until a new one is.
  await home.getByRole('button', { name: 'Send again' }).click();
  await expect(home).toContainText('generate the draft again');
  await printReport(page);
  await page.goto('/home');
  await home.getByRole('button', { name: 'Send again' }).click();
  await expect(home).toContainText('Sent: waiting for the directors');

  // Dora reads the statement and the draft, and approves — without signing in.
  const doraView = await openAsDirector(page, await signOffLink(dora, doraMails));
  const doraLink = doraView.link;
  await expect(doraLink.getByText(company)).toBeVisible();
  await expect(doraLink.getByText('Dora Ho')).toBeVisible();
  await expect(doraLink.getByText(STATEMENT)).toBeVisible();
  const draft = await request.get((await doraLink.getByTestId('signoff-draft').getAttribute('href'))!);
  expect(draft.headers()['content-type']).toBe('application/pdf');
  await doraLink.screenshot({ path: test.info().outputPath('signoff-director-en.png'), fullPage: true });
  await expectNoSeriousA11yViolations(doraLink, 'board sign-off link');
  await doraLink.getByTestId('signoff-approve').click();
  await expect(doraLink.getByTestId('signoff-done')).toContainText('Thank you: you approved the report');
  // The same link again: answered, it opens nothing of the company.
  await doraLink.reload();
  await expect(doraLink.getByTestId('signoff-invalid')).toBeVisible();
  await expect(doraLink.locator('body')).not.toContainText(company);
  await doraView.close();

  // Eric's link of the first send was replaced: nothing of the company. His new one: he approves.
  const stale = await openAsDirector(page, firstEric);
  await expect(stale.link.getByTestId('signoff-invalid')).toBeVisible();
  await expect(stale.link.locator('body')).not.toContainText(company);
  await stale.close();
  // He reads it in Traditional Chinese: the page and the statement in his language.
  const ericAgain = await openAsDirector(page, await signOffLink(eric, ericMails), 'hk');
  await expect(ericAgain.link.getByRole('heading', { name: '董事會審批', level: 1 })).toBeVisible();
  await expect(ericAgain.link.getByText(STATEMENT_HK)).toBeVisible();
  await ericAgain.link.screenshot({ path: test.info().outputPath('signoff-director-hk.png'), fullPage: true });
  await expectNoSeriousA11yViolations(ericAgain.link, 'board sign-off link (hk)');
  await ericAgain.link.getByRole('button', { name: '批准報告' }).click();
  await expect(ericAgain.link.getByTestId('signoff-done')).toBeVisible();
  await ericAgain.close();

  // Home shows the board's approval, dated today in Hong Kong, each director's answer.
  const today = shownDayIn();
  await page.reload();
  await expect(home).toContainText(`Approved by the board on ${today}`);
  await expect(home).toContainText('Dora Ho: Approved');
  await expect(home).toContainText('Eric Lam: Approved');
  await expect(home.getByRole('button', { name: /Send/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('home-signed-off-en.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'home: board signed off', { state: 'signoff-approved' });

  // The administrator locks the year where it is printed: no reason asked, nothing pending.
  await page.goto('/reporting/generate_report');
  const lock = page.getByTestId('lock-year');
  await expect(lock).toContainText('Every page of the year is approved and the board has signed off the report');
  await page.screenshot({ path: test.info().outputPath('generate-signed-off-en.png'), fullPage: true });
  await lock.getByRole('button', { name: 'Lock the year' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lock the reporting year' });
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(page.getByTestId('lock-done')).toHaveText('The year is locked.');

  // The printed report's frame: the board's approval, its date and the directors who gave it.
  await page.getByRole('button', { name: 'Generate report' }).click();
  await expect(page.getByRole('progressbar', { name: 'Report progress' })).toBeVisible();
  await expect(page.getByText('The report is ready.').first()).toBeVisible({ timeout: 45_000 });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const bytes = await readFile((await file.path())!);
  await writeFile(test.info().outputPath('report.pdf'), bytes);
  const text = (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
  const squeeze = (s: string) => s.replace(/\s+/g, '');
  expect(squeeze(text)).toContain(squeeze(`Approved by the Board on ${today}.`));
  expect(squeeze(text)).toContain(squeeze('Approving directors: Dora Ho, Eric Lam.'));
  // Not the date typed on the board statement page: the sign-off replaces it.
  expect(squeeze(text)).not.toContain(squeeze('The board approved this report on'));

  // The year is read-only: the page shows the lock and no Save.
  await page.goto('/background/board_statement');
  await expect(page.getByTestId('locked-banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  const edit = await request.put(`/api/page-data/board_statement/${YEAR}`, {
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    data: { values: { boardOversight: 'Changed after the lock.' }, version: 99 },
  });
  expect(edit.status()).toBe(423);

  // The screens in Traditional Chinese.
  await languageOfNextLoad(page, 'hk');
  await page.goto('/reporting/generate_report');
  await expect(page.getByRole('heading', { name: '生成報告', level: 1 })).toBeVisible();
  await expect(page.getByTestId('year-locked')).toContainText('此報告年度已鎖定');
  await page.screenshot({ path: test.info().outputPath('generate-locked-hk.png'), fullPage: true });
  await page.goto('/home');
  await expect(home).toContainText(`董事會已於 ${today} 批准`);
  await page.screenshot({ path: test.info().outputPath('home-signed-off-hk.png'), fullPage: true });
});

test('without the board’s sign-off the lock is refused; the administrator locks with a reason, shown on Home and in the audit log; the unanswered link then shows the year closed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const directors = board(unique('o'));
  const { company, admin, owner } = await approvedYear(page, request, directors);

  // Every page is approved but the board was never asked: the generate page says so, in words.
  await page.goto('/reporting/generate_report');
  const lock = page.getByTestId('lock-year');
  await expect(page.getByTestId('lock-board')).toHaveText(
    'The board has not signed off the report: send it to the directors from Home once every page is approved. The year is locked once the board has approved it.',
  );
  await expect(lock).not.toContainText('can be locked');
  await page.screenshot({ path: test.info().outputPath('generate-not-signed-off-en.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'generate: lock without the board', { state: 'not-signed-off' });

  // Sent, and the directors have not answered: still refused, saying so.
  await printReport(page);
  await page.goto('/home');
  await page.getByTestId('board-signoff').getByRole('button', { name: 'Send to the board' }).click();
  await expect(page.getByTestId('board-signoff')).toContainText('Sent: waiting for the directors');
  await page.goto('/reporting/generate_report');
  await expect(page.getByTestId('lock-board')).toContainText(
    'The board has not signed off the report yet: the directors have not all approved it.',
  );

  // A page reopened while the directors read the draft: the send is withdrawn (ADR 0113); the link says so, shows
  // nothing of the company and takes no answer; Home and the generate page say what to do.
  const approveAgain = await reopenAndApproveAgain(admin, owner, YEAR, 'corp_awards');
  const withdrawn = await openAsDirector(page, await signOffLink(directors[1]!, 0));
  await expect(withdrawn.link.getByTestId('signoff-withdrawn')).toContainText('This draft report was withdrawn');
  await expect(withdrawn.link.locator('body')).not.toContainText(company);
  await expect(withdrawn.link.getByTestId('signoff-approve')).toHaveCount(0);
  await withdrawn.link.screenshot({ path: test.info().outputPath('signoff-withdrawn-en.png'), fullPage: true });
  await expectNoSeriousA11yViolations(withdrawn.link, 'board sign-off link withdrawn', { state: 'withdrawn' });
  await withdrawn.close();
  await page.goto('/home');
  await expect(page.getByTestId('board-signoff')).toContainText('The send was withdrawn');
  await expect(page.getByTestId('board-signoff')).toContainText('Dora Ho: No longer asked: the send was withdrawn');
  await page.screenshot({ path: test.info().outputPath('home-withdrawn-en.png'), fullPage: true });
  // The page approved again: every page is, and the board's approval is what the lock still waits for.
  await approveAgain();
  await page.goto('/reporting/generate_report');
  await expect(page.getByTestId('lock-board')).toContainText('The report sent to the board was withdrawn');

  // The override: the reason is required, then the year locks and Home shows why.
  await lock.getByRole('button', { name: 'Lock the year' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lock the reporting year' });
  await expect(dialog).toContainText('The board has not signed off the report.');
  await dialog.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(dialog).toContainText('Give a reason.');
  await expectNoSeriousA11yViolations(page, 'generate: lock without the board, reason', DIALOG);
  const reason = 'The board approved the report at its meeting of 20 March; minutes filed.';
  await dialog.getByLabel('Reason for locking without the board’s sign-off').fill(reason);
  await dialog.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(page.getByTestId('lock-done')).toHaveText('The year is locked.');

  await page.goto('/home');
  const override = page.getByTestId('lock-override');
  await expect(override).toContainText('This year was locked without the board’s sign-off');
  await expect(override).toContainText(reason);
  await expectNoSeriousA11yViolations(page, 'home: locked without the board', { state: 'override' });

  // The override is in the company's audit log, in words, with its reason.
  await page.goto('/administration/audit_log');
  const entry = page.getByRole('row').filter({ hasText: 'Locked the year without every approval' }).first();
  await entry.getByRole('radio').check();
  const why = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'reason' }) });
  await expect(why).toContainText(reason);

  // A director's link of the locked year: the year is closed, nothing of the company or the report.
  const late = await openAsDirector(page, await signOffLink(directors[0]!, 0));
  await expect(late.link.getByTestId('signoff-closed')).toContainText('This reporting year is closed');
  await expect(late.link.locator('body')).not.toContainText(company);
  await expect(late.link.getByTestId('signoff-draft')).toHaveCount(0);
  await expectNoSeriousA11yViolations(late.link, 'board sign-off link closed', { state: 'closed' });
  await late.close();
});
