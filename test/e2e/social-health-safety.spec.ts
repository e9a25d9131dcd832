import { expect, test } from '@playwright/test';
import { fatalityRate } from '@esg/core/domain/social/fatalities';
import { apiAs } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { BackgroundPage } from './pages/BackgroundPages';
import { sessionOf } from './signedIn';

/** Acme's open year: this file owns its Health and safety page. FY2024 is printed and has no Employment headcount. */
const ACME_OPEN = '2025-12-31';

test.describe('Social › Health and safety', () => {
  test.beforeEach(async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
  });

  test('fills fatalities, lost days and measures, saves, and shows the B2.1 three-year series after reload', async ({
    page,
  }) => {
    test.setTimeout(120_000); // a long journey: save, reload, axe and two more languages
    const form = new BackgroundPage(page);
    await form.goto('health_safety', ACME_OPEN, 'social');
    await expect(form.heading).toHaveText('Health and safety');
    // Under Social, right after Employment.
    const social = page.getByRole('group', { name: 'Social' }).getByRole('link');
    const names = await social.allTextContents();
    expect(names.slice(names.indexOf('Employment'), names.indexOf('Employment') + 2)).toEqual([
      'Employment',
      'Health and safety',
    ]);
    // A whole number: what was typed stays as typed and is refused with the field's rule, never rewritten
    // (ADR 0068) and never saved as 1.5.
    await form.fill('Work-related fatalities this year', ''); // the demo's complete year entered 0
    await form.field('Work-related fatalities this year').pressSequentially('1.5');
    await expect(form.field('Work-related fatalities this year')).toHaveValue('1.5');
    await expect(page.getByText('Please enter a whole number.')).toBeVisible();
    await form.fill('Work-related fatalities this year', '1');
    await form.fill('Lost days due to work injury', '37.5');
    await form.fill(
      'Occupational health and safety measures adopted, how they are implemented and monitored',
      'Monthly site inspections.',
    );
    await form.save();
    await form.expectSaved();
    await page.reload();
    await expect(form.field('Lost days due to work injury')).toHaveValue('37.5');

    const series = page.getByTestId('fatality-series');
    const rows = series.getByRole('row');
    await expect(rows).toHaveCount(4); // the header and three years
    const thisYear = rows.nth(1);
    await expect(thisYear).toContainText('31-12-2025');
    // The rate uses Employment's year-end headcount when the company entered one; never a silent zero.
    const employment = await apiAs<{ values: { endTotal?: string } }>(
      page,
      'GET',
      `/api/page-data/employment/${ACME_OPEN}`,
    );
    const headcount = employment.values.endTotal;
    const rate = fatalityRate('1', headcount);
    await expect(thisYear.getByRole('cell').nth(4)).toHaveText(rate ?? 'needs Employment headcount');
    // Printed FY2024, as the demo seeds it: no fatality, 118 at the year end.
    await expect(rows.nth(2).getByRole('cell').nth(4)).toHaveText(fatalityRate('0', '118')!);
    await expect(rows.nth(3).getByRole('cell').nth(1)).toHaveText('Entered once'); // FY2023: before Acme's first year
    await expectNoSeriousA11yViolations(page, 'health and safety');

    await form.useLanguage('hk');
    await expect(form.heading).toHaveText('健康與安全');
    await expect(series.getByRole('heading', { level: 2 })).toHaveText('因工亡故－過去三年');
    await form.useLanguage('cn');
    await expect(form.heading).toHaveText('健康与安全');
    await expect(series.getByRole('heading', { level: 2 })).toHaveText('因工亡故－过去三年');
  });
});
