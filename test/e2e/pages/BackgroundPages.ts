import { expect, type Locator, type Page } from '@playwright/test';
import { useLanguage } from '../signedIn';

export type Answer = 'Yes' | 'No' | 'Not to disclose';

/**
 * Page object for the catalogue-rendered Background pages (/background/<page key>): Cloudscape
 * form fields found by their labels, yes/no/not-to-disclose questions as radio groups, repeating
 * rows as an attribute editor. English labels unless a test passes its own.
 */
/**
 * Not a translatable cell's Chinese control: a textarea is also named by its column's label through
 * aria-labelledby (Cloudscape's form field), so its Chinese twin would match the column's label too (ADR 0121).
 */
const CHINESE_CONTROL = ['Traditional Chinese', '繁體中文', '繁体中文', 'Simplified Chinese', '簡體中文', '简体中文']
  .map((l) => `:not([aria-label$="(${l})"])`)
  .join('');

export class BackgroundPage {
  readonly heading: Locator;
  readonly summary: Locator;
  readonly lockedBanner: Locator;
  readonly conflict: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.summary = page.getByTestId('issue-summary');
    this.lockedBanner = page.getByTestId('locked-banner');
    this.conflict = page.getByTestId('conflict');
  }

  /**
   * Opens a page of the reporting year chosen in the top bar (stored as `year`, as the year menu does);
   * `section` for the catalogue pages of other sections ('social').
   */
  async goto(pageKey: string, year?: string, section = 'background') {
    if (year) await this.page.evaluate((y) => localStorage.setItem('year', y), year);
    await this.page.goto(`/${section}/${pageKey}`);
    await expect(this.heading).toBeVisible();
    // The form is there once its first card is.
    await expect(this.page.locator('[data-testid^="card-"]').first()).toBeVisible();
  }

  /** The interface language of this browser (see `useLanguage` in signedIn.ts). */
  async useLanguage(language: 'en' | 'hk' | 'cn') {
    await useLanguage(this.page, language);
  }

  /** A control by its label; a row of repeating fields is labelled by its first column too, so groups are left out. */
  /** A field by its label; a translatable one's English text (named "<label> English" beside its Chinese, ADR 0096). */
  field(label: string, nth = 0): Locator {
    return this.page
      .getByLabel(label, { exact: true })
      .or(this.page.getByLabel(`${label} English`, { exact: true }))
      .and(this.page.locator(':not([role="group"])'))
      .and(this.page.locator(CHINESE_CONTROL))
      .nth(nth);
  }

  async fill(label: string, value: string, nth = 0) {
    await this.field(label, nth).fill(value);
  }

  question(label: string): Locator {
    return this.page.getByRole('radiogroup', { name: label });
  }

  async answer(question: string, answer: Answer) {
    await this.question(question).getByRole('radio', { name: answer, exact: true }).check();
  }

  /**
   * Makes sure the options are chosen in a Cloudscape select or multiselect (an option chosen
   * already is left alone: clicking it would take it away again), then closes the list.
   */
  async choose(label: string, options: string[], nth = 0) {
    await this.field(label, nth).click();
    const multiple = (await this.page.getByRole('listbox').first().getAttribute('aria-multiselectable')) === 'true';
    for (const option of options) {
      // Its name once chosen starts with the language's "Selected" (Selected, 已選擇, 已选择).
      const item = this.page.getByRole('option', { name: new RegExp(`^(\\S+ )?${escapeRegExp(option)}$`) });
      const pick = async () => {
        if ((await item.getAttribute('aria-selected')) !== 'true') await item.click();
      };
      // A multiselect stays open: the choice has taken before the next one or the save. A click can be lost while the
      // list renders under a loaded machine, so an option still not chosen is clicked again (never a chosen one: that
      // would take it back).
      if (multiple)
        await expect(async () => {
          await pick();
          await expect(item).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
        }).toPass({ timeout: 15_000 });
      else await pick();
    }
    await this.page.keyboard.press('Escape');
  }

  /** The "Configure fields" dialog (company:write): a checkbox per field, ticked while it is shown. */
  async openFieldConfig(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Configure fields', exact: true }).click();
    const dialog = this.page.getByRole('dialog').filter({ hasText: 'Fields shown on this page' });
    await expect(dialog.getByRole('checkbox').first()).toBeVisible();
    return dialog;
  }

  /** The "Last year: …" line under the field labelled `label` (in its constraint text, `<field>-constraint`). */
  async lastYearOf(label: string): Promise<Locator> {
    const labelElement = this.page
      .locator('[id$="-label"]')
      .filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) })
      .first();
    const id = await labelElement.getAttribute('id');
    return this.page.locator(`[id="${id!.replace(/-label$/, '-constraint')}"] [data-testid="last-year"]`);
  }

  async tab(name: string) {
    await this.page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  }

  async addRow(name = 'Add row') {
    await this.page.getByRole('button', { name, exact: true }).click();
  }

  /** Removes every row of the editors on the page, so a test starts from none whatever ran before. */
  async removeAllRows() {
    const remove = this.page.getByRole('button', { name: /^Remove row \d+$/ });
    while ((await remove.count()) > 0) await remove.first().click();
  }

  async save(name = 'Save') {
    await this.page.getByRole('button', { name, exact: true }).click();
  }

  /** Waits for the 'Saved' notice and dismisses it, so the next save shows its own. */
  async expectSaved(text = 'Saved') {
    const notice = this.page.getByRole('region').filter({ hasText: text }).last();
    await expect(this.page.getByText(text, { exact: true })).toBeVisible();
    await notice
      .getByRole('button', { name: /Dismiss|關閉|关闭/ })
      .first()
      .click();
    await expect(this.page.getByText(text, { exact: true })).toBeHidden();
  }

  /**
   * The message next to the field labelled `label`: Cloudscape gives a form field's label the id
   * `<field>-label` and its message `<field>-error` (form-field/util.js).
   */
  async errorOf(label: string, nth = 0): Promise<Locator> {
    const labelElement = this.page
      .locator('[id$="-label"]')
      .filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) })
      .nth(nth);
    const id = await labelElement.getAttribute('id');
    return this.page.locator(`[id="${id!.replace(/-label$/, '-error')}"]`);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
