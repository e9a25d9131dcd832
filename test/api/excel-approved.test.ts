import { beforeAll, describe, expect, it } from 'vitest';
import { sheetName } from '@esg/core/domain/excel/sheetNames';
import { call } from '../support/api';
import {
  bytesOf,
  commitWorkbook,
  downloadTemplate,
  electricityRows,
  importWorkbook,
  RISK,
  sheetOf,
  shopMarchChecked,
  textCell,
} from '../support/excel';
import { EXCEL_YEAR, excelCompany, sheetIndex } from '../support/excelCompany';
import { approveAll } from '../support/signOff';

/**
 * docs/decisions/0127-excel-import-respects-approval.md: an approved page, or an approved location of a resource
 * page, takes no change from a workbook (ADR 0102) — at validation, an error at each changed cell naming it; at the
 * commit, checked again with the year held.
 */
const Y = EXCEL_YEAR;
type Company = Awaited<ReturnType<typeof excelCompany>>;
let co: Company;

const approve = (pageKey: string, location?: string) =>
  approveAll(co, Y, 'test', (t) => t.pageKey === pageKey && t.location?.id === location);

beforeAll(async () => {
  co = await excelCompany();
  for (const [page, values] of [
    ['board_statement', { boardOversight: { en: 'The board oversees ESG.', hk: '董事會監察環境、社會及管治事宜。' } }],
    ['risk_management', { internalControlReview: { answer: 0 }, risks: [RISK] }],
  ] as const) {
    const res = await call('PUT', `/api/page-data/${page}/${Y}`, { token: co.token, body: { values, version: 0 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  // HQ's electricity and the board statement are approved; Shop's electricity and the other pages are not.
  await approve('electricities', co.ids.hq);
  await approve('board_statement');
}, 120_000);

describe('Excel import into approved pages', () => {
  it('the exported workbook re-imported unchanged passes: unchanged cells of approved pages are no errors', async () => {
    const { bytes } = await downloadTemplate(co.token, Y);
    const { view } = await importWorkbook(co.token, Y, bytes, 'unchanged.xlsx');
    expect(view, JSON.stringify(view.errors)).toMatchObject({ status: 'READY', errorCount: 0, preview: [] });
    await call('POST', `/api/excel-import/${view.id}/cancel`, { token: co.token });
  }, 120_000);

  it('refuses every changed cell of an approved location or page, naming it, in the uploader’s language', async () => {
    const expected = {
      en: {
        hq: 'Electricity at HQ is approved and read-only until a reviewer reopens it.',
        board: 'Board statement is approved and read-only until a reviewer reopens it.',
      },
      hk: {
        hq: '電力（HQ）已獲批核，在審閱人重新開放前只可查閱。',
        board: '董事會聲明已獲批核，在審閱人重新開放前只可查閱。',
      },
      cn: {
        hq: '电力（HQ）已获批核，在审阅人重新开放前只可查阅。',
        board: '董事会声明已获批核，在审阅人重新开放前只可查阅。',
      },
    };
    for (const lang of ['en', 'hk', 'cn'] as const) {
      const wb = (await downloadTemplate(co.token, Y, lang)).workbook!;
      const ws = sheetOf(wb, 'electricity');
      const { col, rowOf } = sheetIndex(ws);
      const [hq, shop] = co.rows.electricity;
      const cell = (row: number, key: string) => `${ws.name}!${ws.getColumn(col(key)).letter}${row}`;
      const texts = sheetName('texts', lang);
      ws.getCell(rowOf(hq!.id), col('m1')).value = 7777;
      ws.getCell(rowOf(hq!.id), col('m2')).value = 8888;
      ws.getCell(rowOf(shop!.id), col('m1')).value = 600; // Shop is not approved: no error.
      // A new row at the approved location.
      const added = ws.getRow(5);
      added.getCell(col('location')).value = 'HQ';
      added.getCell(col('unit')).value = 'kWh';
      added.getCell(col('attr:supplier')).value = ws.getCell(rowOf(hq!.id), col('attr:supplier')).value;
      added.getCell(col('attr:account')).value = 'A-2';
      added.getCell(col('m1')).value = 1;
      textCell(wb, 'board_statement|boardOversight', 'en').value = 'The board oversees ESG every quarter.';

      const { view } = await importWorkbook(co.token, Y, await bytesOf(wb), `approved-${lang}.xlsx`, lang);
      expect(view.status, JSON.stringify(view.errors)).toBe('INVALID');
      const errors = view.errors as { sheet: string; cell: string; message: string }[];
      expect(errors.filter((e) => e.message === expected[lang].hq).map((e) => e.cell)).toEqual([
        cell(rowOf(hq!.id), 'm1'),
        cell(rowOf(hq!.id), 'm2'),
        cell(5, 'location'),
      ]);
      expect(errors.filter((e) => e.message === expected[lang].board)).toEqual([
        expect.objectContaining({ sheet: texts, cell: expect.stringMatching(new RegExp(`^${texts}!`)) }),
      ]);
      expect(errors.every((e) => !e.cell.endsWith(String(rowOf(shop!.id))) || e.sheet !== ws.name)).toBe(true);
      expect(view.errorCount).toBe(4);
    }
    // Nothing was written.
    const rows = await electricityRows(co.token);
    expect(rows.find((r) => r.id === co.rows.electricity[0]!.id)!.months[0]).toBe('1000');
    expect(rows).toHaveLength(2);
  }, 240_000);

  it('a location approved between validation and commit is not written: the commit ends INVALID, naming it', async () => {
    const checked = await shopMarchChecked(co);
    await approve('electricities', co.ids.shop);
    const done = await commitWorkbook(co.token, checked);
    expect(done.view).toMatchObject({
      status: 'INVALID',
      refusal:
        'Electricity at Shop was approved after this workbook was checked and is read-only until a reviewer reopens it. Nothing was saved.',
    });
    const rows = await electricityRows(co.token);
    expect(rows.find((r) => r.id === co.rows.electricity[1]!.id)!.months[2]).toBe('500.5');
  }, 240_000);

  it('a page approved between validation and commit is not written (in the uploader’s language)', async () => {
    const wb = (await downloadTemplate(co.token, Y, 'hk')).workbook!;
    textCell(wb, 'risk_management|risks.0.mitigation', 'hk').value = '上落貨區設有防洪閘。';
    const checked = await importWorkbook(co.token, Y, await bytesOf(wb), 'risk.xlsx', 'hk');
    expect(checked.view.status, JSON.stringify(checked.view.errors)).toBe('READY');

    await approve('risk_management');
    const done = await commitWorkbook(co.token, checked.view.id);
    expect(done.view).toMatchObject({
      status: 'INVALID',
      refusal: '風險管理在此活頁簿檢查後已獲批核，在審閱人重新開放前只可查閱。沒有儲存任何資料。',
    });
    const page = await call('GET', `/api/page-data/risk_management/${Y}`, { token: co.token });
    expect(page.body.values.risks[0].mitigation).toEqual(RISK.mitigation);
  }, 240_000);
});
