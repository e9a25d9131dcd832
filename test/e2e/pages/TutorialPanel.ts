import { expect, type Locator, type Page } from '@playwright/test';

/** Page object for the tutorial in the shell's tools drawer and its annotation popovers. */
export class TutorialPanel {
  readonly list: Locator;
  readonly drawer: Locator;
  readonly close: Locator;
  readonly toggle: Locator;
  readonly start: Locator;

  constructor(readonly page: Page) {
    this.drawer = page.getByTestId('tutorial-panel');
    this.list = page.getByRole('region', { name: 'Tutorials' });
    this.close = page.getByRole('button', { name: 'Close tutorial panel' });
    this.toggle = page.getByRole('button', { name: 'Open tutorial panel' });
    this.start = this.drawer.getByRole('button', { name: /Start tutorial|Restart tutorial/ });
  }

  /** The open step's popover: its task, its text and its buttons. */
  annotation(stepText: string | RegExp): Locator {
    return this.page.getByRole('dialog').filter({ hasText: stepText });
  }

  async next(stepText: string | RegExp) {
    const popover = this.annotation(stepText);
    await expect(popover).toBeVisible();
    await popover.getByRole('button', { name: 'Next' }).click();
  }

  /** What the browser remembers: the user's completion (localStorage) and whether this visit has the panel open (sessionStorage). */
  stored(userLogin: string) {
    return this.page.evaluate((login) => {
      const user = JSON.parse(localStorage.getItem('user') ?? 'null') as { user: { id: string; login: string } } | null;
      if (user?.user.login !== login) return null;
      const seen = JSON.parse(localStorage.getItem(`esg:tutorial:${user.user.id}`) ?? 'null') as {
        completed: boolean;
      } | null;
      if (!seen) return null;
      return {
        open: sessionStorage.getItem(`esg:tutorial-open:${user.user.id}`) === 'true',
        completed: seen.completed,
      };
    }, userLogin);
  }
}
