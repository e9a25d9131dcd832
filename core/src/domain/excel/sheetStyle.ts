import type ExcelJS from 'exceljs';

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
