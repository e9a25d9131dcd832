import type ExcelJS from 'exceljs';
import type { Language } from '../../schemas/common';
import { PAGE_TITLES } from '../../pages/titles';
import { textCell } from './escape';
import { HEADERS } from './labels';
import { FIRST_DATA_ROW, HEADER_ROW, KEY_ROW } from './layout';
import { quantityCell, quantityFormat } from './quantity';
import { fitWidths, HEADER_FILL, numberValidation, protect, rangeValidations } from './sheetStyle';
import { cellValue, sheetRows, type SocialSheet } from './socialSheets';
import type { SocialYear } from './socialYear';

/**
 * A social sheet's columns: the hidden row id and version (the page's version), the row's label
 * (locked: the rows are the page's groups or the boundary's locations, none can be added), then one
 * column per figure. Row 1 holds the keys (hidden), row 2 the headers, data from row 3, as on the
 * environmental sheets.
 */
export const socialKeys = (sheet: SocialSheet) => ['id', 'version', 'row', ...sheet.columns.map((c) => c.key)];

/** The header a user reads for a column of a social sheet. */
export function socialField(sheet: SocialSheet, key: string, lang: Language): string {
  if (key === 'id' || key === 'version') return HEADERS[key]![lang];
  if (key === 'row') return sheet.rowHeader[lang];
  return sheet.columns.find((c) => c.key === key)?.labels[lang] ?? key;
}

const FIRST_FIGURE = 4;

/** A social table's sheet, pre-filled with the page's current figures. */
export async function socialSheet(wb: ExcelJS.Workbook, sheet: SocialSheet, year: SocialYear, lang: Language) {
  const stored = year.pages.get(sheet.page.key);
  const values = stored?.values ?? {};
  const ws = wb.addWorksheet(sheet.name, {
    views: [{ state: 'frozen', xSplit: 3, ySplit: HEADER_ROW }],
    properties: { tabColor: { argb: 'FF1565C0' } },
  });
  const keys = socialKeys(sheet);
  ws.columns = keys.map((key, i) => ({
    key,
    width: i === 0 ? 30 : i === 1 ? 12 : i === 2 ? 36 : 18,
    hidden: key === 'id' || key === 'version',
  }));
  const keyRow = ws.getRow(KEY_ROW);
  keyRow.values = keys;
  keyRow.hidden = true;
  const head = ws.getRow(HEADER_ROW);
  head.values = keys.map((k) => socialField(sheet, k, lang));
  head.font = { bold: true };
  head.eachCell((cell) => (cell.fill = HEADER_FILL));
  ws.getCell(HEADER_ROW, 1).note = PAGE_TITLES[sheet.page.key as keyof typeof PAGE_TITLES]?.[lang] ?? sheet.name;

  const rows = sheetRows(sheet, year.locations);
  rows.forEach((r, i) => {
    const row = ws.getRow(FIRST_DATA_ROW + i);
    row.getCell(1).value = r.id;
    row.getCell(2).value = stored?.version ?? 0;
    const label = textCell(r.labels[lang]);
    row.getCell(3).value = label.value;
    row.getCell(3).numFmt = label.numFmt;
    sheet.columns.forEach((c, j) => {
      const figure = cellValue(sheet, values, r, c.key, year.locations);
      const cell = row.getCell(FIRST_FIGURE + j);
      cell.value = quantityCell(figure);
      cell.numFmt = c.integer ? '#,##0' : quantityFormat(figure);
      cell.protection = { locked: false };
    });
  });
  const last = FIRST_DATA_ROW + Math.max(rows.length, 1) - 1;
  sheet.columns.forEach((c, j) => {
    const letter = ws.getColumn(FIRST_FIGURE + j).letter;
    rangeValidations(ws).add(`${letter}${FIRST_DATA_ROW}:${letter}${last}`, numberValidation(c.integer));
  });
  fitWidths(ws, HEADER_ROW);
  await protect(ws);
}
