import type { Locator, Page } from '@playwright/test';

/** Page object for /home: the year review (a table: ListTable, web/src/ui), the company card and the side navigation. */
export class HomePage {
  readonly review: Locator;
  readonly reportingYear: Locator;
  readonly navigation: Locator;

  constructor(readonly page: Page) {
    this.review = page.getByTestId('year-review');
    this.reportingYear = page.getByTestId('reporting-year');
    this.navigation = page.getByRole('navigation', { name: 'Side navigation' });
  }

  /** Section → status, as the review table shows them. */
  async reviewRows(): Promise<Record<string, string>> {
    const rows = await this.review.locator('tbody tr').all();
    const out: Record<string, string> = {};
    for (const row of rows) {
      const cells = await row.locator('th, td').allInnerTexts();
      // A loading or empty list has one cell across the table: no section yet (callers poll).
      if (cells.length < 3) continue;
      out[cells[0]!.trim()] = cells[2]!.trim();
    }
    return out;
  }

  /** The review row of one section (by its shown name). */
  row(section: string): Locator {
    return this.review
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: section, exact: true }) });
  }

  /** Paths the side navigation links to (its header, the product name, also leads Home). */
  async navPaths(): Promise<string[]> {
    const hrefs = await this.navigation
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    return [...new Set(hrefs)].sort();
  }
}
