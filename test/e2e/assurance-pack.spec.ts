import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiAs } from './admin';
import { DIALOG, expectNoSeriousA11yViolations } from './axe';
import { newCompanyWithYears } from './newCompany';
import { saveCompleteYear } from './completeYear';
import { useLanguage, languageOfNextLoad } from './signedIn';

/**
 * The assurance pack and restatement (ADRs 0117, 0118), in a company of its own (never the demo years other
 * journeys print from): the demo year, saved over the API, is printed by its administrator; the pack is built
 * with its progress and downloaded; then the year is restated with a reason, and its version-1 pack stays offered.
 */
const YEAR = '2025-12-31';

test('build and download the assurance pack of a printed year, then restate the year (en, hk, cn)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // The demo year's pages and figures: the lock prints only a year whose final report leaves nothing open (ADR 0161).
  const login = await newCompanyWithYears(page, 'assure', [{ start: '2025-01-01', end: YEAR }], YEAR);
  const admin = { call: <T>(method: string, path: string, body?: unknown) => apiAs<T>(page, method, path, body) };
  await saveCompleteYear(admin, YEAR, `Start ${login} Ltd`, [{ name: 'Dora Ho', email: `dora.${login}@example.com` }]);
  // The administrator prints the year with its pages unapproved, saying why (ADR 0102).
  await apiAs(page, 'POST', `/api/workflow/${YEAR}/lock`, { overrideReason: 'Printed for the assurance journey.' });

  await languageOfNextLoad(page, 'en');
  await page.goto('/reporting/data_quality');
  const packs = page.getByTestId('assurance-pack');
  await expect(packs.getByRole('heading', { name: 'Assurance pack' })).toBeVisible();
  await expect(packs.getByText('No assurance pack has been built for this year.')).toBeVisible();
  await packs.getByRole('button', { name: 'Build the assurance pack' }).click();
  const built = packs.getByRole('row').filter({ hasText: 'Version 1' });
  await expect(built.getByText('Ready')).toBeVisible({ timeout: 60_000 });
  await expect(built).toContainText('Final (year printed)');
  await expectNoSeriousA11yViolations(page, 'data quality with an assurance pack');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    built.getByRole('button', { name: /Download/ }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`assurance-pack-${YEAR}.zip`);
  const zip = await readFile((await file.path())!);
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  for (const name of ['lineage.csv', 'evidence.csv', 'audit-trail.csv', 'factors.csv', 'manifest.json'])
    expect(zip.includes(name), name).toBe(true);

  const restatement = page.getByTestId('restatement');
  await restatement.getByRole('button', { name: 'Restate this year' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restate a printed year' });
  await dialog.getByRole('textbox').fill('March was billed twice; corrected from the supplier statement.');
  await expectNoSeriousA11yViolations(page, 'restate a printed year', DIALOG);
  await dialog.getByRole('button', { name: 'Restate this year' }).click();
  await expect(dialog).toBeHidden();
  await expect(restatement.getByText('The year is open as version 2')).toBeVisible();
  await expect(restatement.getByText('March was billed twice; corrected from the supplier statement.')).toBeVisible();
  // The version-1 pack stays offered beside what the reopened year builds next.
  await expect(
    packs
      .getByRole('row')
      .filter({ hasText: 'Version 1' })
      .getByRole('button', { name: /Download/ }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('assurance-pack-en.png'), fullPage: true });

  for (const [language, open, v1] of [
    ['hk', '年度現以第 2 版開放', '第 1 版'],
    ['cn', '年度现以第 2 版开放', '第 1 版'],
  ] as const) {
    await useLanguage(page, language);
    await expect(restatement.getByText(new RegExp(open))).toBeVisible();
    await expect(packs.getByRole('row').filter({ hasText: v1 }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `assurance pack and restatement (${language})`);
  }

  // Home and the report's generation say which version is open and why, not only the data quality page.
  await useLanguage(page, 'en');
  for (const path of ['/home', '/reporting/generate_report']) {
    await page.goto(path);
    const notice = page.getByTestId('restated-year');
    await expect(notice.getByText('This year is open as version 2')).toBeVisible();
    await expect(notice).toContainText('Reason: March was billed twice; corrected from the supplier statement.');
  }
});
