import type { Locator, Page } from '@playwright/test';

/** Page object for the signed-in shell: top navigation and its user menu. */
export class Shell {
  readonly userMenu: Locator;
  readonly heading: Locator;

  /** The user menu is labelled by the signed-in user's full name. */
  constructor(
    readonly page: Page,
    fullName: string | RegExp,
  ) {
    this.userMenu = page.getByRole('button', { name: fullName });
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
