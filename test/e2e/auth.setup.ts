import { test as setup } from '@playwright/test';
import { demoUsers } from './demo';
import { LoginPage } from './pages/LoginPage';
import { stateFile } from './signedIn';

/** Signs each demo role in once per run and saves its browser storage (see signedIn.ts). */
for (const user of Object.values(demoUsers)) {
  setup(`sign in as ${user.login}`, async ({ page }) => {
    await new LoginPage(page).signInAs(user);
    await page.context().storageState({ path: stateFile(user) });
  });
}
