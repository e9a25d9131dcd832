import type { Locator, Page } from '@playwright/test';

/** Page object for the signed-in shell: top navigation and its user menu. */
export class Shell {
  readonly userMenu: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.userMenu = page.getByRole('button', { name: /user menu|用戶選單|用户菜单/i });
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async openUserMenu() {
    await this.userMenu.click();
  }

  async signOut() {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: /sign out|登出|退出登录/i }).click();
  }
}
