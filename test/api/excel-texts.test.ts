import type ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { bytesOf, commitWorkbook, downloadTemplate, importWorkbook, RISK, sheetOf } from '../support/excel';

/** docs/decisions/0122-excel-text-languages.md: the company's text in the workbook, a column per language. */
const Y = '2025-12-31';
const url = (page: string) => `/api/page-data/${page}/${Y}`;

let token: string;
beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: Y }]));
  const board = await call('PUT', url('board_statement'), {
    token,
    body: {
      values: { boardOversight: { en: 'The board oversees ESG.', hk: '董事會監察環境、社會及管治事宜。' } },
      version: 0,
    },
  });
  expect(board.status, JSON.stringify(board.body)).toBe(200);
  const risks = await call('PUT', url('risk_management'), {
    token,
    body: { values: { internalControlReview: { answer: 0 }, risks: [RISK] }, version: 0 },
  });
  expect(risks.status, JSON.stringify(risks.body)).toBe(200);
});

/** The Texts sheet's cell of an answer (by its hidden id) and a column (by key). */
function cell(wb: ExcelJS.Workbook, id: string, key: string) {
  const ws = sheetOf(wb, 'texts');
  const col = (ws.getRow(1).values as unknown[]).indexOf(key);
  for (let n = 3; n <= ws.rowCount; n++) if (ws.getCell(n, 1).value === id) return ws.getCell(n, col);
  throw new Error(`${id} not in Texts`);
}

describe('Excel: the company’s text in both languages', () => {
  it('round-trips unchanged; a language typed in its column is imported, the other kept', async () => {
    const { bytes, workbook } = await downloadTemplate(token, Y);
    expect(cell(workbook!, 'board_statement|boardOversight', 'hk').value).toBe('董事會監察環境、社會及管治事宜。');
    expect(cell(workbook!, 'risk_management|risks.0.risk', 'en').value).toBe('Flooding of the warehouse');

    const unchanged = await importWorkbook(token, Y, bytes, 'texts-unchanged.xlsx');
    expect(unchanged.view, JSON.stringify(unchanged.view.errors?.slice(0, 3))).toMatchObject({
      status: 'READY',
      errorCount: 0,
      preview: [],
    });
    expect(unchanged.view.counts).toEqual({ changedCells: 0, changedRows: 0, addedRows: 0, conflicts: 0 });
    await call('POST', `/api/excel-import/${unchanged.view.id}/cancel`, { token });

    cell(workbook!, 'risk_management|risks.0.mitigation', 'hk').value = '上落貨區設有防洪閘。';
    const changed = await importWorkbook(token, Y, await bytesOf(workbook!), 'texts-changed.xlsx');
    expect(changed.view.status, JSON.stringify(changed.view.errors?.slice(0, 3))).toBe('READY');
    expect(changed.view.counts).toMatchObject({ changedCells: 1, changedRows: 1 });
    expect(changed.view.preview[0].changes[0]).toMatchObject({
      field: 'Risk register 1 › Mitigation (Traditional Chinese)',
      old: '',
      new: '上落貨區設有防洪閘。',
    });
    const done = await commitWorkbook(token, changed.view.id);
    expect(done.view.status, JSON.stringify(done.view)).toBe('COMMITTED');
    const page = await call('GET', url('risk_management'), { token });
    expect(page.body.values.risks[0].mitigation).toEqual({
      en: 'Flood barriers at the loading bay.',
      hk: '上落貨區設有防洪閘。',
    });
    expect(page.body.values.risks[0].risk).toEqual(RISK.risk);
  }, 180_000);

  it('a bad cell is refused at its cell, naming the answer and the language column (in the template’s language)', async () => {
    const { workbook } = await downloadTemplate(token, Y, 'hk');
    cell(workbook!, 'board_statement|boardOversight', 'hk').value = '字'.repeat(5001);
    const bad = await importWorkbook(token, Y, await bytesOf(workbook!), 'texts-bad.xlsx', 'hk');
    expect(bad.view.status).toBe('INVALID');
    expect(bad.view.errors).toHaveLength(1);
    expect(bad.view.errors[0]).toMatchObject({ sheet: '文字', field: expect.stringMatching(/（繁體中文）$/) });
    expect(bad.view.errors[0].cell).toMatch(/^文字!F\d+$/);
    // Nothing was written.
    const page = await call('GET', url('board_statement'), { token });
    expect(page.body.values.boardOversight.hk).toBe('董事會監察環境、社會及管治事宜。');
  }, 180_000);
});
