import { expect, test, type Page } from '@playwright/test';
import { pageByKey } from '@esg/core/pages/index';
import { activateInBrowser, activationLink, apiAs, latestMail, unique } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers, type DemoUser } from './demo';
import { BackgroundPage } from './pages/BackgroundPages';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { dropSharedSession, signedInAs, sessionOf } from './signedIn';

const SECTIONS = ['Background', 'Environmental', 'Climate', 'Social', 'Miscellaneous', 'Reporting'];
const NOTHING_SAVED = Object.fromEntries(SECTIONS.map((s) => [s, 'Not started']));
const STATUSES = ['Not started', 'In progress', 'Complete'];

/** What GET /api/pages answers for the signed-in user, read as the app reads it. */
const apiPages = (page: Page) =>
  page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('token')}` };
    return ((await (await fetch('/api/pages', { headers })).json()) as { path: string }[]).map((p) => p.path);
  });

async function signIn(page: Page, user: DemoUser) {
  await signedInAs(page, user);
  const home = new HomePage(page);
  await expect(home.review).toBeVisible();
  return home;
}

test.describe('home and navigation (the spec’s screens)', () => {
  test('a signed-in page load sends the stored token and loads no Amplify while it is good (ADR 0126)', async ({
    page,
  }) => {
    const amplify: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/amplifyAuth-[^/]*\.js$/.test(r.url())) amplify.push(r.url());
    });
    const home = await signIn(page, demoUsers.acmeAdmin);
    await expect.poll(async () => Object.keys(await home.reviewRows())).toEqual(SECTIONS);
    expect(amplify).toEqual([]);
    // A stored token about to lapse is not sent: Amplify is loaded and gives a good one, stored for the next calls.
    const lapsing = await page.evaluate(() => {
      const [head, , sig] = localStorage.getItem('token')!.split('.');
      const body = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 30 })).replace(/=+$/, '');
      const token = `${head}.${body}.${sig}`;
      localStorage.setItem('token', token);
      return token;
    });
    await page.reload();
    await expect.poll(async () => Object.keys(await home.reviewRows())).toEqual(SECTIONS);
    expect(amplify).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(lapsing);
  });

  test('greets the user and reviews the reporting year by section', async ({ page }) => {
    const home = await signIn(page, demoUsers.acmeAdmin);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Alice');
    await expect(home.reportingYear).toHaveText('Reporting year ending 31-12-2025');
    // Other suites may fill Acme's year (a report, pages): the exact states are checked on a fresh company below.
    await expect.poll(async () => Object.keys(await home.reviewRows())).toEqual(SECTIONS);
    for (const status of Object.values(await home.reviewRows())) expect(STATUSES).toContain(status);
    await expect(page.getByText('Reporting years ending 31-12-2024, 31-12-2025')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Acme Holdings Ltd' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/home with the review');
  });

  test('the side navigation lists only pages the role may see that exist', async ({ page }) => {
    test.setTimeout(120_000); // it opens every page the navigation links to
    const home = await signIn(page, demoUsers.acmeAdmin);
    const allowed = await apiPages(page);
    await expect(home.navigation.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    const shown = await home.navPaths();
    for (const path of shown) expect(allowed, path).toContain(path);
    // Settings and profile live in the user menu; pages this build has no screen for yet stay out.
    expect(shown).not.toContain('/settings');
    const hidden = allowed.filter((p) => !shown.includes(p) && !['/settings', '/personalProfile'].includes(p));
    expect(hidden.length).toBeGreaterThan(0);
    for (const path of [hidden[0]!, hidden.at(-1)!]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Page not found');
    }
    await page.goto('/home');

    // Every link leads to a page, never to Not Found.
    for (const path of shown.filter((p) => p !== '/home')) {
      await home.navigation.locator(`a[href="${path}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
    }
  });

  test('pages the company hid from a role disappear from its navigation', async ({ page }) => {
    // GET /api/pages is the page authorization (docs/permissions.md): answer as if only Home were visible.
    await page.route('**/api/pages', async (route) => {
      const res = await route.fetch();
      const pages = (await res.json()) as { path: string }[];
      await route.fulfill({ response: res, json: pages.filter((p) => p.path === '/home') });
    });
    const home = await signIn(page, demoUsers.acmeAdmin);
    await expect(home.navigation.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    expect(await home.navPaths()).toEqual(['/home']);
    await expect(home.navigation.getByText('Administration')).toHaveCount(0);
    await expect(home.review.getByText('Your role has no report sections to review.')).toBeVisible();
  });

  test('a level-1 user sees no administration; platform staff get the platform’s companies, not a year review', async ({
    page,
  }) => {
    const home = await signIn(page, demoUsers.acmeUser);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('歡迎，Ben');
    await expect
      .poll(async () => Object.keys(await home.reviewRows()))
      .toEqual(['背景', '環境', '氣候', '社會', '其他資料', '報告']);
    expect((await home.navPaths()).some((p) => p.startsWith('/administration/users'))).toBe(false);
    await expectNoSeriousA11yViolations(page, '/home (hk)');

    await page.evaluate(() => localStorage.clear());
    await signedInAs(page, demoUsers.platformAdmin);
    await expect(page.getByRole('heading', { name: 'Companies and subscriptions' })).toBeVisible();
    await expect(home.review).toHaveCount(0);
    await expect(page.getByText('No reporting year has been set up for your company yet.')).toHaveCount(0);
  });

  test('on a phone each section of the review is a block of its own, still read as a table with its headers (hk)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 400, height: 900 });
    const home = await signIn(page, demoUsers.acmeUser);
    const review = home.review.getByRole('table', { name: '報告年度概覽' });
    await expect(review.getByRole('rowheader', { name: '背景', exact: true })).toBeVisible();
    await expect(review.getByRole('columnheader')).toHaveText([
      '部分',
      '已儲存頁數',
      '狀態',
      '欠一種語言',
      '尚欠的強制披露',
      '尚待回答或解釋',
    ]);
    // Every value on the screen: nothing scrolls sideways, each row's values under its section.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    const background = home.row('背景');
    await expect(background.getByRole('cell')).toHaveCount(5);
    const [section, status] = await Promise.all([
      background.getByRole('rowheader').boundingBox(),
      background.getByRole('cell').nth(1).boundingBox(),
    ]);
    expect(status!.y).toBeGreaterThan(section!.y + section!.height - 1);
    // The whole page, the shell's navigation toggle included (ADR 0126).
    await expectNoSeriousA11yViolations(page, '/home on a phone (hk)', { state: 'phone' });

    // The navigation is a drawer behind its toggle: it opens over the page, focus on its close button, and a link
    // followed closes it on the page it leads to (ADR 0126).
    const navigation = page.getByRole('navigation', { name: '側邊導覽' });
    await expect(navigation).toBeHidden();
    await page.getByRole('button', { name: '開啟側邊導覽' }).click();
    await expect(navigation).toBeVisible();
    await expect(page.getByRole('button', { name: '關閉側邊導覽' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, '/home on a phone with the navigation open (hk)', {
      state: 'phone drawer',
    });
    await navigation.getByRole('link', { name: '公司資料' }).click();
    await expect(page).toHaveURL(/\/background\/company_information$/);
    await expect(navigation).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
  });

  test('the review follows the year’s data: saving pages moves their section on (fresh company)', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000); // a fresh company, eight pages seeded, one comply card filled in
    const yearEnd = '2026-03-31';
    const login = unique('home');
    const email = `${login}@example.com`;
    const password = 'Review-pass-2026!';
    await sessionOf(page, demoUsers.platformAdmin);
    await apiAs(page, 'POST', '/api/comp/subscribe/2025-04-01/2026-03-31', {
      company: { name: unique('Review Co '), langKey: 'en' },
      admin: { login, email, firstName: 'Rae', lastName: 'View', langKey: 'en' },
    });
    const mail = await latestMail(request, email);
    await dropSharedSession(page);
    await activateInBrowser(page, activationLink(mail).path, password);
    const signIn = new LoginPage(page);
    await signIn.goto();
    await signIn.signIn(login, password);
    await expect(page).toHaveURL(/\/home$/);
    const home = new HomePage(page);
    await expect(home.reportingYear).toHaveText('Reporting year ending 31-03-2026');
    await expect.poll(() => home.reviewRows()).toEqual(NOTHING_SAVED);

    const save = (pageKey: string, values: unknown) =>
      apiAs(page, 'PUT', `/api/page-data/${pageKey}/${yearEnd}`, { values, version: 0 });

    // One of Social's pages saved: in progress. Home asks again whenever it is shown.
    await save('anti_corruption', { anyCorruptionCase: { answer: 0 }, staffTraining: { answer: 0 } });
    await page.reload();
    await expect.poll(() => home.reviewRows()).toEqual({ ...NOTHING_SAVED, Social: 'In progress' });

    // Every Social page saved, each comply card's provisions marked not applicable except Labour
    // standards' B4.2: the section stays in progress, and Home names what is left, linking to its page.
    const explained = (pageKey: string, except: string[] = []) =>
      Object.fromEntries(
        (pageByKey(pageKey)?.explains ?? [])
          .filter((e) => !except.includes(e.provision))
          .flatMap((e) => [
            [e.choice, 'notApplicable'],
            [e.reason, 'Not relevant to a holding company.'],
          ]),
      );
    await apiAs(page, 'PUT', `/api/page-data/anti_corruption/${yearEnd}`, {
      values: { anyCorruptionCase: { answer: 0 }, staffTraining: { answer: 0 }, ...explained('anti_corruption') },
      version: 1,
    });
    const withData: Record<string, object> = {
      community_investment: {
        communityPolicy: 'We fund harbour clean-ups.',
        anyContribution: { answer: 0 },
        anyCharitableActivity: { answer: 0 },
      },
      employment: { beginTotal: '8', endTotal: '12', leaversTotal: '1' },
      labour_standards: { reviewMeasures: 'Identity checks at hiring.' },
    };
    for (const key of ['community_investment', 'employment', 'development_training', 'labour_standards'])
      await save(key, { ...withData[key], ...explained(key, ['B4.2']) });
    for (const key of ['supply_chain', 'product', 'health_safety']) await save(key, explained(key));
    const shell = new Shell(page, 'Rae View');
    await shell.openUserMenu();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(shell.heading).toHaveText('Settings');
    await home.navigation.getByRole('link', { name: 'Home', exact: true }).click();
    await expect.poll(() => home.reviewRows()).toEqual({ ...NOTHING_SAVED, Social: 'In progress' });
    await home.row('Social').getByRole('button', { name: '1 to explain' }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: 'Steps taken to eliminate such practices when discovered (B4.2)' })
      .click();
    // Labour standards (B4): explained on its comply card, with the reason a choice other than answered needs.
    const form = new BackgroundPage(page);
    await expect(form.heading).toHaveText('Labour standards');
    await expect(form.field('Measures to review employment practices to avoid child and forced labour')).toHaveValue(
      'Identity checks at hiring.',
    );
    await form.tab('Comply or explain');
    await form.choose('B4.2 Steps taken to eliminate such practices when discovered', [
      'Explained (not disclosed, with reason)',
    ]);
    await form.save();
    await expect(await form.errorOf('B4.2: reason (explained or not applicable)')).toHaveText('Missing input.');
    await form.fill('B4.2: reason (explained or not applicable)', 'No such practice has been found in our operations.');
    await form.save();
    await form.expectSaved();
    await expectNoSeriousA11yViolations(page, 'labour standards, comply or explain');
    await home.navigation.getByRole('link', { name: 'Home', exact: true }).click();
    await expect.poll(() => home.reviewRows()).toEqual({ ...NOTHING_SAVED, Social: 'Complete' });

    // A board statement saved empty leaves the mandatory MDR-GOV missing: Background names it.
    await save('board_statement', {});
    await page.reload();
    await expect
      .poll(() => home.reviewRows())
      .toEqual({ ...NOTHING_SAVED, Social: 'Complete', Background: 'In progress' });
    // How many mandatory provisions Background lacks; which ones on demand (codes stay out of the table text).
    const missing = home.row('Background').getByRole('button', { name: /missing$/ });
    await expect(home.row('Environmental')).not.toContainText('missing');
    await expect(home.row('Background')).not.toContainText('MDR');
    await missing.click();
    // Each provision by its title and code, linking to the page that answers it.
    await expect(page.getByRole('dialog').getByRole('link', { name: /\(MDR-GOV\)$/ })).toHaveAttribute(
      'href',
      '/background/board_statement',
    );
    await expect(page.getByRole('dialog')).toContainText('Board statement: (i) board oversight of ESG issues');
    await page.keyboard.press('Escape');
    await expectNoSeriousA11yViolations(page, '/home with sections in progress');
  });
});
