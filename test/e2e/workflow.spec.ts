import { expect, test, type Locator, type Page } from '@playwright/test';
import { activateInBrowser, activationLink, apiAs, inviteUser, latestMail } from './admin';
import { DIALOG, expectNoSeriousA11yViolations } from './axe';
import { newCompanyWithYears } from './newCompany';
import { BackgroundPage } from './pages/BackgroundPages';
import { LoginPage } from './pages/LoginPage';
import { useLanguage, languageOfNextLoad } from './signedIn';

/**
 * The year's review on screen (ADRs 0102, 0111), in a company of its own: the administrator assigns Corporate
 * awards to a data-entry user; the owner's first submission is refused with the list, fixed and submitted; the
 * submitted page is read-only until the owner withdraws the submission, edits and submits again; the administrator (a reviewer) sees the change, comments and returns it; the owner answers, fixes, resolves and
 * resubmits; the reviewer approves and the page is read-only — in en, then checked in hk and cn.
 */
const YEAR = '2026-12-31';
const PASSWORD = 'Owner-pass-2026!';
const PAGE = '/miscellaneous/corp_awards';

const bar = (page: Page) => page.getByTestId('workflow-bar');
const state = (page: Page) => page.getByTestId('workflow-bar-state');

async function openAwards(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Corporate awards', level: 1 })).toBeVisible();
  await expect(state(page)).toBeVisible();
}

async function fillAward(form: BackgroundPage, award: string) {
  await form.removeAllRows();
  await form.addRow();
  await form.fill('Sequence', '1');
  await form.fill('Award', award);
  await form.fill('Awarded by', 'HKCSS');
  await form.save();
  await form.expectSaved();
}

const review = async (page: Page): Promise<Locator> => {
  const toggle = bar(page).getByRole('button', { name: 'Review', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.getByTestId('review-changes');
};

test('assign → refused submission → fix and submit → read-only → withdraw, edit, submit → diff, comment, return → resubmit → approve → read-only (en, hk, cn)', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await newCompanyWithYears(page, 'flow', [{ start: '2026-01-01', end: YEAR }], YEAR);

  // The owner: a data-entry user of the company, activated from the invitation mail, in a browser of their own.
  const login = await inviteUser(page, 'Company user', 'owner');
  const mail = await latestMail(request, `${login}@example.com`);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await activateInBrowser(owner, activationLink(mail).path, PASSWORD);
  const signIn = new LoginPage(owner);
  await signIn.goto();
  await signIn.signIn(login, PASSWORD);
  await expect(owner).toHaveURL(/\/home$/);

  // The administrator assigns Corporate awards from the year matrix, with a due date.
  await languageOfNextLoad(page, 'en');
  await page.goto('/reporting/review_approval');
  await expect(page.getByRole('heading', { name: 'Review and approval', level: 1 })).toBeVisible();
  await page.getByTestId('matrix-filter-pageKey').click();
  await page.getByRole('option', { name: 'Corporate awards', exact: true }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'year matrix');
  await page.getByRole('button', { name: 'Assign the pages shown' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign 1 page' });
  await assign.getByRole('button', { name: 'Choose users' }).click();
  await page.getByRole('option', { name: new RegExp(`Eve Tester.*${login}`) }).click();
  await page.keyboard.press('Escape');
  await assign.getByRole('textbox', { name: 'Due date' }).fill('30-01-2027');
  await expectNoSeriousA11yViolations(page, 'year matrix: assign', DIALOG);
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(assign).toBeHidden();
  await expect(page.getByText('1 page assigned.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Corporate awards' })).toContainText('Eve Tester');
  await expect(page.getByRole('row').filter({ hasText: 'Corporate awards' })).toContainText('30-01-2027');

  // The owner sees the task on the page; an empty list is refused with the reason in words.
  const form = new BackgroundPage(owner);
  await openAwards(owner);
  await expect(bar(owner)).toContainText('Eve Tester');
  await expect(bar(owner)).toContainText('30-01-2027');
  await expect(state(owner)).toHaveText('Not started');
  await bar(owner).getByRole('button', { name: 'Submit for review' }).click();
  const checks = owner.getByTestId('workflow-bar-checks');
  await expect(checks).toContainText('This page cannot be submitted yet');
  // The field by its label, never its id ('awards') or the message key.
  await expect(checks.getByRole('listitem')).toHaveText(['Corporate awards: Please add at least one detail.']);
  await expectNoSeriousA11yViolations(owner, 'workflow bar: refused submission', { state: 'refused' });
  await fillAward(form, 'Caring Company');
  await bar(owner).getByRole('button', { name: 'Submit for review' }).click();
  await expect(state(owner)).toHaveText('Submitted for review');
  // Submitted, the page is read-only with the reason, until a reviewer acts or the owner withdraws it (ADR 0102,
  // amended); an edit sent anyway (from a tab opened before) is refused in words.
  await expect(owner.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(owner.getByTestId('workflow-bar-submitted')).toContainText(
    'To change it first, withdraw the submission.',
  );
  await expectNoSeriousA11yViolations(owner, 'workflow bar: submitted', { state: 'submitted' });
  const stored = await apiAs<{ values: unknown; version: number }>(owner, 'GET', `/api/page-data/corp_awards/${YEAR}`);
  await expect(
    apiAs(owner, 'PUT', `/api/page-data/corp_awards/${YEAR}`, { values: stored.values, version: stored.version }),
  ).rejects.toThrow(/423 .*This page is submitted for review and is read-only/);
  await bar(owner).getByRole('button', { name: 'Withdraw submission' }).click();
  await expect(state(owner)).toHaveText('In progress');
  await expect(owner.getByTestId('workflow-bar-submitted')).toHaveCount(0);
  await fillAward(form, 'Caring Company Scheme');
  await bar(owner).getByRole('button', { name: 'Submit for review' }).click();
  await expect(state(owner)).toHaveText('Submitted for review');

  // The reviewer sees what changed, comments on the list and returns the page.
  await openAwards(page);
  await expect(state(page)).toHaveText('Submitted for review');
  await expect(bar(page)).toContainText('Submitted by Eve Tester');
  const changes = await review(page);
  await expect(changes.getByRole('row').filter({ hasText: 'Corporate awards' }).first()).toBeVisible();
  await expect(changes).toContainText('Eve Tester');
  await page.getByRole('button', { name: /^Field/ }).click();
  await page.getByRole('option', { name: 'Corporate awards', exact: true }).click();
  await bar(page).getByRole('textbox', { name: 'Comment' }).fill('Add the date of the award.');
  await bar(page).getByRole('button', { name: 'Add comment' }).click();
  await expect(bar(page).getByText('Add the date of the award.')).toBeVisible();
  await expect(page.getByTestId('workflow-bar-blocked')).toHaveText(
    '1 comment is still open: it must be resolved before the page can be approved.',
  );
  await expectNoSeriousA11yViolations(page, 'workflow bar: review with a comment', { state: 'review' });
  await bar(page).getByRole('button', { name: 'Return with comment' }).click();
  const back = page.getByRole('dialog', { name: 'Return this page' });
  await back.getByRole('textbox').fill('See the comment on the list.');
  await expectNoSeriousA11yViolations(page, 'workflow bar: return', DIALOG);
  await back.getByRole('button', { name: 'Return', exact: true }).click();
  await expect(back).toBeHidden();
  await expect(state(page)).toHaveText('Returned');

  // The owner reads the note and the thread, answers, fixes, resolves and resubmits.
  await openAwards(owner);
  await expect(state(owner)).toHaveText('Returned');
  await expect(owner.getByTestId('workflow-bar-note')).toContainText('See the comment on the list.');
  await expect(bar(owner).getByText('Add the date of the award.')).toBeVisible();
  await bar(owner)
    .getByRole('textbox', { name: 'Reply to the comment on Corporate awards' })
    .fill('Added the date: 12-05-2026.');
  await bar(owner).getByRole('button', { name: 'Send reply' }).click();
  await expect(bar(owner).getByText('Added the date: 12-05-2026.')).toBeVisible();
  await form.fill('Awarded on', '12-05-2026');
  await form.save();
  await form.expectSaved();
  await bar(owner).getByRole('button', { name: 'Resolve' }).click();
  await expect(bar(owner).getByRole('button', { name: 'Resolve' })).toHaveCount(0);
  await bar(owner).getByRole('button', { name: 'Submit for review' }).click();
  await expect(state(owner)).toHaveText('Submitted for review');

  // The reviewer approves: the page is approved and read-only, for the owner too.
  await openAwards(page);
  await bar(page).getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(state(page)).toHaveText('Approved');
  await expect(page.getByTestId('workflow-bar-approved')).toContainText(
    'It is read-only until a reviewer reopens it with a reason.',
  );
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(bar(page).getByRole('button', { name: 'Reopen' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('workflow-approved-en.png'), fullPage: true });
  await openAwards(owner);
  await expect(state(owner)).toHaveText('Approved');
  await expect(owner.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(bar(owner).getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
  await ownerContext.close();

  // The lock where the year is printed: refused until every page is approved, the missing pages listed.
  await page.goto('/reporting/generate_report');
  await expect(page.getByTestId('lock-refused')).toContainText('reviews are not approved yet');
  await page.getByRole('button', { name: 'Not approved yet' }).click();
  await expect(page.getByTestId('lock-pending')).not.toContainText('Corporate awards');
  await expect(page.getByTestId('lock-pending')).toContainText('Board statement — Not started');

  for (const [language, approved, notice, matrixTitle] of [
    ['hk', '已批核', '在審閱人註明原因重新開放前，此頁面只可查閱。', '審閱及批核'],
    ['cn', '已批核', '在审阅人注明原因重新开放前，此页面只可查阅。', '审阅及批核'],
  ] as const) {
    await languageOfNextLoad(page, language);
    await page.goto(PAGE);
    await expect(state(page)).toHaveText(approved);
    await expect(page.getByTestId('workflow-bar-approved')).toContainText(notice);
    await expectNoSeriousA11yViolations(page, `workflow bar approved (${language})`);
    await page.goto('/reporting/review_approval');
    await expect(page.getByRole('heading', { name: matrixTitle, level: 1 })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Eve Tester' })).toContainText(approved);
    await expectNoSeriousA11yViolations(page, `year matrix (${language})`);
  }
  await useLanguage(page, 'en');

  // A resource page: the page's own bar (its narrative) and one per location of the boundary.
  const office = '01JX0000000000000000000001';
  await apiAs(page, 'PUT', `/api/page-data/reporting_boundaries/${YEAR}`, {
    values: {
      locations: [
        {
          locationId: office,
          name: 'Head office',
          address: '1 Queen’s Road Central',
          city: 'Hong Kong',
          country: 'HK',
          district: 'central-western',
          locationType: 'office',
          numberOfShops: '',
          inBoundary: 'yes',
        },
      ],
    },
    version: 0,
  });
  await page.goto('/environmental/electricities');
  await expect(page.getByTestId(`workflow-bar-${office}`)).toContainText('Review of Head office');
  await expect(page.getByTestId(`workflow-bar-${office}-state`)).toHaveText('Not started');
  await expect(bar(page)).toContainText('Review of this page');
  await expectNoSeriousA11yViolations(page, 'resource page with its location bars');
});
