import { expect, test } from '@playwright/test';
import { demoUsers } from './demo';
import { LoginPage } from './pages/LoginPage';

test('simultaneous 401s produce one redirect to login and one notification', async ({ page }) => {
  let sessionChecks = 0;
  let homeReviews = 0;
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/session') sessionChecks += 1;
    if (path.startsWith('/api/section-status/')) homeReviews += 1;
  });
  await new LoginPage(page).signInAs(demoUsers.acmeAdmin);
  // Sign-in reads the session once, the shell validates it once more: wait for both, and for Home's
  // review of the year, whose 401 would otherwise arrive on its own after the session has ended.
  await expect.poll(() => sessionChecks).toBe(2);
  await expect.poll(() => homeReviews).toBeGreaterThan(0);

  // End this browser's session on the server, as "invalidate" on another device would.
  const ended = await page.evaluate(async () => {
    const res = await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return res.status;
  });
  expect(ended).toBe(200);

  // Hold the shell's calls (session check, navigation and the years' rule sets it filters by) and the
  // settings page's (user details, company language) until all are in flight, so their 401s arrive together.
  const paths = ['/api/comp/language', '/api/compPeriod', '/api/pages', '/api/session', '/api/userInfo'];
  const held: (() => void)[] = [];
  const release = () => held.length >= paths.length && held.splice(0).forEach((go) => go());
  for (const path of paths.map((p) => `**${p}`)) {
    await page.route(path, (route) => {
      held.push(() => void route.continue());
      release();
    });
  }
  const unauthorized: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 401) unauthorized.push(new URL(r.url()).pathname);
  });

  await page.goto('/settings');
  await expect.poll(() => unauthorized.sort()).toEqual(paths);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Something went wrong')).toHaveCount(1);
  await page.waitForTimeout(500);
  await expect(page.getByText('Something went wrong')).toHaveCount(1);
  await expect(page).toHaveURL(/\/login$/);
  const left = await page.evaluate(() =>
    ['user', 'token', 'year', 'name', 'companyName'].map((k) => localStorage.getItem(k)),
  );
  expect(left).toEqual([null, null, null, null, null]);
});
