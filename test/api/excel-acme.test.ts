import { describe, expect, it } from 'vitest';
import type ExcelJS from 'exceljs';
import { call, signIn } from '../support/api';
import { bytesOf, downloadTemplate, importWorkbook } from '../support/excel';

/**
 * The Excel import's round trip on the demo's own data: Acme's FY2025 workbook (every environmental kind,
 * a vehicle's hidden distance, the Social tables) uploaded as downloaded changes nothing, and 20
 * cells changed are exactly the 20 the preview lists. The import is cancelled, never committed:
 * other suites read Acme's seeded figures (the commit is proven on a company of its own,
 * excel-import.test.ts).
 */
const YEAR = '2025-12-31';

/** A sheet's data rows (row 3 on) that carry a hidden row id, with the 1-based column of a key. */
function dataRows(ws: ExcelJS.Worksheet) {
  const keys = (ws.getRow(1).values as unknown[]).slice(1);
  const rows: ExcelJS.Row[] = [];
  for (let n = 3; n <= ws.rowCount; n++) if (ws.getRow(n).getCell(1).value) rows.push(ws.getRow(n));
  return { rows, col: (key: string) => keys.indexOf(key) + 1 };
}

describe('Excel import: Acme FY2025 round trip', () => {
  it('changes nothing for the template uploaded as downloaded, and previews exactly the 20 cells changed', async () => {
    const token = await signIn('acme.admin');
    const { res, bytes, workbook } = await downloadTemplate(token, YEAR);
    expect(res.status).toBe(200);
    const paperBefore = await call('GET', `/api/resource/paper/${YEAR}`, { token });

    const unchanged = await importWorkbook(token, YEAR, bytes, 'acme-unchanged.xlsx');
    expect(unchanged.view, JSON.stringify(unchanged.view.errors?.slice(0, 5))).toMatchObject({
      status: 'READY',
      errorCount: 0,
      preview: [],
    });
    expect(unchanged.view.counts).toEqual({ changedCells: 0, changedRows: 0, addedRows: 0, conflicts: 0 });

    // 12 paper cells (two rows × six months) and 8 waste cells: each month's figure + 1.
    const wb = workbook!;
    const changed = new Map<string, string>();
    /** Adds 1 to months 1..`months` of the `nth` row whose months 1..`months` all hold a figure. */
    const bump = (sheet: string, nth: number, months: number) => {
      const { rows, col } = dataRows(wb.getWorksheet(sheet)!);
      const cells = (row: ExcelJS.Row) => Array.from({ length: months }, (_, m) => row.getCell(col(`m${m + 1}`)));
      const row = rows.filter((r) => cells(r).every((c) => typeof c.value === 'number'))[nth];
      expect(row, `${sheet}: row ${nth} with ${months} figures`).toBeDefined();
      for (const cell of cells(row!)) {
        cell.value = (cell.value as number) + 1;
        changed.set(`${sheet}!${cell.address}`, String(cell.value));
      }
    };
    bump('Paper', 0, 6);
    bump('Paper', 1, 6);
    bump('Waste', 0, 8);
    expect(changed.size).toBe(20);

    const twenty = await importWorkbook(token, YEAR, await bytesOf(wb), 'acme-twenty.xlsx');
    expect(twenty.view.status, JSON.stringify(twenty.view.errors?.slice(0, 5))).toBe('READY');
    expect(twenty.view.counts).toEqual({ changedCells: 20, changedRows: 3, addedRows: 0, conflicts: 0 });
    const listed = (twenty.view.preview as { changes: { cell: string; new: string }[] }[]).flatMap((p) => p.changes);
    expect(new Map(listed.map((c) => [c.cell, c.new]))).toEqual(changed);
    expect(twenty.view.preview.map((p: { sheet: string }) => p.sheet)).toEqual(['Paper', 'Waste']);

    // Cancelled: nothing of either import was ever written.
    for (const id of [unchanged.view.id, twenty.view.id]) {
      const cancelled = await call('POST', `/api/excel-import/${id}/cancel`, { token });
      expect(cancelled.body.status).toBe('CANCELLED');
    }
    expect((await call('GET', `/api/resource/paper/${YEAR}`, { token })).body.rows).toEqual(paperBefore.body.rows);
  }, 180_000);
});
