import { expect, test, type Request } from '@playwright/test';
import { demoUsers } from './demo';
import { LoginPage } from './pages/LoginPage';

test('simultaneous 401s of an ended session produce one redirect to login and one "Your session expired."', async ({
  page,
}) => {
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

  // Hold every API call the shell and the settings page make on arrival (session check, navigation, the
  // years' rule sets, then user details and company language once the page's chunk is in) until none has started for 400 ms, then let them
  // go at once, so their 401s arrive together. Which calls a page makes first depends on its chunks and
  // timing; holding all of them (not a fixed list, which waited forever when one came only later)
  // keeps the test about the product's behaviour.
  const held: { path: string; go: () => void }[] = [];
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const released: string[] = [];
  const burst = new Set<Request>();
  await page.route('**/api/**', (route) => {
    // After the burst (the login page's own calls): straight through.
    if (released.length) return void route.continue();
    burst.add(route.request());
    held.push({ path: new URL(route.request().url()).pathname, go: () => void route.continue() });
    clearTimeout(quiet);
    quiet = setTimeout(() => {
      for (const call of held.splice(0)) {
        released.push(call.path);
        call.go();
      }
    }, 400);
  });
  const unauthorized: string[] = [];
  const answered: number[] = [];
  page.on('response', (r) => {
    // The burst's answers only: the logout's own 200, or a call Home had in flight, may be reported late.
    if (!burst.has(r.request())) return;
    if (r.status() === 401) unauthorized.push(new URL(r.url()).pathname);
    else if (!unauthorized.length) answered.push(r.status());
  });

  await page.goto('/settings');
  await expect.poll(() => released.length).toBeGreaterThanOrEqual(3);
  expect(released).toContain('/api/session');
  // Several of the calls let go together are refused (the rest are cancelled as the app leaves for Login);
  // none is answered otherwise, and together they make one redirect and one notification.
  await expect.poll(() => unauthorized.length).toBeGreaterThanOrEqual(2);
  expect(answered).toEqual([]);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session expired.')).toHaveCount(1);
  await page.waitForTimeout(500);
  await expect(page.getByText('Your session expired.')).toHaveCount(1);
  await expect(page).toHaveURL(/\/login$/);
  const left = await page.evaluate(() =>
    ['user', 'token', 'year', 'name', 'companyName'].map((k) => localStorage.getItem(k)),
  );
  expect(left).toEqual([null, null, null, null, null]);
});
