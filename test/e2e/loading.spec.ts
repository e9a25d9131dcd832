import { expect, test } from '@playwright/test';
import { demoUsers } from './demo';
import { Shell } from './pages/Shell';
import { signedInAs } from './signedIn';

const TIMEOUT_MESSAGE = "The page timed out while loading. Are you sure you're still connected to the Internet?";
const HOME_CHUNK = /\/assets\/HomePage-[\w-]+\.js$/;

test.describe('lazy page loading (the spec’s screens)', () => {
  test('a page chunk that never arrives shows the timeout message after 10 s and pings', async ({ page }) => {
    await signedInAs(page, demoUsers.acmeAdmin);
    await page.route(HOME_CHUNK, () => {
      // Never answered: the connection "hangs".
    });
    const pings: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'HEAD' && r.url().endsWith('/api/ping')) pings.push(r.url());
    });
    // The page's clock is Playwright's (it survives the reload): the ten seconds pass on demand.
    await page.clock.install();

    await page.goto('/home');
    await expect(page.getByTestId('page-loading')).toBeVisible();
    // The indicator shows after Home's 1 s delay: 7 s more is 8 s at least and, on a slow machine, a little
    // more, still short of the 10 s timeout; 3 s more passes it.
    await page.clock.fastForward(7_000);
    await expect(page.getByTestId('page-loading')).toBeVisible();
    expect(pings).toEqual([]);
    await page.clock.fastForward(3_100);
    // The API answers the ping, so the client reloads once; the page times out again and now stays.
    await expect.poll(() => pings.length).toBe(1);
    await expect(page.getByTestId('page-loading')).toBeVisible();
    await page.clock.fastForward(10_100);
    await expect(page.getByText(TIMEOUT_MESSAGE)).toBeVisible();
    await expect.poll(() => pings.length).toBe(2);
    await page.clock.fastForward(10_100);
    await expect(page.getByText(TIMEOUT_MESSAGE)).toBeVisible();
    expect(pings).toHaveLength(2);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  // That the loader asks once more is unit-tested (loading.test.ts); whether the browser refetches a
  // module that failed is its own business, so here only the outcome is asserted.
  test('a page chunk that cannot be loaded shows the same message', async ({ page }) => {
    await signedInAs(page, demoUsers.acmeAdmin);
    let attempts = 0;
    await page.route(HOME_CHUNK, (route) => {
      attempts += 1;
      return route.abort('connectionreset');
    });
    await page.goto('/home');
    await expect(page.getByText(TIMEOUT_MESSAGE)).toBeVisible();
    expect(attempts).toBeGreaterThanOrEqual(1);
  });

  test('a fast page shows no loading indicator', async ({ page }) => {
    await signedInAs(page, demoUsers.acmeAdmin);
    // Home's own first load (a whole page load, unlike a move from the login page) is over.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Navigate inside the running app (as users do): the indicator appears only for a load that
    // outlasts its delay, so a small chunk from localhost must never flash it. A full page load
    // is not used here: on a busy machine booting the whole app can outlast 1 s by itself.
    let sawIndicator = false;
    await page.exposeFunction('__sawIndicator', () => (sawIndicator = true));
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="page-loading"]'))
          (window as unknown as { __sawIndicator: () => void }).__sawIndicator();
      }).observe(document, { childList: true, subtree: true });
    });
    await new Shell(page, demoUsers.acmeAdmin.fullName).openUserMenu();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    expect(sawIndicator).toBe(false);
  });
});
