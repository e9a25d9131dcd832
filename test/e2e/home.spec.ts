import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers, type DemoUser } from './demo';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';

const SECTIONS_NOT_STARTED = {
  Background: 'Not started',
  Environmental: 'Not started',
  Social: 'Not started',
  Miscellaneous: 'Not started',
};

/** What GET /api/pages answers for the signed-in user, read as the app reads it. */
const apiPages = (page: Page) =>
  page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('token')}` };
    return ((await (await fetch('/api/pages', { headers })).json()) as { path: string }[]).map((p) => p.path);
  });

async function signIn(page: Page, user: DemoUser) {
  await new LoginPage(page).signInAs(user);
  const home = new HomePage(page);
  await expect(home.review).toBeVisible();
  return home;
}

test.describe('home and navigation (spec §2, issue #4 §1, §8)', () => {
  test('greets the user and reviews the reporting year by section', async ({ page }) => {
    const home = await signIn(page, demoUsers.acmeAdmin);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Alice');
    await expect(home.reportingYear).toHaveText('Reporting year ending 31-12-2025');
    await expect.poll(() => home.reviewRows()).toEqual(SECTIONS_NOT_STARTED);
    await expect(page.getByText('Reporting years ending 31-12-2024, 31-12-2025')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Acme Holdings Ltd' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/home with the review');
  });

  test('the side navigation lists only pages the role may see that exist', async ({ page }) => {
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
    // GET /api/pages is the page authorization (spec §6): answer as if only Home were visible.
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

  test('a level-1 user sees no administration; without a reporting year there is nothing to review', async ({
    page,
  }) => {
    let home = await signIn(page, demoUsers.acmeUser);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('歡迎，Ben');
    await expect(home.review.getByText('未開始')).toHaveCount(4);
    expect((await home.navPaths()).some((p) => p.startsWith('/administration/users'))).toBe(false);
    await expectNoSeriousA11yViolations(page, '/home (hk)');

    await page.evaluate(() => localStorage.clear());
    home = await signIn(page, demoUsers.platformAdmin);
    await expect(home.review.getByText('Nothing to review until a reporting year is set up.')).toBeVisible();
    await expect(home.reportingYear).toHaveText('No reporting year has been set up for your company yet.');
  });
});
