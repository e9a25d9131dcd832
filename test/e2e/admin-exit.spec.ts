import { expect, test, type Page } from '@playwright/test';
import { demoUsers, type DemoUser } from './demo';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { signedInAs } from './signedIn';

const SUBSCRIPTION = '/administration/company_subscription';
const atSubscription = new RegExp(`${SUBSCRIPTION}$`);

/**
 * Signs in and opens Company subscription, the administration page a level-1 role may read;
 * through the login page when the test signs out (the saved session is shared by other tests).
 */
async function onSubscription(page: Page, user: DemoUser, signIn: 'saved' | 'page' = 'saved') {
  if (signIn === 'page') await new LoginPage(page).signInAs(user);
  else await signedInAs(page, user);
  // This browser reads English (acme.user's profile says zh-hk); the profile is left alone.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const home = new HomePage(page);
  // A data page the role sees in the side navigation: where "leaving" heads to.
  const dataPage = await home.navigation.locator('a[href^="/background/"]').first().getAttribute('href');
  expect(dataPage).toBeTruthy();
  await page.goto(SUBSCRIPTION);
  await expect(page).toHaveURL(atSubscription);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { home, dataPage: dataPage! };
}

test.describe('leaving administration at role level 1 or lower (spec §2 guards)', () => {
  test('a level-1 user leaving Company subscription in the app stays on it, Home included', async ({ page }) => {
    const { home, dataPage } = await onSubscription(page, demoUsers.acmeUser, 'page');
    const title = await page.getByRole('heading', { level: 1 }).innerText();

    // Another page through the side navigation.
    await home.navigation.locator(`a[href="${dataPage}"]`).first().click();
    await expect(page).toHaveURL(atSubscription);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // Home through the side navigation, its header, and the breadcrumbs.
    await home.navigation.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(atSubscription);
    await home.navigation.locator('a[href="/home"]').first().click();
    await expect(page).toHaveURL(atSubscription);
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(atSubscription);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // Signing out still reaches Login.
    await new Shell(page, demoUsers.acmeUser.fullName).signOut();
    await expect(page).toHaveURL(/\/login$/);
    await expect(new LoginPage(page).username).toBeVisible();
  });

  test('outside administration the same user moves freely', async ({ page }) => {
    const { home, dataPage } = await onSubscription(page, demoUsers.acmeUser);
    await page.goto('/home');
    await home.navigation.locator(`a[href="${dataPage}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${dataPage}$`));
    await home.navigation.locator('a[href="/home"]').first().click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a company administrator (level 5) leaves administration wherever they head', async ({ page }) => {
    const { home, dataPage } = await onSubscription(page, demoUsers.acmeAdmin);
    await home.navigation.locator(`a[href="${dataPage}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${dataPage}$`));
    await page.goto(SUBSCRIPTION);
    await home.navigation.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
