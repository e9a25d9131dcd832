import { formulaSafeCell } from '../../../lib/formulaText';

/** A cell of an assurance pack's CSV: text, a number, or nothing. */
export type CsvCell = string | number | boolean | null | undefined;

/** A table of the pack: its header and rows, in a fixed order (the pack's bytes are the same on every build). */
export interface CsvTable {
  header: readonly string[];
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

/** UTF-8 with a byte order mark (so a spreadsheet reads the Chinese names), CRLF line ends (RFC 4180). */
export function csvBytes(table: CsvTable): Uint8Array {
  const lines = [table.header, ...table.rows].map((r) => r.map(csvCell).join(','));
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
}
