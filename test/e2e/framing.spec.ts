import { expect, test } from '@playwright/test';

/**
 * Clickjacking (ADR 0162): another site cannot show a page of ours in a frame and lure a click through it — the board's
 * sign-off and the questionnaire answer an Approve or Submit without a login, and a signed-in page acts as its user.
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
