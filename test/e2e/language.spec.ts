import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { freshCompanyUser } from './admin';
import { latinLeftovers } from './support';

/** Names and brands that stay Latin in every language. */
const ALLOWED = ['Ben', 'Wong', 'Acme', 'Holdings', 'Ltd', 'ESG', 'English', 'PDF', 'Excel', 'IP'];

test.describe('three languages (the spec’s languages and the spec’s states)', () => {
  // A user of its own with a zh-hk profile, like the seed's acme.user: these tests change the profile.
  let user: Awaited<ReturnType<typeof freshCompanyUser>>;
  test.beforeEach(async ({ browser, request }) => {
    test.setTimeout(90_000);
    user = await freshCompanyUser(browser, request, 'zh-hk');
  });

  test('the profile language applies after login, switches at once and persists', async ({ page }, testInfo) => {
    await new LoginPage(page).signInAs(user);
    const heading = page.getByRole('heading', { level: 1 });
    // Kept as artifacts (test-results/…/home-<lang>.png) for a human look at each language.
    const shoot = async (name: string) => {
      const path = testInfo.outputPath(`${name}.png`);
      await page.evaluate(async () => {
        await document.fonts.ready; // the embedded Chinese font's subsets arrive on demand
      });
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(name, { path, contentType: 'image/png' });
    };

    await expect(heading).toHaveText('歡迎，Ben');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page).toHaveTitle('首頁 · ESG 報告');
    await shoot('home-hk');
    expect(await latinLeftovers(page, ALLOWED)).toEqual([]);

    await page.getByRole('button', { name: '繁體中文' }).click();
    await page.getByRole('menuitemcheckbox', { name: '简体中文' }).click();
    await expect(heading).toHaveText('欢迎，Ben');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await shoot('home-cn');
    expect(await latinLeftovers(page, ALLOWED)).toEqual([]);

    // Kept locally and in the profile: a reload and a new sign-in both come back in cn.
    await page.reload();
    await expect(heading).toHaveText('欢迎，Ben');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').user?.langKey))
      .toBe('zh-cn');
    await page.getByRole('button', { name: 'Ben Wong' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await new LoginPage(page).signInAs(user);
    await expect(heading).toHaveText('欢迎，Ben');

    await page.getByRole('button', { name: '简体中文' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'English' }).click();
    await expect(heading).toHaveText('Welcome, Ben');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await shoot('home-en');
  });
});
