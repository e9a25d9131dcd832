import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { apiAs, unique } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { sessionOf, useLanguage } from './signedIn';

/**
 * Globex's open year, with a depot of this spec's own in its boundary: Acme's electricity totals are
 * checked exactly by environmental.spec while this runs, so the import stays out of Acme.
 */
const YEAR = '2026-03-31';
const DEPOT = 'Excel import depot';
const place = { city: 'Hong Kong', country: 'HK', district: 'wan-chai', locationType: 'office', inBoundary: 'yes' };

interface RowView {
  id: string;
  version: number;
  months: string[];
  attributes: Record<string, unknown>;
}
interface ListView {
  locations: { id: string; name: string }[];
  rows: RowView[];
}

/**
 * The workbook as the user fills it in: only this test's row is kept (the company's other rows may change
 * meanwhile, which the import would rightly show as conflicts), and its January becomes `january`. The
 * Social tables' sheets go too (other specs edit Globex's Social pages; an absent sheet changes nothing).
 */
async function filledIn(downloaded: string, rowId: string, january: number): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(downloaded);
  const social = wb.worksheets.filter((ws) => (ws.getRow(1).values as unknown[]).includes('row'));
  for (const ws of social) wb.removeWorksheet(ws.id);
  for (const ws of wb.worksheets) {
    const keys = (ws.getRow(1).values as unknown[]).slice(1);
    if (!keys.includes('m1')) continue;
    for (let n = ws.rowCount; n >= 3; n--) {
      if (ws.getRow(n).getCell(1).value !== rowId) ws.spliceRows(n, 1);
      else ws.getRow(n).getCell(keys.indexOf('m1') + 1).value = january;
    }
  }
  return wb;
}

test.describe('Excel import', () => {
  test('download the template, upload it filled in, check the changes, save them all; a file that is not a workbook is refused', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Globex's administrator reads Simplified Chinese (her profile): the worker's findings are in it too.
    await sessionOf(page, demoUsers.globexAdmin);
    const boundary = await apiAs<{ values: { locations?: { name: string }[] }; version: number }>(
      page,
      'GET',
      `/api/page-data/reporting_boundaries/${YEAR}`,
    );
    const current = boundary.values.locations ?? [];
    if (!current.some((l) => l.name === DEPOT))
      await apiAs(page, 'PUT', `/api/page-data/reporting_boundaries/${YEAR}`, {
        values: { ...boundary.values, locations: [...current, { ...place, name: DEPOT, address: '3 Depot Road' }] },
        version: boundary.version,
      });
    const { locations } = await apiAs<ListView>(page, 'GET', `/api/resource/electricity/${YEAR}`);
    const depot = locations.find((l) => l.name === DEPOT)!;
    const account = unique('XL-');
    const saved = await apiAs<ListView>(page, 'PUT', `/api/resource/electricity/${YEAR}`, {
      rows: [
        {
          version: 0,
          locationId: depot.id,
          unit: 'kWh',
          months: Array(12).fill('100'),
          attributes: { supplier: 'clp', account },
        },
      ],
    });
    const row = saved.rows.find((r) => r.attributes.account === account)!;

    await page.evaluate((y) => localStorage.setItem('year', y), YEAR);
    await page.goto('/excel');
    await expect(page.getByRole('heading', { level: 1, name: 'Excel 导入' })).toBeVisible();
    await expect(page.getByText('下载 31-03-2026 报告年度的工作簿', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/excel');

    // The test's own output directory: Playwright empties it on the next run, so nothing is left in /tmp.
    const dir = test.info().outputPath('workbooks');
    mkdirSync(dir, { recursive: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载模板' }).click(),
    ]);
    const template = join(dir, download.suggestedFilename());
    expect(template).toMatch(/\.xlsx$/);
    await download.saveAs(template);
    const upload = join(dir, `${account}.xlsx`);
    await (await filledIn(template, row.id, 4321)).xlsx.writeFile(upload);

    // A text file named .xlsx: the worker reads its bytes, not its name.
    const fake = join(dir, 'not-a-workbook.xlsx');
    writeFileSync(fake, 'January,4321\n');
    const chooser = page.locator('input[type="file"]');
    await chooser.setInputFiles(fake);
    await page.getByRole('button', { name: '上传并检查' }).click();
    // Said on the import and, once the worker is done, in the history too.
    await expect(page.getByText('此文件不是 Excel 工作簿（.xlsx）。').first()).toBeVisible({ timeout: 30_000 });

    await chooser.setInputFiles(upload);
    await page.getByRole('button', { name: '上传并检查' }).click();
    await expect(page.getByText('工作簿有效，请查看以下更改。').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('1 行中有 1 个单元格更改，新增 0 行。')).toBeVisible();
    // As it will be stored, its thousands grouped.
    const change = page.getByRole('row').filter({ hasText: '4,321' });
    await expect(change).toContainText('100');
    await expectNoSeriousA11yViolations(page, '/excel with a preview', { state: 'preview' });
    // Nothing is written before the user confirms.
    const before = await apiAs<ListView>(page, 'GET', `/api/resource/electricity/${YEAR}`);
    expect(before.rows.find((r) => r.id === row.id)!.months[0]).toBe('100');

    // A reload loses nothing: the history offers the valid import's review again, where it is saved.
    await page.reload();
    const pending = page
      .getByRole('table', { name: '导入记录' })
      .getByRole('row')
      .filter({ hasText: `${account}.xlsx` });
    await expect(pending).toContainText('有效，尚未保存。');
    await pending.getByRole('button', { name: `查看更改（${account}.xlsx）` }).click();
    await expect(page.getByText('1 行中有 1 个单元格更改，新增 0 行。')).toBeVisible();

    await page.getByRole('button', { name: '保存所有更改' }).click();
    // This upload's own row: an earlier run's saved import (a retry against the same runtime) says the same.
    const history = page.getByRole('table', { name: '导入记录' });
    await expect(history.getByRole('row').filter({ hasText: `${account}.xlsx` })).toContainText('更改已保存。', {
      timeout: 30_000,
    });
    const after = await apiAs<ListView>(page, 'GET', `/api/resource/electricity/${YEAR}`);
    expect(after.rows.find((r) => r.id === row.id)!.months[0]).toBe('4321');

    // The page speaks the interface language, the history included, and stays accessible in each.
    await useLanguage(page, 'hk');
    await expect(page.getByRole('heading', { level: 1, name: 'Excel 匯入' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: '匯入記錄' })
        .getByRole('row')
        .filter({ hasText: `${account}.xlsx` }),
    ).toContainText('更改已儲存。');
    await expectNoSeriousA11yViolations(page, '/excel with its history (hk)', { state: 'history' });
    await useLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Excel import' })).toBeVisible();
    await expect(
      page.getByText('Download the reporting year 31-03-2026 as a workbook', { exact: false }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Import history' })
        .getByRole('row')
        .filter({ hasText: `${account}.xlsx` }),
    ).toContainText('The changes were saved.');
    await expectNoSeriousA11yViolations(page, '/excel with its history (en)', { state: 'history' });
  });
});
