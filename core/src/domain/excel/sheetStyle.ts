import type ExcelJS from 'exceljs';
import { displayWidth } from '../../lib/displayWidth';

/** What every data sheet of the template shares: the header fill, range validations, the protection. */
export const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E1F2' } };

/** exceljs validates ranges (`C3:C60`) but its typings only declare per-cell validation. */
export const rangeValidations = (ws: ExcelJS.Worksheet) =>
  (ws as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }).dataValidations;

/** A number ≥ 0: whole, or with decimals. */
export const numberValidation = (integer: boolean): ExcelJS.DataValidation => ({
  type: integer ? 'whole' : 'decimal',
  operator: 'greaterThanOrEqual',
  allowBlank: true,
  formulae: [0],
  showErrorMessage: true,
});

/**
 * Header rows and the hidden ids stay as written; data cells are unlocked by the caller. No
 * password: the lock prevents accidents, not a determined user (the import checks everything anyway).
 */
export const protect = (ws: ExcelJS.Worksheet) =>
  ws.protect('', { selectLockedCells: true, selectUnlockedCells: true, formatColumns: true, autoFilter: true });

/** The widest a column grows to fit its texts; Excel wraps nothing, so longer texts are cut off on screen. */
export const MAX_COLUMN_WIDTH = 60;

/** What a cell shows, as wide as Excel draws it (numbers with their thousands separators). */
function shownWidth(value: ExcelJS.CellValue): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') {
    const [whole = '', decimals] = String(value).split('.');
    return whole.length + Math.floor((whole.length - 1) / 3) + (decimals ? decimals.length + 1 : 0);
  }
  return displayWidth(String(value));
}

/**
 * Column widths that fit: each visible column as wide as its longest header or value (plus a margin),
 * never narrower than the width it was given, never wider than MAX_COLUMN_WIDTH. Hidden columns keep theirs.
 */
export function fitWidths(ws: ExcelJS.Worksheet, fromRow: number) {
  ws.columns.forEach((column, i) => {
    if (column.hidden) return;
    let widest = 0;
    ws.getColumn(i + 1).eachCell({ includeEmpty: false }, (cell, row) => {
      if (row >= fromRow) widest = Math.max(widest, shownWidth(cell.value));
    });
    column.width = Math.max(column.width ?? 0, Math.min(MAX_COLUMN_WIDTH, widest + 2));
  });
}
