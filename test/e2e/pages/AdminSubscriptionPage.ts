import { expect, type Locator, type Page } from '@playwright/test';

export interface Onboarding {
  company: string;
  start: string;
  end: string;
  login: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Page object for /administration/company_subscription, as a platform administrator sees it (English). */
export class AdminSubscriptionPage {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  async goto(title = 'Company subscription') {
    await this.page.goto('/administration/company_subscription');
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  async onboard(o: Onboarding) {
    await this.button('Onboard company').click();
    await this.dialog.getByLabel('Name', { exact: true }).fill(o.company);
    await this.dialog.getByLabel('Start date').fill(o.start);
    await this.dialog.getByLabel('End date').fill(o.end);
    await this.dialog.getByLabel('Login').fill(o.login);
    await this.dialog.getByLabel('E-mail').fill(o.email);
    await this.dialog.getByLabel('First name').fill(o.firstName);
    await this.dialog.getByLabel('Last name').fill(o.lastName);
    await this.dialog.getByRole('button', { name: 'Onboard company' }).click();
  }

  /** Pages through the companies until the named one is listed, then selects it. */
  async selectCompany(name: string) {
    const next = this.page.getByRole('button', { name: 'Next page' });
    const firstRow = this.page.getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    for (let i = 0; i < 20 && !(await this.row(name).isVisible()) && (await next.isEnabled()); i++) {
      const shown = await firstRow.textContent();
      await next.click({ timeout: 10_000 });
      // The next page has come when its first row is no longer this one's (a single-page app has no load to wait for).
      await expect(firstRow).not.toHaveText(shown ?? '');
    }
    // Bounded, so a page that never offers the company says so here rather than at the test's own timeout.
    await this.page.getByRole('radio', { name: `Select ${name}`, exact: true }).check({ timeout: 15_000 });
  }
}
