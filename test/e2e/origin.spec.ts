import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from './demo';
import { RegisterPage } from './pages/AccountPages';
import { LoginPage } from './pages/LoginPage';

/**
 * The origin's headers (docs/decisions/0162-the-origin-refuses-to-be-framed.md), as a browser applies them: no site
 * frames a page of ours, and the app runs its own script files alone, nothing refused.
 */
test('another site’s frame shows nothing of ours: the board’s sign-off, the questionnaire, Home', async ({
  page,
  baseURL,
}) => {
  for (const path of ['/signoff?id=anything', '/questionnaire?id=anything', '/home']) {
    await page.setContent(
      `<h1>Win a prize</h1><iframe title="framed" src="${baseURL}${path}" width="800" height="600"></iframe>`,
    );
    const framed = page.frames()[1]!;
    // The browser refuses the document: its frame holds the browser's own error page, never our app.
    await expect.poll(() => framed.url(), { message: path }).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
  }
  // The same pages open on their own.
  await page.goto('/signoff?id=anything');
  await expect(page.locator('#root')).not.toBeEmpty();
});

/** What the page's policy refused since the document loaded (`securitypolicyviolation`). */
const refused = (page: Page) => page.evaluate(() => (window as unknown as { refused: string[] }).refused);

test('the app runs under its script policy with nothing refused: a form checked by its schemas, sign-in, Home, the dashboard', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { refused: string[] };
    w.refused = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.refused.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  // Registration checks its fields with the API's own zod schemas in the browser.
  const register = new RegisterPage(page);
  await register.goto();
  await register.submit.click();
  await expect(page.getByText('Your username is required.', { exact: true })).toBeVisible();
  expect(await refused(page)).toEqual([]);

  await new LoginPage(page).signInAs(demoUsers.acmeAdmin);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await refused(page)).toEqual([]);
  await page.goto('/dashboard');
  await expect(page.getByTestId('card-ghg')).toBeVisible();
  await expect(page.locator('.highcharts-point').first()).toBeVisible();
  expect(await refused(page)).toEqual([]);
});
