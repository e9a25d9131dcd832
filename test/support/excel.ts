import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import { applyImport, startCommit } from '@esg/core/domain/excel/commit';
import { loadImport } from '@esg/core/domain/excel/records';
import { sheetKindOf, type SheetKind } from '@esg/core/domain/excel/sheetNames';
import { PACK, typePrefix } from '@esg/core/domain/resources/rows';
import type { ResourceType } from '@esg/core/schemas/resources';
import { importedRecord, packRows, type PackItem } from '@esg/core/domain/resources/stored';
import { queryAll } from '@esg/core/infra/db/repo';
import { baseUrl, call } from './api';
import { EXCEL_YEAR, sheetIndex, type excelCompany } from './excelCompany';

/** GET a workbook as the caller: the reply and, when 200, the parsed workbook. */
async function workbookAt(token: string, path: string) {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) return { res, bytes, workbook: undefined, body: JSON.parse(bytes.toString('utf8')) };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return { res, bytes, workbook, body: undefined };
}

/** GET the year's Excel template as the caller. */
export const downloadTemplate = (token: string, year: string, language?: string) =>
  workbookAt(token, `/api/archived-result/excel/template?year=${year}${language ? `&language=${language}` : ''}`);

/** GET an import's workbook annotated with its errors. */
export const errorsWorkbook = (token: string, id: string) => workbookAt(token, `/api/excel-import/${id}/errors`);

/** A cell's note as plain text ('' when none). */
export function noteText(cell: ExcelJS.Cell): string {
  const note = cell.note as string | { texts?: { text: string }[] } | undefined;
  if (!note) return '';
  return typeof note === 'string' ? note : (note.texts ?? []).map((t) => t.text).join('');
}

/** A risk register row with a translatable name (ADR 0122): the Texts sheet's answers in the suites. */
export const RISK = {
  risk: { en: 'Flooding of the warehouse', hk: '倉庫水浸' },
  category: 'climate-physical',
  likelihood: 'high',
  impact: 'medium',
  mitigation: 'Flood barriers at the loading bay.',
};

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The workbook as bytes again, after a test changed it. */
export const bytesOf = async (wb: ExcelJS.Workbook) => Buffer.from(await wb.xlsx.writeBuffer());

/** The import flow as the web runs it: ask for an upload, PUT the bytes to the presigned URL. */
export async function startImport(token: string, year: string, bytes: Buffer, name = 'data.xlsx', language?: string) {
  const ticket = await call('POST', `/api/archived-result/excel/${year}`, {
    token,
    body: { name, size: bytes.length, ...(language ? { language } : {}) },
  });
  if (ticket.status !== 201) return { ticket, put: undefined };
  const { url, headers } = ticket.body.upload as { url: string; headers: Record<string, string> };
  const put = await fetch(url, {
    method: 'PUT',
    headers: { ...headers, 'content-length': String(bytes.length) },
    body: bytes,
  });
  return { ticket, put };
}

/** Polls the import until the worker has finished checking or saving it; every progress seen, in order. */
export async function importOutcome(token: string, id: string, timeoutMs = 90_000) {
  const seen: number[] = [];
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await call('GET', `/api/excel-import/${id}`, { token });
    if (res.status !== 200) throw new Error(`progress: ${res.status} ${JSON.stringify(res.body)}`);
    seen.push(res.body.progress as number);
    if (!['AWAITING_UPLOAD', 'VALIDATING', 'COMMITTING'].includes(res.body.status as string))
      return { view: res.body, seen };
    if (Date.now() > until) throw new Error(`import ${id} still ${res.body.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Confirms an import as the page does and waits for the worker to save it (ADR 0040). */
export async function commitWorkbook(token: string, id: string, timeoutMs = 180_000) {
  const res = await call('POST', `/api/excel-import/${id}/commit`, { token });
  if (res.status !== 200) return { res, view: res.body };
  return { res, view: (await importOutcome(token, id, timeoutMs)).view };
}

/**
 * Runs a validated import's commit in this process and stops it as a killed worker stops
 * (docs/decisions/0040-excel-staged-commit.md, 0061): thrown out of after the first part past half
 * of its rows is checked and written (before the switch), or right after the switch.
 */
export async function interruptedCommit(
  co: { tenantId: string; login: string },
  id: string,
  phase: 'check' | 'switched',
) {
  const run = runInContext({ requestId: ulid() }, async () => {
    const job = await startCommit(co.tenantId, await loadImport(co.tenantId, id, true), co.login);
    return applyImport(co.tenantId, job, co.login, {
      onBatch: (done, total) => {
        if (phase === 'check' && done >= total / 2) throw new Error(`killed while ${phase}`);
      },
      onSwitched: () => {
        if (phase === 'switched') throw new Error(`killed while ${phase}`);
      },
    });
  });
  await expect(run).rejects.toThrow(`killed while ${phase}`);
}

/**
 * The company's template (excelCompany) with HQ's water row's first month set to `hqM1` and `added`
 * new water rows at `location` (month m of new row i: `month(i, m)`; `source` when given).
 */
export async function waterWorkbook(
  co: { token: string; rows: { water: { id: string }[] } },
  o: { hqM1: number; added: number; location: string; month: (i: number, m: number) => number; source?: string },
) {
  const wb = (await downloadTemplate(co.token, EXCEL_YEAR)).workbook! as ExcelJS.Workbook;
  const ws = wb.getWorksheet('Water')!;
  const { col, rowOf } = sheetIndex(ws);
  ws.getCell(rowOf(co.rows.water[0]!.id), col('m1')).value = o.hqM1;
  const batch = ulid().slice(-6);
  for (let i = 0; i < o.added; i++) {
    const row = ws.getRow(4 + i);
    row.getCell(col('location')).value = o.location;
    row.getCell(col('unit')).value = 'm3';
    if (o.source) row.getCell(col('attr:source')).value = o.source;
    // One account per added row: rows of one location without one would be one meter twice (ADR 0070).
    row.getCell(col('attr:account')).value = `W-${batch}-${i}`;
    for (let m = 1; m <= 12; m++) row.getCell(col(`m${m}`)).value = o.month(i, m);
  }
  return bytesOf(wb);
}

type StoredRow = { rowId: string; importId?: string; updatedAt: string; version: number; deleted?: true };

/**
 * A type's rows as DynamoDB holds them: each pack's rows (`inPack`, ADR 0061), whether a switch
 * recorded its import or not, the row items (tombstones too) and the imports' records, as items; a
 * row can be there more than once.
 */
export async function storedItems(tenantId: string, year: string, type: ResourceType) {
  const items = await queryAll<StoredRow | PackItem>(typePrefix(tenantId, year, type), true);
  return items.flatMap(({ pk: _pk, sk: _sk, ...i }): (StoredRow & { inPack: boolean })[] => {
    if (i.rowId !== PACK) return [{ ...(i as StoredRow), inPack: false }];
    const pack = i as PackItem;
    return packRows(pack).map((r) => ({ ...importedRecord(r, pack), inPack: true }));
  });
}

/** Uploads a workbook (its findings in `language`, the profile's when absent) and waits for its validation. */
export async function importWorkbook(token: string, year: string, bytes: Buffer, name?: string, language?: string) {
  const { ticket, put } = await startImport(token, year, bytes, name, language);
  if (ticket.status !== 201) throw new Error(`ticket: ${ticket.status} ${JSON.stringify(ticket.body)}`);
  if (!put?.ok) throw new Error(`PUT: ${put?.status}`);
  return importOutcome(token, ticket.body.import.id as string);
}

/** A ZIP entry as a test writes it: its stored bytes (`method` 0 stored, 8 DEFLATE) and what its headers say. */
export interface ZipPart {
  name: string;
  data: Buffer;
  method?: 0 | 8;
  /** The size the headers state (the true size when absent: `data`'s for a stored part). */
  claimed?: number;
  flags?: number;
}

/** A ZIP whose local and central headers say what each part's fields say, true or not. */
export function zipParts(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of parts) {
    const name = Buffer.from(e.name);
    const claimed = e.claimed ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.flags ?? 0, 6);
    local.writeUInt16LE(e.method ?? 0, 8);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(claimed, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, e.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.flags ?? 0, 8);
    central.writeUInt16LE(e.method ?? 0, 10);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(claimed, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/**
 * A minimal ZIP (stored entries) whose central directory says what a test needs it to say:
 * `claimed` overrides an entry's uncompressed size, `flags` its general-purpose bits.
 */
export const zipOf = (entries: { name: string; data: string; claimed?: number; flags?: number }[]): Buffer =>
  zipParts(entries.map((e) => ({ ...e, data: Buffer.from(e.data) })));

/** A template's sheet by what it holds, whatever language its tabs are named in (ADR 0033 amended). */
export function sheetOf(wb: ExcelJS.Workbook, kind: SheetKind): ExcelJS.Worksheet {
  const ws = wb.worksheets.find((w) => sheetKindOf(w.name) === kind);
  if (!ws) throw new Error(`no ${kind} sheet`);
  return ws;
}

/** The Texts sheet's cell of an answer (by its hidden id) and a language column. */
export function textCell(wb: ExcelJS.Workbook, id: string, key: string) {
  const ws = sheetOf(wb, 'texts');
  const col = (ws.getRow(1).values as unknown[]).indexOf(key);
  for (let n = 3; n <= ws.rowCount; n++) if (ws.getCell(n, 1).value === id) return ws.getCell(n, col);
  throw new Error(`${id} not in Texts`);
}

/** The year's electricity rows as the company reads them. */
export const electricityRows = async (token: string) =>
  (await call('GET', `/api/resource/electricity/${EXCEL_YEAR}`, { token })).body.rows as {
    id: string;
    months: string[];
  }[];

/** A workbook changing Shop's March electricity (999), uploaded and checked: READY, its import's id. */
export async function shopMarchChecked(co: Awaited<ReturnType<typeof excelCompany>>) {
  const wb = (await downloadTemplate(co.token, EXCEL_YEAR)).workbook!;
  const ws = wb.getWorksheet('Electricity')!;
  const { col, rowOf } = sheetIndex(ws);
  ws.getCell(rowOf(co.rows.electricity[1]!.id), col('m3')).value = 999;
  const checked = await importWorkbook(co.token, EXCEL_YEAR, await bytesOf(wb), 'shop.xlsx');
  if (checked.view.status !== 'READY') throw new Error(`shop.xlsx: ${JSON.stringify(checked.view.errors)}`);
  return checked.view.id as string;
}
