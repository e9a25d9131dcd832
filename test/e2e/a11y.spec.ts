import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { sessionOf } from './signedIn';

/** One axe pass over every shell page and error page (ADR 0017). */
test.describe('accessibility', () => {
  test('public and error pages', async ({ page }) => {
    for (const path of ['/login', '/error/400', '/error/403', '/error/404', '/error/405', '/error/500', '/nowhere']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page, path);
    }
  });

  for (const user of [demoUsers.acmeAdmin, demoUsers.acmeUser]) {
    test(`shell pages in ${user.language}`, async ({ page }) => {
      await sessionOf(page, user);
      for (const path of ['/home', '/settings', '/personalProfile']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page, `${path} (${user.language})`);
      }
    });
  }
});
