import { beforeAll, describe, expect, it } from 'vitest';
import { objectKeys } from '@esg/core/infra/db/keys';
import * as keys from '@esg/core/infra/db/itemKeys';
import { putBytes } from '@esg/core/infra/s3Objects';
import { queryAll } from '@esg/core/infra/db/repo';
import { call, signIn } from '../support/api';
import type ExcelJS from 'exceljs';
import {
  bytesOf,
  commitWorkbook,
  downloadTemplate,
  errorsWorkbook,
  importOutcome,
  importWorkbook,
  noteText,
  startImport,
  XLSX_TYPE,
  zipOf,
} from '../support/excel';
import { EXCEL_YEAR, excelCompany, sheetIndex } from '../support/excelCompany';
import { freshCompany } from '../support/company';

type Company = Awaited<ReturnType<typeof excelCompany>>;
let co: Company;
/** The import of the 20 changed cells, committed by the next test. */
let twenty: string;

beforeAll(async () => {
  co = await excelCompany();
}, 120_000);

const template = async (token = co.token, year = EXCEL_YEAR) => (await downloadTemplate(token, year)).workbook!;

describe('Excel import: validation and preview', () => {
  it('previews nothing for the template uploaded unchanged, and reports progress up to 100', async () => {
    const { res, bytes } = await downloadTemplate(co.token, EXCEL_YEAR);
    expect(res.status).toBe(200);
    const { view, seen } = await importWorkbook(co.token, EXCEL_YEAR, bytes, 'unchanged.xlsx');
    expect(view).toMatchObject({ status: 'READY', progress: 100, errorCount: 0, errors: [], preview: [] });
    expect(view.counts).toEqual({ changedCells: 0, changedRows: 0, addedRows: 0, conflicts: 0 });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  }, 120_000);

  it('previews exactly the 20 cells that were changed, old → new, and a row added', async () => {
    const wb = await template();
    const ws = wb.getWorksheet('Electricity')!;
    const { col, rowOf } = sheetIndex(ws);
    const [hq, shop] = co.rows.electricity;
    const changed = new Set<string>();
    for (let m = 1; m <= 12; m++) {
      ws.getCell(rowOf(hq!.id), col(`m${m}`)).value = 2000 + m;
      changed.add(`Electricity!${ws.getColumn(col(`m${m}`)).letter}${rowOf(hq!.id)}`);
    }
    for (let m = 1; m <= 7; m++) {
      ws.getCell(rowOf(shop!.id), col(`m${m}`)).value = '600';
      changed.add(`Electricity!${ws.getColumn(col(`m${m}`)).letter}${rowOf(shop!.id)}`);
    }
    ws.getCell(rowOf(shop!.id), col('attr:supplier')).value = 'clp';
    changed.add(`Electricity!${ws.getColumn(col('attr:supplier')).letter}${rowOf(shop!.id)}`);
    // Same quantity, other spelling: not a change.
    ws.getCell(rowOf(shop!.id), col('m12')).value = '500.50';
    const water = wb.getWorksheet('Water')!;
    const w = sheetIndex(water);
    const newRow = water.getRow(4);
    newRow.getCell(w.col('location')).value = 'Shop';
    newRow.getCell(w.col('unit')).value = 'm3';
    newRow.getCell(w.col('m1')).value = 5;
    newRow.getCell(w.col('m2')).value = { formula: '2+3', result: 5 } as never;

    const { view } = await importWorkbook(co.token, EXCEL_YEAR, await bytesOf(wb), 'twenty.xlsx');
    twenty = view.id;
    expect(view.status, JSON.stringify(view.errors)).toBe('READY');
    expect(view.counts).toEqual({ changedCells: 20, changedRows: 2, addedRows: 1, conflicts: 0 });
    const cells = view.preview.flatMap((p: { changes: { cell: string }[] }) => p.changes.map((c) => c.cell));
    expect(new Set(cells)).toEqual(changed);
    const electricity = view.preview.find((p: { type: string }) => p.type === 'electricity');
    expect(electricity.changes).toContainEqual(
      expect.objectContaining({ rowId: hq!.id, location: 'HQ', old: '1000', new: '2001' }),
    );
    expect(view.preview.find((p: { type: string }) => p.type === 'water').added).toEqual([
      // Cited by its location, the row's first visible cell (A and B hold the hidden id and version).
      { cell: 'Water!C4', location: 'Shop', unit: 'm3', total: '10' },
    ]);
    // Nothing was written: the page still shows the old figures.
    const page = await call('GET', `/api/resource/electricity/${EXCEL_YEAR}`, { token: co.token });
    expect(page.body.rows.find((r: { id: string }) => r.id === hq!.id).months[0]).toBe('1000');
  }, 120_000);

  it('commits the 20 changes all at once: the pages and the emissions show them, lineage and audit point to the import', async () => {
    const hq = co.rows.electricity[0]!;
    const before = await call('GET', `/api/emissions/${EXCEL_YEAR}`, { token: co.token });
    const lineOf = (body: { lines: { rowId: string; value: number; auditId: string }[] }) =>
      body.lines.find((l) => l.rowId === hq.id)!;
    const done = await commitWorkbook(co.token, twenty);
    expect(done.res.status, JSON.stringify(done.view)).toBe(200);
    expect(done.view).toMatchObject({ status: 'COMMITTED', committedBy: co.login, progress: 100 });

    const page = await call('GET', `/api/resource/electricity/${EXCEL_YEAR}`, { token: co.token });
    const row = page.body.rows.find((r: { id: string }) => r.id === hq.id);
    expect(row.months).toEqual(Array.from({ length: 12 }, (_, i) => String(2001 + i)));
    expect(row.version).toBe(hq.version + 1);
    const water = await call('GET', `/api/resource/water/${EXCEL_YEAR}`, { token: co.token });
    expect(water.body.rows).toHaveLength(2);

    const after = await call('GET', `/api/emissions/${EXCEL_YEAR}`, { token: co.token });
    expect(lineOf(after.body).value).toBeGreaterThan(lineOf(before.body).value);
    const auditId = lineOf(after.body).auditId;
    expect(row.auditId).toBe(auditId);
    const audits = await queryAll<{ sk: string; action: string; entity: string; after: Record<string, unknown> }>(
      keys.auditMonth(co.tenantId, new Date().toISOString().slice(0, 7)),
    );
    const audit = audits.find((a) => a.sk.endsWith(auditId))!;
    expect(audit).toMatchObject({ action: 'excel.commit', entity: `T#${co.tenantId}|XLSIMPORT#${twenty}` });
    expect(audit.after).toMatchObject({ importId: twenty, changedCells: 20, addedRows: 1 });
    expect(audits.filter((a) => a.action === 'excel.commit')).toHaveLength(1);

    // A retry (the answer was lost) changes nothing a second time.
    const again = await call('POST', `/api/excel-import/${twenty}/commit`, { token: co.token });
    expect(again.body).toMatchObject({ status: 'COMMITTED', committedAt: done.view.committedAt });
    const still = await call('GET', `/api/resource/electricity/${EXCEL_YEAR}`, { token: co.token });
    expect(still.body.rows.find((r: { id: string }) => r.id === hq.id).version).toBe(hq.version + 1);

    // The file log lists the workbook's upload.
    const logs = await call('GET', '/api/file/file-logs?size=50', { token: co.token });
    expect(logs.body.items).toContainEqual(
      expect.objectContaining({ action: 'upload', fileId: twenty, name: 'twenty.xlsx', module: 'excel' }),
    );
  }, 120_000);

  it('lists every error of three sheets with its cell, field and message, and writes nothing', async () => {
    const wb = await template();
    const e = wb.getWorksheet('Electricity')!;
    const ei = sheetIndex(e);
    const bad = e.getCell(ei.rowOf(co.rows.electricity[0]!.id), ei.col('m3'));
    bad.value = '12a';
    const w = wb.getWorksheet('Water')!;
    const wi = sheetIndex(w);
    const neg = w.getCell(wi.rowOf(co.rows.water[0]!.id), wi.col('m1'));
    neg.value = -5;
    const formula = w.getCell(wi.rowOf(co.rows.water[0]!.id), wi.col('m2'));
    formula.value = { formula: 'A1*2' } as never;
    const f = wb.getWorksheet('Fuels')!;
    const fi = sheetIndex(f);
    f.getCell(fi.rowOf(co.rows.fuel[0]!.id), fi.col('location')).value = 'Depot';
    f.getCell(fi.rowOf(co.rows.fuel[0]!.id), fi.col('unit')).value = 'kWh';
    const { view } = await importWorkbook(co.token, EXCEL_YEAR, await bytesOf(wb), 'errors.xlsx');
    expect(view.status).toBe('INVALID');
    const byCell = Object.fromEntries(view.errors.map((x: { cell: string; message: string }) => [x.cell, x]));
    expect(byCell[`Electricity!${bad.address}`]).toMatchObject({
      sheet: 'Electricity',
      field: '2025-03',
      message: 'Only digits and one decimal point are allowed.',
    });
    expect(byCell[`Water!${neg.address}`]).toMatchObject({ message: 'Negative values are not allowed.' });
    expect(byCell[`Water!${formula.address}`].message).toMatch(/no calculated value/);
    expect(byCell['Fuels!C3']).toMatchObject({
      field: 'Location',
      message: 'This location is not in the reporting boundary of the year.',
    });
    expect(new Set(view.errors.map((x: { sheet: string }) => x.sheet))).toEqual(
      new Set(['Electricity', 'Water', 'Fuels']),
    );
    expect(view.preview).toBeUndefined();

    // The history offers the workbook back, each error cell filled red with a note saying what is wrong.
    const { res, workbook } = await errorsWorkbook(co.token, view.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('errors-errors.xlsx');
    const marked = (sheet: string, address: string) => {
      const cell = workbook!.getWorksheet(sheet)!.getCell(address);
      return { fill: (cell.fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb, note: noteText(cell) };
    };
    expect(marked('Electricity', bad.address)).toEqual({
      fill: 'FFFFC7CE',
      note: '2025-03: Only digits and one decimal point are allowed.',
    });
    expect(marked('Water', neg.address).note).toMatch(/Negative values are not allowed\.$/);
    expect(marked('Fuels', 'C3')).toEqual({
      fill: 'FFFFC7CE',
      note: 'Location: This location is not in the reporting boundary of the year.',
    });
    // Cells without an error are left as they were.
    expect(marked('Electricity', 'A3')).toEqual({ fill: undefined, note: '' });
  }, 120_000);

  it('reports a sheet and a column that are not the template’s and a unit the row cannot use, in the uploader’s language', async () => {
    const wb = await template();
    wb.addWorksheet('Notes').getCell('A1').value = 'my own notes';
    const w = wb.getWorksheet('Water')!;
    const wi = sheetIndex(w);
    w.getCell(wi.rowOf(co.rows.water[0]!.id), wi.col('unit')).value = 'kWh';
    const f = wb.getWorksheet('Fuels')!;
    const extra = (f.getRow(1).values as unknown[]).length;
    f.getCell(1, extra).value = 'attr:colour';
    f.getCell(2, extra).value = 'Colour';
    const { view } = await importWorkbook(co.token, EXCEL_YEAR, await bytesOf(wb), 'strange.xlsx', 'hk');
    expect(view.status).toBe('INVALID');
    expect(view.errors).toEqual(
      expect.arrayContaining([
        { sheet: 'Notes', cell: 'Notes!A1', field: '', message: '此工作表不屬於範本。' },
        {
          sheet: 'Fuels',
          cell: `Fuels!${f.getCell(1, extra).address}`,
          field: 'Colour',
          message: '此欄位不屬於範本。',
        },
        {
          sheet: 'Water',
          cell: `Water!${w.getCell(wi.rowOf(co.rows.water[0]!.id), wi.col('unit')).address}`,
          field: expect.any(String),
          message: '此單位不適用。',
        },
      ]),
    );
    expect(view.errorCount).toBe(3);
  }, 120_000);

  it('refuses the hidden ids of another company’s rows', async () => {
    const acme = await signIn('acme.admin');
    const acmeBook = await template(acme, EXCEL_YEAR);
    const { view } = await importWorkbook(co.token, EXCEL_YEAR, await bytesOf(acmeBook), 'acme.xlsx');
    expect(view.status).toBe('INVALID');
    expect(view.errors).toContainEqual(
      expect.objectContaining({
        cell: 'Electricity!A3',
        message: 'This row id does not belong to this company’s reporting year. Leave it empty for a new row.',
      }),
    );
  }, 120_000);

  it('shows a row edited on its page since the download as a conflict, never as a change', async () => {
    const wb = await template();
    const ws = wb.getWorksheet('Water')!;
    const { col, rowOf } = sheetIndex(ws);
    const row = co.rows.water[0]!;
    ws.getCell(rowOf(row.id), col('m5')).value = 99;
    const page = await call('GET', `/api/resource/water/${EXCEL_YEAR}`, { token: co.token });
    const current = page.body.rows.find((r: { id: string }) => r.id === row.id);
    const edit = await call('PUT', `/api/resource/water/${EXCEL_YEAR}`, {
      token: co.token,
      body: {
        rows: [{ ...current, id: current.id, months: current.months.map(() => '11') }].map(
          ({ id, version, locationId, unit, months, attributes }) => ({
            id,
            version,
            locationId,
            unit,
            months,
            attributes,
          }),
        ),
      },
    });
    expect(edit.status).toBe(200);
    const { view } = await importWorkbook(co.token, EXCEL_YEAR, await bytesOf(wb), 'stale.xlsx');
    expect(view.status).toBe('READY');
    expect(view.counts.conflicts).toBe(1);
    const water = view.preview.find((p: { type: string }) => p.type === 'water');
    expect(water.conflicts).toEqual([{ rowId: row.id, cell: `Water!C${rowOf(row.id)}`, location: 'HQ' }]);
    expect(water.changes).toEqual([]);
    const refused = await call('POST', `/api/excel-import/${view.id}/commit`, { token: co.token });
    expect(refused.status).toBe(409);
  }, 120_000);
});

describe('Excel import: refusals', () => {
  const refusal = async (bytes: Buffer) => (await importWorkbook(co.token, EXCEL_YEAR, bytes, 'bad.xlsx')).view;

  it('refuses a file that is not a workbook', async () => {
    const view = await refusal(Buffer.from('name,value\nHQ,1\n'));
    expect(view).toMatchObject({ status: 'REFUSED', refusal: 'This file is not an Excel workbook (.xlsx).' });
  }, 60_000);

  it('says why in the language chosen in the interface, sent with the upload', async () => {
    const ticket = await call('POST', `/api/archived-result/excel/${EXCEL_YEAR}`, {
      token: co.token,
      body: { name: 'bad.xlsx', size: 10, language: 'cn' },
    });
    expect(ticket.status).toBe(201);
    const { url, headers } = ticket.body.upload as { url: string; headers: Record<string, string> };
    await fetch(url, { method: 'PUT', headers: { ...headers, 'content-length': '10' }, body: 'name,value' });
    const { view } = await importOutcome(co.token, ticket.body.import.id as string);
    expect(view).toMatchObject({ status: 'REFUSED', refusal: '此文件不是 Excel 工作簿（.xlsx）。' });
  }, 60_000);

  it('refuses a password-protected (encrypted) workbook', async () => {
    const cfb = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    expect((await refusal(cfb)).refusal).toMatch(/^This workbook is password-protected or encrypted/);
  }, 60_000);

  it('refuses a macro-enabled workbook', async () => {
    const zip = zipOf([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
      { name: 'xl/vbaProject.bin', data: 'macro' },
    ]);
    expect((await refusal(zip)).refusal).toMatch(/^Macro-enabled workbooks are not accepted/);
  }, 60_000);

  it('refuses a zip bomb from its central directory, before decompressing anything', async () => {
    const zip = zipOf([
      { name: 'xl/workbook.xml', data: '<workbook/>' },
      { name: 'xl/worksheets/sheet1.xml', data: 'x'.repeat(100), claimed: 150 * 1024 * 1024 },
    ]);
    expect((await refusal(zip)).refusal).toBe('This workbook is too large once uncompressed.');
  }, 60_000);

  it('refuses a workbook of more than 2,000 parts as having too many parts, not as too large', async () => {
    const parts = Array.from({ length: 2000 }, (_, i) => ({ name: `xl/media/p${i}.xml`, data: '<p/>' }));
    const zip = zipOf([{ name: 'xl/workbook.xml', data: '<workbook/>' }, ...parts]);
    expect((await refusal(zip)).refusal).toMatch(
      /^This workbook has too many parts: an \.xlsx file may hold at most 2,000/,
    );
  }, 60_000);

  it('refuses in the worker an object over 10 MB that reached the bucket without the ticket’s size', async () => {
    const ticket = await call('POST', `/api/archived-result/excel/${EXCEL_YEAR}`, {
      token: co.token,
      body: { name: 'grown.xlsx', size: 1000 },
    });
    expect(ticket.status).toBe(201);
    const id = ticket.body.import.id as string;
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    await putBytes(objectKeys.excelImport(co.tenantId, EXCEL_YEAR, id, 'xlsx'), big, XLSX_TYPE);
    const { view } = await importOutcome(co.token, id);
    expect(view).toMatchObject({ status: 'REFUSED', refusal: 'Each file must be under 10 MB.' });
  }, 60_000);

  it('refuses at the request a file over 10 MB, a name that is not .xlsx, a printed year and another company’s year', async () => {
    const big = await call('POST', `/api/archived-result/excel/${EXCEL_YEAR}`, {
      token: co.token,
      body: { name: 'big.xlsx', size: 10 * 1024 * 1024 + 1 },
    });
    expect(big).toMatchObject({ status: 400, body: { message: 'Each file must be under 10 MB.' } });
    const xls = await call('POST', `/api/archived-result/excel/${EXCEL_YEAR}`, {
      token: co.token,
      body: { name: 'old.xls', size: 100 },
    });
    expect(xls).toMatchObject({ status: 400, body: { message: 'This file is not an Excel workbook (.xlsx).' } });
    const printed = await freshCompany([{ yearEnd: '2024-12-31', printed: true }], 'companyAdmin');
    const locked = await startImport(printed.token, '2024-12-31', Buffer.from('x'));
    expect(locked.ticket).toMatchObject({
      status: 423,
      body: { message: 'This reporting year has been printed and is locked.' },
    });
    const foreign = await startImport(co.token, '2026-03-31', Buffer.from('x'));
    expect(foreign.ticket.status).toBe(404);
  }, 60_000);

  it('keeps the year’s import history, newest first, by the uploader’s name, and lets an import be cancelled', async () => {
    const history = await call('GET', `/api/excel-imports/${EXCEL_YEAR}`, { token: co.token });
    expect(history.status).toBe(200);
    expect(history.body.length).toBeGreaterThanOrEqual(5);
    expect(history.body[0].createdAt >= history.body.at(-1).createdAt).toBe(true);
    // Who uploaded each, by name as every list of people names them (the company user is Page Tester).
    expect(new Set(history.body.map((i: { createdBy: string }) => i.createdBy))).toEqual(new Set(['Page Tester']));
    const ready = history.body.find((i: { status: string }) => i.status === 'READY');
    const cancelled = await call('POST', `/api/excel-import/${ready.id}/cancel`, { token: co.token });
    expect(cancelled.body.status).toBe('CANCELLED');
    const again = await call('POST', `/api/excel-import/${ready.id}/cancel`, { token: co.token });
    expect(again.status).toBe(409);
    const other = await call('GET', `/api/excel-import/${ready.id}`, { token: await signIn('acme.admin') });
    expect(other.status).toBe(404);
  }, 60_000);
});
