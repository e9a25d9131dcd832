import { formulaSafeCell } from './formulaText';

/** A cell of a CSV export: text, a number, or nothing. */
export type CsvCell = string | number | boolean | null | undefined;

/** A CSV export's header and rows, in a fixed order. */
export interface CsvTable {
  header: readonly CsvCell[];
  rows: readonly (readonly CsvCell[])[];
}

/**
 * One cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break (quotes doubled). Text a
 * spreadsheet would run as a formula gets a leading apostrophe (lib/formulaText.ts); a negative number stays a number.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const safe = typeof value === 'string' ? formulaSafeCell(text) : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Every CSV the product writes (an assurance pack's tables, a dashboard chart's download): a byte order mark first,
 * so a spreadsheet reads the Chinese names as UTF-8, and CRLF line ends (RFC 4180).
 */
export function csvText(table: CsvTable): string {
  const lines = [table.header, ...table.rows].map((r) => r.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
