import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { bytesOf, commitWorkbook, downloadTemplate, importWorkbook } from '../support/excel';
import { EXCEL_YEAR, excelCompany, sheetIndex } from '../support/excelCompany';

/** What a quantity cell may hold: numbers only — a date, TRUE/FALSE or a formula's error is refused by name. */
type Company = Awaited<ReturnType<typeof excelCompany>>;
let co: Company;

beforeAll(async () => {
  co = await excelCompany();
}, 120_000);

const dates = { en: 'This cell holds a date, not a quantity.', hk: '此儲存格是日期', cn: '此单元格是日期' };

describe('Excel import: what a quantity cell holds', () => {
  it('refuses a date, TRUE, formula errors and a date-formatted formula, and reports every error of the row with them', async () => {
    const wb = (await downloadTemplate(co.token, EXCEL_YEAR)).workbook!;
    const ws = wb.getWorksheet('Electricity')!;
    const { col, rowOf } = sheetIndex(ws);
    const n = rowOf(co.rows.electricity[0]!.id);
    const cell = (key: string) => ws.getCell(n, col(key));
    const ref = (key: string) => `Electricity!${ws.getColumn(col(key)).letter}${n}`;
    // Typed as a date, Excel keeps 45992 behind it and shows it as a date (a style of its own: a loaded
    // workbook's cells share their style objects).
    cell('m1').value = new Date(Date.UTC(2025, 11, 1));
    cell('m1').style = { ...cell('m1').style, numFmt: 'd/m/yyyy' };
    cell('m2').value = true;
    cell('m3').value = { formula: '1/0', result: { error: '#DIV/0!' } } as never;
    cell('m4').value = { error: '#N/A' } as never;
    cell('m5').value = { formula: 'DATE(2025,12,1)', result: 45992 } as never;
    cell('m5').style = { ...cell('m5').style, numFmt: 'dd/mm/yyyy' };
    cell('m6').value = 1234;
    cell('m7').value = 45992; // a number that merely looks like a serial: a quantity
    cell('m8').value = { formula: 'A1-A1', result: 0 } as never; // a formula's 0: a quantity
    cell('unit').value = 'kg'; // the row's rule, on another cell: reported with the rest
    const bytes = await bytesOf(wb);

    const { view } = await importWorkbook(co.token, EXCEL_YEAR, bytes, 'cells.xlsx');
    expect(view.status).toBe('INVALID');
    const byCell = Object.fromEntries(view.errors.map((e: { cell: string; message: string }) => [e.cell, e.message]));
    expect(byCell).toEqual({
      [ref('m1')]: expect.stringContaining(dates.en),
      [ref('m2')]: 'TRUE or FALSE is not a quantity. Type the number.',
      [ref('m3')]: expect.stringContaining('This formula’s result is an error'),
      [ref('m4')]: expect.stringContaining('This formula’s result is an error'),
      [ref('m5')]: expect.stringContaining(dates.en),
      [ref('unit')]: 'This unit cannot be used here.',
    });
    for (const lang of ['hk', 'cn'] as const) {
      const other = await importWorkbook(co.token, EXCEL_YEAR, bytes, 'cells.xlsx', lang);
      expect(other.view.errors).toHaveLength(6);
      expect(other.view.errors.find((e: { cell: string }) => e.cell === ref('m1')).message).toContain(dates[lang]);
    }
    // Nothing was written.
    const page = await call('GET', `/api/resource/electricity/${EXCEL_YEAR}`, { token: co.token });
    expect(page.body.rows.find((r: { id: string }) => r.id === co.rows.electricity[0]!.id).months[0]).toBe('1000');
  }, 180_000);

  it('reports a hidden version typed over once, at its cell', async () => {
    const wb = (await downloadTemplate(co.token, EXCEL_YEAR)).workbook!;
    const ws = wb.getWorksheet('Electricity')!;
    const { col, rowOf } = sheetIndex(ws);
    const n = rowOf(co.rows.electricity[0]!.id);
    ws.getCell(n, col('version')).value = 'x';
    const { view } = await importWorkbook(co.token, EXCEL_YEAR, await bytesOf(wb), 'version.xlsx');
    expect(view.status).toBe('INVALID');
    expect(view.errors).toEqual([
      expect.objectContaining({
        cell: `Electricity!${ws.getColumn(col('version')).letter}${n}`,
        message: 'The hidden version was changed.',
      }),
    ]);
  }, 120_000);

  it('takes a number typed in a date-looking cell of a text column as the date it shows', async () => {
    const wb = (await downloadTemplate(co.token, EXCEL_YEAR)).workbook!;
    const ws = wb.getWorksheet('Electricity')!;
    const { col } = sheetIndex(ws);
    const r = ws.getRow(ws.rowCount + 1);
    r.getCell(col('location')).value = 'HQ';
    r.getCell(col('attr:supplier')).value = 'clp';
    r.getCell(col('attr:account')).value = new Date(Date.UTC(2025, 0, 2));
    r.getCell(col('unit')).value = 'kWh';
    r.getCell(col('m1')).value = 10;
    const { view } = await importWorkbook(co.token, EXCEL_YEAR, await bytesOf(wb), 'text-date.xlsx');
    expect(view.status, JSON.stringify(view.errors)).toBe('READY');
    expect(view.counts.addedRows).toBe(1);
  }, 120_000);

  it('a template in Chinese names its choices and reads them back: unchanged it changes nothing, a new row by names is added with codes', async () => {
    const { bytes, workbook } = await downloadTemplate(co.token, EXCEL_YEAR, 'cn');
    const same = await importWorkbook(co.token, EXCEL_YEAR, bytes, 'cn.xlsx', 'cn');
    expect(same.view.errors).toEqual([]);
    expect(same.view.counts).toEqual({ changedCells: 0, changedRows: 0, addedRows: 0, conflicts: 0 });

    const ws = workbook!.getWorksheet('电力')!;
    const { col, rowOf } = sheetIndex(ws);
    expect(ws.getCell(rowOf(co.rows.electricity[0]!.id), col('attr:supplier')).value).toBe('中华电力');
    const r = ws.getRow(ws.rowCount + 1);
    r.getCell(col('location')).value = 'Shop';
    r.getCell(col('attr:supplier')).value = '港灯';
    r.getCell(col('attr:account')).value = 'CN-1';
    r.getCell(col('unit')).value = 'kWh';
    r.getCell(col('m1')).value = 7;
    const added = await importWorkbook(co.token, EXCEL_YEAR, await bytesOf(workbook!), 'cn-new.xlsx', 'cn');
    expect(added.view.errors).toEqual([]);
    expect(added.view.counts.addedRows).toBe(1);
    expect((await commitWorkbook(co.token, added.view.id)).view.status).toBe('COMMITTED');
    const page = await call('GET', `/api/resource/electricity/${EXCEL_YEAR}`, { token: co.token });
    expect(
      page.body.rows.find((x: { attributes: { account: string } }) => x.attributes.account === 'CN-1'),
    ).toMatchObject({
      unit: 'kWh',
      attributes: { supplier: 'hke' },
    });
  }, 180_000);

  it("a new row's library factor is one of the library's electricity factors; any other is refused at its cell, in the uploader's language", async () => {
    const wb = (await downloadTemplate(co.token, EXCEL_YEAR)).workbook!;
    const ws = wb.getWorksheet('Electricity')!;
    const { col } = sheetIndex(ws);
    const add = (account: string, factorId: string) => {
      const r = ws.getRow(ws.rowCount + 1);
      r.getCell(col('location')).value = 'HQ';
      r.getCell(col('attr:supplier')).value = 'other';
      r.getCell(col('attr:account')).value = account;
      r.getCell(col('attr:factorId')).value = factorId;
      r.getCell(col('unit')).value = 'kWh';
      r.getCell(col('m1')).value = 10;
      return `Electricity!${ws.getColumn(col('attr:factorId')).letter}${r.number}`;
    };
    add('GRID-1', 'elec-prc');
    const flight = add('GRID-2', 'travel-flight-business');
    const { view } = await importWorkbook(co.token, EXCEL_YEAR, await bytesOf(wb), 'grids.xlsx', 'hk');
    expect(view.status).toBe('INVALID');
    expect(view.errors).toEqual([
      expect.objectContaining({
        cell: flight,
        message: '因子庫中沒有電力排放因子 travel-flight-business。',
      }),
    ]);
  }, 120_000);
});
