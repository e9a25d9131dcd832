import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './admin';
import { DIALOG, expectNoSeriousA11yViolations } from './axe';
import { HEAD_OFFICE_ID, newCompanyWithYears, withHeadOffice } from './newCompany';
import { useLanguage, languageOfNextLoad } from './signedIn';

/**
 * Data quality (ADRs 0106, 0107), in a company of its own: two years of one water meter, this year's May
 * typed 1,000× and March a zero. The owner sees the flag, explains it, and sees the completeness view.
 */
const every = (v: string) => Array<string>(12).fill(v);

/** A new company with 2026 and 2027, one municipal water meter at its head office: 100 m³ a month, then `thisYear`. */
async function twoYearsOfWater(page: Page, name: string, thisYear: string[]) {
  await newCompanyWithYears(
    page,
    name,
    [
      { start: '2026-01-01', end: '2026-12-31' },
      { start: '2027-01-01', end: '2027-12-31' },
    ],
    '2027-12-31',
  );
  await withHeadOffice(page, ['2026-12-31', '2027-12-31']);
  const water = (months: string[]) => ({
    rows: [{ locationId: HEAD_OFFICE_ID, unit: 'm3', months, attributes: { source: 'municipal' } }],
  });
  await apiAs(page, 'POST', '/api/resource/water/newBatch', { year: '2026-12-31', ...water(every('100')) });
  await apiAs(page, 'POST', '/api/resource/water/newBatch', { year: '2027-12-31', ...water(thisYear) });
}

test('an owner sees an unusual figure flagged, explains it, and reads the completeness view (en, hk, cn)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const thisYear = every('100');
  thisYear[2] = '0';
  thisYear[4] = '100000';
  await twoYearsOfWater(page, 'quality', thisYear);

  await languageOfNextLoad(page, 'en');
  await page.goto('/reporting/data_quality');
  await expect(page.getByRole('heading', { name: 'Data quality', level: 1 })).toBeVisible();
  const flagged = page.getByRole('row').filter({ hasText: 'May 2027' });
  await expect(flagged).toContainText('Looks like a unit slip: about 1,000× its history');
  await expect(flagged).toContainText('Not explained');
  await expect(page.getByText('Mar 2027').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'data quality with a flagged figure');

  await flagged.getByRole('button', { name: /^Explain Water · Head office/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Explain an unusual figure' });
  await dialog.getByRole('textbox').fill('May: a burst pipe, metered and repaired.');
  await expectNoSeriousA11yViolations(page, 'data quality: explain', DIALOG);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'May 2027' }).first()).toContainText(
    'May: a burst pipe, metered and repaired.',
  );

  // Completeness: March's zero is missing until confirmed as no consumption.
  await expect(page.getByText('Environmental figures by month')).toBeVisible();
  await expect(page.getByText('91 % (11 of 12)').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('data-quality-en.png'), fullPage: true });
  await page.getByRole('button', { name: /^Confirm no consumption in Mar 2027/ }).click();
  await expect(page.getByRole('button', { name: /^Confirm no consumption/ })).toHaveCount(0);
  await expect(page.getByText('100 % (12 of 12)').first()).toBeVisible();

  for (const [language, title, explained] of [
    ['hk', '數據質素', '異常數字'],
    ['cn', '数据质量', '异常数字'],
  ] as const) {
    await useLanguage(page, language);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: explained })).toBeVisible();
    await expect(page.getByText('May: a burst pipe, metered and repaired.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `data quality (${language})`);
  }
});

test('the entry page flags its unusual figure at its location, and the owner explains it there (en, hk)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const thisYear = every('100');
  thisYear[4] = '100000';
  await twoYearsOfWater(page, 'flagged', thisYear);

  await languageOfNextLoad(page, 'en');
  await page.goto('/environmental/water');
  // Under the head office's rows: its water figures only (no other location has any).
  await expect(page.getByRole('heading', { name: /^Unusual figures/ })).toBeVisible();
  const flagged = page.getByRole('row').filter({ hasText: 'May 2027' });
  await expect(flagged).toContainText('Looks like a unit slip: about 1,000× its history');
  await expect(flagged).toContainText('Not explained');
  await expectNoSeriousA11yViolations(page, 'water page with a flagged figure');

  await flagged.getByRole('button', { name: /^Explain Water · Head office/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Explain an unusual figure' });
  await dialog.getByRole('textbox').fill('May: the main burst and was metered until repaired.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'May 2027' })).toContainText(
    'May: the main burst and was metered until repaired.',
  );
  await page.screenshot({ path: test.info().outputPath('water-flag-en.png'), fullPage: true });

  await useLanguage(page, 'hk');
  await expect(page.getByRole('heading', { name: '異常數字' })).toBeVisible();
  await expect(page.getByText('May: the main burst and was metered until repaired.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'water page with an explained figure (hk)');
});
