import { csvText, type CsvTable } from '../../../lib/csv';

export type { CsvCell, CsvTable } from '../../../lib/csv';

/** A pack's table as the bytes of its file: the product's one CSV writer (lib/csv.ts), UTF-8. */
export function csvBytes(table: CsvTable): Uint8Array {
  return new TextEncoder().encode(csvText(table));
}
