import { expect, type Locator, type Page } from '@playwright/test';
import { useLanguage } from '../signedIn';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Page object for the environmental resource pages (/environmental/<page key>): a table of rows
 * per location, the monthly drawer (a dialog), the add-row and remove dialogs, and the emissions
 * summary. English labels unless a test passes its own.
 */
export class EnvironmentalPage {
  readonly heading: Locator;
  readonly lockedBanner: Locator;
  readonly drawer: Locator;
  readonly unsaved: Locator;
  readonly conflict: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.lockedBanner = page.getByTestId('locked-banner');
    this.drawer = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: /^Monthly figures of / }) });
    this.unsaved = page.getByTestId('unsaved');
    this.conflict = page.getByTestId('conflict');
  }

  /** Opens a page of the reporting year chosen in the top bar (stored as `year`, as the year menu does). */
  async goto(pageKey: string, year?: string) {
    if (year) await this.page.evaluate((y) => localStorage.setItem('year', y), year);
    await this.page.goto(`/environmental/${pageKey}`);
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByTestId('page-totals')).toBeVisible();
  }

  /** The interface language of this browser (see `useLanguage` in signedIn.ts). */
  async useLanguage(language: 'en' | 'hk' | 'cn') {
    await useLanguage(this.page, language);
  }

  /** The table row whose description contains `text` (a unique account number, say). */
  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  /** Adds a row to a location: attributes by label (selects by their option's label), then Add. */
  async addRow(location: string, values: { selects?: Record<string, string>; texts?: Record<string, string> }) {
    const dialog = await this.describeRow(location, values);
    await expect(dialog).toBeHidden();
  }

  /**
   * Opens a location's add-row dialog, fills it and clicks Add; returns the dialog (still open when
   * the row was refused). `labels` names the dialog and its button in the page's language.
   */
  async describeRow(
    location: string,
    values: { selects?: Record<string, string>; texts?: Record<string, string> },
    labels = { open: `Add row for ${location}`, title: `Add a row for ${location}`, add: 'Add' },
  ): Promise<Locator> {
    await this.page.getByRole('button', { name: labels.open }).click();
    const dialog = this.page.getByRole('dialog').filter({ hasText: labels.title });
    for (const [label, option] of Object.entries(values.selects ?? {})) {
      await dialog.getByLabel(label, { exact: true }).click();
      await this.page.getByRole('option', { name: option, exact: true }).click();
    }
    for (const [label, text] of Object.entries(values.texts ?? {}))
      await dialog.getByLabel(label, { exact: true }).fill(text);
    // Closes any list of suggestions the last text opened (Escape would close the dialog).
    await dialog.getByRole('heading').first().click();
    await dialog.getByRole('button', { name: labels.add, exact: true }).click();
    return dialog;
  }

  async openMonths(rowText: string) {
    await this.row(rowText)
      .getByRole('button', { name: new RegExp(`^Monthly figures of .*${escapeRegExp(rowText)}`) })
      .click();
    await expect(this.drawer).toBeVisible();
  }

  month(label: string): Locator {
    return this.drawer.getByLabel(label, { exact: true });
  }

  async save() {
    await this.drawer.getByRole('button', { name: 'Save', exact: true }).click();
  }

  async closeDrawer() {
    await this.drawer.getByRole('button', { name: 'Close', exact: true }).click();
  }

  /** Waits for a notice and dismisses it, so the next action shows its own. */
  async expectNotice(text: string) {
    const notice = this.page.getByText(text, { exact: true });
    await expect(notice).toBeVisible();
    await this.page
      .getByRole('region')
      .filter({ hasText: text })
      .last()
      .getByRole('button', { name: /Dismiss|關閉|关闭/ })
      .first()
      .click();
    await expect(notice).toBeHidden();
  }

  /** The report's GWP set (a Cloudscape select beside the figures). */
  get gwpSelect(): Locator {
    return this.page.getByRole('button', { name: /Global warming potentials/ });
  }

  async chooseGwp(label: string) {
    await this.gwpSelect.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  /** A figure of the emissions summary as a number (tCO2e): total, scope1, scope2, scope3, removals. */
  async figure(id: string): Promise<number> {
    const text = (await this.page.getByTestId(`figure-${id}`).innerText()).replace(/,/g, '');
    return Number.parseFloat(text);
  }

  /**
   * The page's narrative question (targets, steps taken) by its label, below the resource tables: its English text
   * (the question's own control; its Chinese beside it is labelled "Traditional Chinese", ADR 0096).
   */
  narrative(label: string, language = 'English'): Locator {
    return this.page.getByRole('textbox', { name: `${label} ${language}`, exact: true });
  }

  /** Saves the narrative questions (the Save under them, not the monthly drawer's). */
  async saveNarrative() {
    await this.page
      .locator('form')
      .filter({ has: this.page.getByTestId('card-narrativeCard') })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
  }

  /** The edit-row dialog (its header names the row's location). */
  get editDialog(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByRole('heading', { name: /^Edit a row of / }) });
  }

  /** Opens the edit-row dialog of the row whose description contains `rowText`. */
  async openEdit(rowText: string) {
    await this.row(rowText)
      .getByRole('button', { name: new RegExp(`^Edit .*${escapeRegExp(rowText)}`) })
      .click();
    await expect(this.editDialog).toBeVisible();
  }

  async removeRow(rowText: string) {
    await this.row(rowText)
      .getByRole('button', { name: /^Remove / })
      .click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(this.row(rowText)).toHaveCount(0);
  }
}
