import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { unique } from './admin';
import { newCompanyWithYears } from './newCompany';
import { useLanguage } from './signedIn';

const YEAR = '2025-12-31';

/**
 * The publication pack (ADR 0099): a year printed as its English and Chinese editions in one action, the progress to
 * the end, the parity result read on view_pdf (in English and Traditional Chinese), the zip saved. A company of its
 * own: other journeys type English into the demo companies' narratives, leaving their Chinese behind, which the
 * parity check rightly fails (the complete demo year passes it in test/integration/report-pack.test.ts).
 */
test('print the publication pack, read its parity check, download the zip', async ({ page }) => {
  test.setTimeout(180_000);
  const company = unique('Pack Ltd ');
  await newCompanyWithYears(page, 'pack', [{ start: '2025-01-01', end: YEAR }], YEAR, { companyName: company });
  await page.goto('/reporting/generate_report');
  const pack = page.getByTestId('publication-pack');
  await expect(pack.getByRole('heading', { name: 'Publication pack' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'generate report with the publication pack');
  await pack.getByRole('button', { name: 'Print publication pack' }).click();
  await expect(pack.getByRole('progressbar', { name: 'Publication pack progress' })).toBeVisible();
  await expect(pack.getByText('The pack is printed and checked.')).toBeVisible({ timeout: 150_000 });
  await expectNoSeriousA11yViolations(page, 'publication pack printed', { state: 'ready' });

  await pack.getByRole('link', { name: 'See the parity check' }).click();
  await expect(page).toHaveURL(/\/reporting\/view_pdf\?pack=/);
  const packs = page.getByRole('table').filter({ has: page.getByText('Parity check') });
  const newest = packs.getByRole('row').nth(1);
  await expect(newest.getByText('Passed')).toBeVisible();
  await expect(newest.getByText('English · 繁體中文')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'view pdf with publication packs');

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('button', { name: /Download pack/ }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`${company.replace(/ /g, '-')}_ESG-report_${YEAR}.zip`);
  const zip = await readFile((await file.path())!);
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  for (const lang of ['en', 'hk'])
    for (const ext of ['pdf', 'docx']) expect(zip.includes(`ESG-report-${YEAR}-${lang}.${ext}`)).toBe(true);

  // The same result in Traditional Chinese.
  await useLanguage(page, 'hk');
  await page.reload();
  const packsHk = page.getByRole('table').filter({ has: page.getByText('一致性檢查') });
  await expect(packsHk.getByRole('row').nth(1).getByText('通過')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'view pdf with publication packs (hk)');
});
