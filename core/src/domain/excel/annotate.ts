import ExcelJS from 'exceljs';
import { AppError } from '../../errors';
import { TEXT_FORMAT, startsLikeFormula } from '../../lib/formulaText';
import { getBytes } from '../../infra/s3Objects';
import type { BinaryReply } from '../../lib/binary';
import type { ImportIssue } from '../../schemas/excel';
import type { CompanyMembership } from '../membership';
import { XLSX_TYPE } from './download';
import { loadImport } from './records';
import { refusalToMark } from './markable';
import { resolved } from './cells';
import * as msg from '../../messages';
import { withPlace } from '../../lib/format';
import type { Language } from '../../schemas/common';

/** The fill of a cell with an error: Excel's "bad" red. */
const ERROR_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };

/** `Electricity!F7` or `'Business travel'!A3` → sheet and address; anything else is not a cell. */
export function parseCellRef(ref: string): { sheet: string; address: string } | undefined {
  const m = /^(?:'((?:[^']|'')+)'|([^'!]+))!([A-Z]{1,3}[1-9]\d*)$/.exec(ref);
  if (!m) return undefined;
  return { sheet: m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2]!, address: m[3]! };
}

/** A cell's text as the import reads it (cells.ts `resolved`): a string, or rich text joined. */
const textOf = (v: ExcelJS.CellValue): string | undefined =>
  typeof v === 'string'
    ? v
    : v && typeof v === 'object' && 'richText' in v && Array.isArray(v.richText)
      ? v.richText.map((r) => r.text ?? '').join('')
      : undefined;

/** A formula's text; a shared one's master may already be inert (a value), and then there is none to tell. */
function formulaText(cell: ExcelJS.Cell): string {
  try {
    return cell.formula ?? '';
  } catch {
    return '';
  }
}

/**
 * What a cell of the upload comes back as (docs/decisions/0062-hostile-input.md, amended): a formula as the cached
 * result the import read, or, without a usable one, as its text; a link as its text. The error workbook is offered to
 * everyone who reads the company's imports, not only the uploader, so nothing in it runs or opens anything; what the
 * import reads from the cell is unchanged (cells.ts `resolved`), so the corrected workbook imports as before.
 */
function inert(cell: ExcelJS.Cell): ExcelJS.CellValue {
  const v = cell.value;
  if (!v || typeof v !== 'object' || v instanceof Date) return v;
  if ('formula' in v || 'sharedFormula' in v) {
    const r = resolved(v);
    return r.ok && r.value !== null ? r.value : `=${formulaText(cell)}`;
  }
  if ('hyperlink' in v) return textOf((v as { text?: ExcelJS.CellValue }).text ?? '') ?? '';
  return v;
}

/**
 * Every formula and link made inert (`inert`), then every text cell that starts like a formula — rich text too —
 * keeps its text and takes the text number format, as in the template: the upload comes back to whoever opens it.
 */
function markFormulaLikeText(wb: ExcelJS.Workbook) {
  wb.eachSheet((ws) =>
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        const value = inert(cell);
        if (value !== cell.value) cell.value = value;
        const text = textOf(cell.value);
        if (text !== undefined && startsLikeFormula(text)) cell.style = { ...cell.style, numFmt: TEXT_FORMAT }; // its own copy, as below
      }),
    ),
  );
}

/**
 * The uploaded workbook with each error's cell filled red and a note saying what is wrong (field and
 * message, in the language the errors were written in). Errors of a cell are joined in one note;
 * text that looks like a formula is marked as text.
 */
export async function annotate(bytes: Uint8Array, errors: readonly ImportIssue[], lang: Language): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  markFormulaLikeText(wb);
  const notes = new Map<string, { cell: ExcelJS.Cell; lines: string[] }>();
  for (const e of errors) {
    const ref = parseCellRef(e.cell);
    const ws = ref && wb.getWorksheet(ref.sheet);
    if (!ref || !ws) continue;
    const key = `${ref.sheet}!${ref.address}`;
    const at = notes.get(key) ?? { cell: ws.getCell(ref.address), lines: [] };
    // The field and its message as the uploader's language joins them ("欄位：訊息" in Chinese).
    at.lines.push(e.field ? withPlace(e.field, e.message, lang) : e.message);
    notes.set(key, at);
  }
  for (const { cell, lines } of notes.values()) {
    // A loaded workbook's cells of one style share one style object: the cell gets a copy of its own, else setting
    // its fill would paint every cell of that style red.
    cell.style = { ...cell.style, fill: ERROR_FILL };
    cell.note = lines.join('\n');
  }
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/**
 * GET /api/excel-import/{id}/errors: the workbook of an import that had errors, annotated (the first
 * 500, those the import lists). An import without errors has nothing to download (409).
 */
export async function importErrorsWorkbook(m: CompanyMembership, id: string): Promise<BinaryReply> {
  const job = await loadImport(m.actor.tenantId, id);
  if (job.status !== 'INVALID' || job.errors.length === 0) throw new AppError(409, 'CONFLICT', msg.excelNoErrors);
  const bytes = await getBytes(job.objectKey);
  if (!bytes) throw new AppError(409, 'CONFLICT', msg.excelNoErrors);
  // exceljs' load inflates every part and keeps every cell in memory: each part is counted first (ADR 0064), a
  // workbook too large for the function is refused at once (markable.ts), and one it still cannot read is a readable
  // refusal, never a 500.
  const unreadable = () => new AppError(409, 'CONFLICT', msg.excelErrorsUnreadable);
  const refusal = await refusalToMark(bytes);
  if (refusal) throw new AppError(409, 'CONFLICT', msg[refusal]);
  const marked = await annotate(bytes, job.errors, job.language).catch(() => {
    throw unreadable();
  });
  const name = job.fileName.replace(/\.xlsx$/i, '');
  return {
    bytes: marked,
    contentType: XLSX_TYPE,
    fileName: `${name}-errors.xlsx`,
    disposition: 'attachment',
  };
}
