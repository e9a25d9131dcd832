/**
 * exceljs' streaming workbook reader fed part by part from the workbook's bytes (unzip.ts) instead
 * of its own unzip of a stream (docs/decisions/0064-excel-parts-counted.md). Its own unzip takes
 * the parts in file order, and a sheet that comes before the shared strings (Excel writes them last)
 * goes to a temp file whole, however large it inflates. Here the relationships, the workbook, the
 * shared strings and the styles are read first, then each sheet in the file's order, every part counted.
 */
import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { READER_OPTIONS } from './parse';
import { drained, inflated, partsOf, SHEET_PART } from './unzip';
import type { ZipEntry, ZipProblem } from './zip';

/** The steps of exceljs' `WorkbookReader.parse()` (4.4.0, pinned), which its typings do not declare. */
interface ReaderSteps {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(iterator: Readable, sheetNo: string): Generator<{ eventType: string; value: unknown }>;
}

const RELS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
/** Kept (READER_OPTIONS.styles): a number in a date-formatted cell is a date, never a quantity. */
const STYLES = 'xl/styles.xml';

/**
 * The workbook's sheets as exceljs' `WorksheetReader`s (each must be read through before the next),
 * what `for await (const ws of new WorkbookReader(stream))` yields. Every other part is inflated
 * and counted first, nothing kept, so a workbook that passes can be loaded whole (the errors
 * workbook). `onStored` hears of each stored byte of a sheet handed to the inflater (progress).
 */
export async function* sheetsOf(
  bytes: Uint8Array,
  parts: readonly ZipEntry[],
  onStored?: (n: number) => void,
): AsyncGenerator<unknown> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(undefined as never, READER_OPTIONS) as unknown as ReaderSteps;
  const part = (name: string) => parts.find((p) => p.name === name);
  for (const p of parts)
    if (![RELS, WORKBOOK, SHARED_STRINGS, STYLES].includes(p.name) && !SHEET_PART.test(p.name)) await drained(bytes, p);
  const rels = part(RELS);
  if (rels) await reader._parseRels(inflated(bytes, rels));
  await reader._parseWorkbook(inflated(bytes, part(WORKBOOK)!));
  const strings = part(SHARED_STRINGS);
  if (strings) for await (const _ of reader._parseSharedStrings(inflated(bytes, strings))) void _;
  const styles = part(STYLES);
  if (styles) await reader._parseStyles(inflated(bytes, styles));
  for (const p of parts) {
    const sheetNo = SHEET_PART.exec(p.name)?.[1];
    if (sheetNo === undefined) continue;
    for (const { eventType, value } of reader._parseWorksheet(inflated(bytes, p, onStored), sheetNo))
      if (eventType === 'worksheet') yield value;
  }
}

/** The stored bytes of the sheets: what progress is counted against. */
export const sheetBytes = (parts: readonly ZipEntry[]) =>
  parts.reduce((n, p) => (SHEET_PART.test(p.name) ? n + p.compressed : n), 0);

/** A workbook's sheets from its bytes (what the worker reads after its refusals), or why it is refused. */
export function sheetsOfWorkbook(bytes: Uint8Array): AsyncIterable<unknown> | ZipProblem {
  const parts = partsOf(bytes);
  return typeof parts === 'string' ? parts : sheetsOf(bytes, parts);
}
