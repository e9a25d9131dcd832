/**
 * Whether an uploaded workbook can be marked with its errors within the excel function (2048 MB; the API answers
 * within 29 s): exceljs' `load` keeps every row and cell in memory, ~1.2 KB and ~15–20 µs a cell (docs/bench.md,
 * "The errors workbook"). A workbook within the import's limits can hold millions of cells; one past these bounds
 * answers at once with why (docs/decisions/0041-excel-annotated-errors.md), its errors stay listed on the page.
 * Every part is inflated and counted first as well (docs/decisions/0064-excel-parts-counted.md).
 */
import { inflated, partsOf, SHEET_PART } from './unzip';

const MiB = 1024 * 1024;

export const MARK_LIMITS = {
  /** ~20,000 rows of the template's 20 columns: ~8 s and ~700 MB on a loaded 2-core machine (docs/bench.md). */
  cells: 400_000,
  /** Rows cost memory even when empty: the import's own bound on data rows. */
  rows: 100_000,
  /** The sheets' and shared strings' XML as the directory states it (each part is held to it as it inflates). */
  xmlBytes: 32 * MiB,
} as const;

export type MarkRefusal = 'excelErrorsTooLarge' | 'excelErrorsUnreadable';

/** The sheets' cells (`<c>`) and rows (`<row>`) as their XML goes by, chunk by chunk. */
export class SheetElements {
  cells = 0;
  rows = 0;
  /** The end of the last chunk: a tag split across two chunks is counted once, with the chunk holding its end. */
  private tail = '';
  /** Counts one chunk; true once past the bounds. */
  add(text: string): boolean {
    const s = this.tail + text;
    const from = this.tail.length;
    for (const m of s.matchAll(/<(c|row)[\s>/]/g)) {
      if (m.index + m[0].length <= from) continue;
      if (m[1] === 'c') this.cells++;
      else this.rows++;
    }
    this.tail = s.slice(-4);
    return this.cells > MARK_LIMITS.cells || this.rows > MARK_LIMITS.rows;
  }
}

const isXml = (name: string) => SHEET_PART.test(name) || name === 'xl/sharedStrings.xml';

/**
 * Why this workbook cannot be marked with its errors, or undefined when it can: too large (by its stated XML, before
 * anything is inflated, then by its sheets' cells and rows, stopping at the first one past the bound), or unreadable
 * (a part that inflates past what it states or cannot be inflated: exceljs' `load` would inflate it all).
 */
export async function refusalToMark(bytes: Uint8Array): Promise<MarkRefusal | undefined> {
  const parts = partsOf(bytes);
  if (typeof parts === 'string') return 'excelErrorsUnreadable';
  const xml = parts.reduce((n, p) => (isXml(p.name) ? n + p.uncompressed : n), 0);
  if (xml > MARK_LIMITS.xmlBytes) return 'excelErrorsTooLarge';
  const count = new SheetElements();
  try {
    for (const e of parts) {
      const sheet = SHEET_PART.test(e.name);
      for await (const chunk of inflated(bytes, e))
        if (sheet && count.add(chunk as string)) return 'excelErrorsTooLarge';
    }
  } catch {
    return 'excelErrorsUnreadable';
  }
  return undefined;
}
