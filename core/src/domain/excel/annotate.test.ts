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
      (await annotate(bytes, [
        { cell: 'Electricity!E1', field: 'Note', message: 'Wrong' },
      ] as never)) as unknown as ExcelJS.Buffer,
    );
    const row = out.getWorksheet('Electricity')!.getRow(1);
    const cells = [1, 2, 3, 4, 5, 6].map((c) => row.getCell(c));
    expect(cells.map((c) => c.value)).toEqual(['=HYPERLINK("http://x","y")', '+1', '-2+3', '@SUM(A1)', 'plain', -3]);
    expect(cells.map((c) => c.numFmt ?? null)).toEqual(['@', '@', '@', '@', null, null]);
    expect(cells[4]!.note).toBe('Note: Wrong');
    expect(out.getWorksheet('Other')!.getCell('A1').numFmt).toBe('@');
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
      (await annotate(bytes, [{ cell: 'Electricity!B1', message: 'Wrong' }] as never)) as unknown as ExcelJS.Buffer,
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
