import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { BackgroundPage } from './pages/BackgroundPages';
import { sessionOf, languageOfNextLoad } from './signedIn';

const CONFLICT = 'Another user modified this data at the same time as you. Your changes were rejected.';
/** Acme's FY2024 is printed in the demo seed: read-only. */
const ACME_PRINTED = '2024-12-31';
const GLOBEX_LAST = '2025-03-31';
const GLOBEX_OPEN = '2026-03-31';
const stamp = () => Date.now().toString(36);

interface PageData {
  values: Record<string, unknown>;
  version: number;
}
const pageData = (page: Page, key: string, year: string) =>
  apiAs<PageData>(page, 'GET', `/api/page-data/${key}/${year}`);
/** Saves as the signed-in user through the API: another user's save, as far as the open form knows. */
async function saveByApi(page: Page, key: string, year: string, values: Record<string, unknown>) {
  const { version } = await pageData(page, key, year);
  return apiAs<PageData>(page, 'PUT', `/api/page-data/${key}/${year}`, { values, version });
}

test.describe('Background pages: versions and reporting years', () => {
  test('a save based on an older version is refused; reload keeps what was typed', async ({ page }) => {
    await sessionOf(page, demoUsers.globexAdmin);
    const form = new BackgroundPage(page);
    await languageOfNextLoad(page, 'en');
    await form.goto('board_committee', GLOBEX_LAST);
    const mine = `Sustainability committee ${stamp()}`;
    await form.fill('Committee name', mine);

    await saveByApi(page, 'board_committee', GLOBEX_LAST, { committeeName: `Theirs ${stamp()}` });
    await form.save();
    await expect(form.conflict).toContainText(CONFLICT);
    await expect(form.field('Committee name')).toHaveValue(mine);

    await form.conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByText('The latest version was loaded. Your changes are still in the form')).toBeVisible();
    await expect(form.field('Committee name')).toHaveValue(mine);
    await form.save();
    await form.expectSaved();
    await page.reload();
    await expect(form.field('Committee name')).toHaveValue(mine);
  });

  test("two writers: after a conflict, Reload and Save keep the other user's answers as well as one's own", async ({
    browser,
  }) => {
    const OVERSIGHT = "The board's oversight of ESG issues";
    const REVIEW = 'How the board reviews progress against ESG goals and targets';
    const open = async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await sessionOf(page, demoUsers.globexAdmin);
      await languageOfNextLoad(page, 'en');
      const form = new BackgroundPage(page);
      await form.goto('board_statement', GLOBEX_OPEN);
      return { context, page, form };
    };
    const a = await open();
    const b = await open();
    const theirs = `Quarterly oversight ${stamp()}`;
    const mine = `Yearly review ${stamp()}`;

    await a.form.fill(OVERSIGHT, theirs);
    await a.form.save();
    await a.form.expectSaved();

    // B opened the page before A saved, and typed in another field.
    await b.form.fill(REVIEW, mine);
    await b.form.save();
    await expect(b.form.conflict).toContainText(CONFLICT);
    // Save is at the foot of the form: the refusal comes into view and takes focus.
    await expect(b.form.conflict).toBeInViewport();
    await expect(b.page.getByRole('alert').filter({ has: b.form.conflict })).toBeFocused();

    await b.form.conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(b.page.getByTestId('reloaded')).toBeVisible();
    await expect(b.form.field(OVERSIGHT)).toHaveValue(theirs);
    await expect(b.form.field(REVIEW)).toHaveValue(mine);
    await b.form.save();
    await b.form.expectSaved();
    const stored = await pageData(b.page, 'board_statement', GLOBEX_OPEN);
    expect(JSON.stringify(stored.values.boardOversight)).toContain(theirs);
    expect(JSON.stringify(stored.values.progressReview)).toContain(mine);

    // Both change the same answer: B is told which, and that B's text is kept over A's.
    await a.page.reload();
    await a.form.fill(REVIEW, `Their review ${stamp()}`);
    await a.form.save();
    await a.form.expectSaved();
    const mineAgain = `Half-yearly review ${stamp()}`;
    await b.form.fill(REVIEW, mineAgain);
    await b.form.save();
    await b.form.conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(b.page.getByTestId('reloaded')).toContainText(
      `The other user also changed ${REVIEW}. Your text is kept there over theirs`,
    );
    await expect(b.form.field(REVIEW)).toHaveValue(mineAgain);
    await expect(b.form.field(OVERSIGHT)).toHaveValue(theirs);
    await a.context.close();
    await b.context.close();
  });

  test('a printed year is shown read-only with a banner', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const form = new BackgroundPage(page);
    await form.goto('policies', ACME_PRINTED);
    await expect(page.getByRole('button', { name: 'Year ending 31-12-2024' })).toBeVisible();
    await expect(form.lockedBanner).toContainText('This reporting year is printed');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy from last year' })).toHaveCount(0);
    await form.goto('board_statement', ACME_PRINTED);
    await expect(form.lockedBanner).toBeVisible();
    await expect(form.field("The board's oversight of ESG issues")).toHaveAttribute('readonly', '');
    await expectNoSeriousA11yViolations(page, 'printed year', { state: 'printed' });
  });

  test('an empty page offers last year’s answers; the copy is this year’s own', async ({ page }) => {
    await sessionOf(page, demoUsers.globexAdmin);
    const form = new BackgroundPage(page);
    await form.useLanguage('en');
    const oversight = `Reviewed by the full board (${stamp()}).`;
    // In English (ADR 0096): a one-language answer would be Globex's own language, Simplified Chinese.
    await saveByApi(page, 'board_statement', GLOBEX_LAST, { boardOversight: { en: oversight, hk: '' } });
    // Whatever an earlier run left in this year's page, the copy is offered on a page with no answer.
    await saveByApi(page, 'board_statement', GLOBEX_OPEN, {});

    await form.goto('board_statement', GLOBEX_OPEN);
    await expect(form.field("The board's oversight of ESG issues")).toHaveValue('');
    await page.getByRole('button', { name: 'Copy from last year' }).click();
    await expect(form.field("The board's oversight of ESG issues")).toHaveValue(oversight);
    await expect(page.getByText('Copied from the year ending 31-03-2025', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy from last year' })).toHaveCount(0);
    await page.reload();
    await expect(form.field("The board's oversight of ESG issues")).toHaveValue(oversight);
    await expect(page.getByText('These answers were copied from the year ending 31-03-2025')).toBeVisible();
  });
});
