import ExcelJS from 'exceljs';
import { StagingFailed, type ImportCheck, type SheetCheck } from './check';
import { cellRef, FIRST_DATA_ROW, HEADER_ROW, KEY_ROW, typeOfSheet } from './layout';
import { MAX_DATA_ROWS } from './limits';
import { say } from './messages';
import { isDateFormat, resolved, serialDate } from './cells';
import type { SocialSheetCheck } from './socialCheck';
import { socialSheetOf, type SocialSheet } from './socialSheets';
import { sheetKindOf } from './sheetNames';
import { PartTooLarge } from './unzip';

/**
 * How the import streams a workbook: sheets as they come, shared strings and styles kept (a number in
 * a date-formatted cell is a date, read as one: never a quantity), nothing else read. Keeping styles
 * costs no measurable time: ignored, the reader still gives every cell a style, an empty one.
 */
export const READER_OPTIONS = {
  worksheets: 'emit',
  sharedStrings: 'cache',
  hyperlinks: 'ignore',
  styles: 'cache',
  entries: 'ignore',
} as const;

export type ParseOutcome = { rows: number } | { refused: 'excelTooManyRows' | 'excelUnreadable' | 'excelZipBomb' };

class TooManyRows extends Error {}

/** What exceljs' `WorksheetReader` has beside its row iterator (its typings do not declare it). */
type SheetEvents = { parse(): AsyncIterable<{ eventType: string; value: unknown }[]> };

/**
 * A worksheet of exceljs' streaming reader read by its batches (`parse()`: the rows of each chunk of
 * the sheet's XML), which its own row iterator unpacks one `await` per row. Read this way, a
 * 50,000-row workbook costs one await per chunk instead of per row (ADR 0060); the rows are the same.
 * The Excel bench's bare parse reads the same way (test/bench/excelWorker.ts).
 */
export async function* batchesOf(ws: unknown): AsyncGenerator<ExcelJS.Row[]> {
  for await (const events of (ws as SheetEvents).parse()) {
    const rows: ExcelJS.Row[] = [];
    for (const e of events) if (e.eventType === 'row') rows.push(e.value as ExcelJS.Row);
    if (rows.length > 0) yield rows;
  }
}

/**
 * The key and header rows' cells in column order, as exceljs gives them (a missing cell is a hole:
 * skipped by `map` and `forEach`, so an empty key cell is not a column).
 */
const cellsOf = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);

/**
 * A data row's values in column order (exceljs' start at index 1), at least `width` of them, missing
 * cells undefined. Formulas are read from their cell (`formulaValue`).
 */
const valuesOf = (row: ExcelJS.Row, width: number) => {
  const cells = row.values as unknown[];
  const values = new Array<unknown>(Math.max(width, cells.length - 1));
  for (let i = 0; i < values.length; i++) {
    const v = cells[i + 1];
    values[i] = typeof v === 'object' && v !== null && 'formula' in v ? formulaValue(row, i + 1, v) : v;
  }
  return values;
};

/**
 * A formula as its cell holds it: exceljs' value drops a falsy cached result (0, an error's NaN), its
 * cell's model keeps it; a cached number in a date-formatted cell is the date it shows (the reader
 * converts only typed numbers).
 */
function formulaValue(row: ExcelJS.Row, column: number, v: object) {
  const model = row.findCell(column)?.model as { formula?: string; result?: unknown; numFmt?: string } | undefined;
  const result = model?.result;
  if (typeof result !== 'number') return v;
  return { ...v, result: isDateFormat(row.findCell(column)?.numFmt) ? serialDate(result) : result };
}

const keysOf = (row: ExcelJS.Row) =>
  cellsOf(row).map((v) => {
    const r = resolved(v);
    return r.ok ? String(r.value ?? '') : '';
  });

/** A sheet read through unread: the streaming reader needs each sheet read to reach the next. */
async function drain(ws: unknown) {
  for await (const _batch of batchesOf(ws)) void _batch;
}

/** A social table's sheet: its key row, then each data row (cells resolved as on the other sheets). */
async function readSocialSheet(
  rows: AsyncIterable<ExcelJS.Row[]>,
  social: SocialSheet,
  check: ImportCheck,
  counted: () => void,
) {
  let keys: string[] = [];
  let headers: string[] = [];
  let sheet: SocialSheetCheck | undefined;
  let opened = false;
  for await (const batch of rows)
    for (const row of batch) {
      if (row.number === KEY_ROW) keys = keysOf(row);
      else if (row.number === HEADER_ROW) headers = cellsOf(row).map((h) => String(h ?? ''));
      if (row.number < FIRST_DATA_ROW) continue;
      if (!opened) [opened, sheet] = [true, check.social.open(social, keys, headers)];
      counted();
      if (sheet) check.social.row(sheet, row.number, valuesOf(row, keys.length));
    }
  if (!opened) check.social.open(social, keys, headers);
}

/** The texts sheet (ADR 0122): its key row, then each data row. */
async function readTextsSheet(
  name: string,
  rows: AsyncIterable<ExcelJS.Row[]>,
  check: ImportCheck,
  counted: () => void,
) {
  let keys: string[] = [];
  let headers: string[] = [];
  let open: boolean | undefined;
  for await (const batch of rows)
    for (const row of batch) {
      if (row.number === KEY_ROW) keys = keysOf(row);
      else if (row.number === HEADER_ROW) headers = cellsOf(row).map((h) => String(h ?? ''));
      if (row.number < FIRST_DATA_ROW) continue;
      open ??= check.texts.open(name, keys, headers);
      counted();
      if (open) check.texts.row(row.number, valuesOf(row, keys.length));
    }
  if (open === undefined) check.texts.open(name, keys, headers);
}

/**
 * Streams a workbook's sheets (exceljs' streaming readers, `sheetsOf` in sheetReader.ts: shared
 * strings cached, styles ignored, every part counted as it inflates) into the check, never holding
 * the workbook. Stops at the first row over MAX_DATA_ROWS, or at a part inflating past its limit.
 */
export async function parseWorkbook(
  reader: AsyncIterable<unknown>,
  check: ImportCheck,
  lang: Parameters<typeof say>[1],
): Promise<ParseOutcome> {
  let rows = 0;
  const read = new Set<string>();
  try {
    for await (const ws of reader) {
      const name = (ws as unknown as { name: string }).name;
      // A sheet is known by its name in any language: an older or another language's template imports (ADR 0033).
      const kind = sheetKindOf(name);
      if (kind && kind !== 'instructions' && kind !== 'lists' && read.has(kind)) {
        check.issue(name, cellRef(name, 1, 1), '', say('repeatedSheet', lang));
        await drain(ws);
        continue;
      }
      if (kind) read.add(kind);
      if (kind === 'texts') {
        await readTextsSheet(name, batchesOf(ws), check, () => {
          if (++rows > MAX_DATA_ROWS) throw new TooManyRows();
        });
        continue;
      }
      const social = socialSheetOf(name);
      if (social) {
        await readSocialSheet(batchesOf(ws), social, check, () => {
          if (++rows > MAX_DATA_ROWS) throw new TooManyRows();
        });
        continue;
      }
      const type = typeOfSheet(name);
      if (!type) {
        if (kind !== 'instructions' && kind !== 'lists')
          check.issue(name, cellRef(name, 1, 1), '', say('unknownSheet', lang));
        await drain(ws);
        continue;
      }
      let keys: string[] | undefined;
      let headers: unknown[] = [];
      let sheet: SheetCheck | undefined;
      let opened = false;
      for await (const batch of batchesOf(ws))
        for (const row of batch) {
          if (row.number === KEY_ROW) keys = keysOf(row);
          else if (row.number === HEADER_ROW) headers = cellsOf(row);
          if (row.number < FIRST_DATA_ROW) continue;
          if (!opened) {
            opened = true;
            sheet = keys
              ? check.openSheet(
                  name,
                  type,
                  keys,
                  headers.map((h) => String(h ?? '')),
                )
              : undefined;
            if (!keys) check.issue(name, cellRef(name, 1, 1), '', say('missingColumns', lang));
          }
          if (++rows > MAX_DATA_ROWS) throw new TooManyRows();
          if (!sheet) continue;
          check.row(sheet, row.number, valuesOf(row, sheet.columns.length));
          if (check.spillDue) await check.spill();
        }
      if (!opened && keys)
        check.openSheet(
          name,
          type,
          keys,
          headers.map((h) => String(h ?? '')),
        );
    }
    check.finishPages();
  } catch (err) {
    if (err instanceof TooManyRows) return { refused: 'excelTooManyRows' };
    if (err instanceof PartTooLarge) return { refused: 'excelZipBomb' };
    if (err instanceof StagingFailed) throw err.reason;
    return { refused: 'excelUnreadable' };
  }
  return { rows };
}
