import { expect, test as setup } from '@playwright/test';
import { demoUsers } from './demo';
import { LoginPage } from './pages/LoginPage';
import { stateFile } from './signedIn';

/** Signs each demo role in once per run and saves its browser storage (see signedIn.ts). */
for (const user of Object.values(demoUsers)) {
  setup(`sign in as ${user.login}`, async ({ page }) => {
    await new LoginPage(page).signInAs(user);
    // The first visit is remembered before the storage is saved: every test's visit is a later one, so
    // the tutorial panel starts closed (web/src/features/tutorial/visibility.ts).
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('esg:tutorial:'))))
      .toBe(true);
    await page.context().storageState({ path: stateFile(user) });
  });
}
