import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { bytesOf, commitWorkbook, downloadTemplate, importWorkbook } from '../support/excel';
import { EXCEL_YEAR, excelCompany, sheetIndex } from '../support/excelCompany';
import { every } from '../support/resources';
import { auditItems } from '../support/tenants';

/** Natural keys (docs/decisions/0070-natural-keys.md): no path writes a second row for one meter, vehicle or gas. */
type Company = Awaited<ReturnType<typeof excelCompany>>;
let co: Company;
const Y = EXCEL_YEAR;
const url = (type: string) => `/api/resource/${type}/${Y}`;
const row = (locationId: string, attributes: Record<string, unknown>, unit = 'kWh', q = '7') => ({
  version: 0,
  locationId,
  unit,
  months: every(q),
  attributes,
});
const rowsOf = async (type: string) =>
  (await call('GET', url(type), { token: co.token })).body.rows as { id: string; months: string[] }[];

beforeAll(async () => {
  // HQ's electricity meter A-1 (CLP) and Shop's HK Electric '=SUM(A1)', HQ's municipal water, Shop's generator.
  co = await excelCompany();
}, 120_000);

describe('duplicates refused through the API', () => {
  it('PUT: a second row for the same meter at the same location is refused at its account, naming the row, in every language', async () => {
    const res = await call('PUT', url('electricity'), {
      token: co.token,
      body: { rows: [row(co.ids.hq, { supplier: 'clp', account: ' a-1 ' })] },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.issues).toEqual([
      expect.objectContaining({
        path: 'body.rows.0.attributes.account',
        messageKey: 'duplicateRow',
        params: { row: 'HQ · A-1' },
        message: 'This row is already entered: HQ · A-1. Change that row instead of adding it again.',
      }),
    ]);
    expect(await rowsOf('electricity')).toHaveLength(2);
  });

  it('PUT: two new rows with one key in one save; a row moved onto another’s key; the same meter elsewhere and edits are fine', async () => {
    const twice = await call('PUT', url('refrigerant'), {
      token: co.token,
      body: {
        rows: [
          row(co.ids.hq, { gas: 'R-410A', equipment: 'Chiller' }, 'kg'),
          row(co.ids.hq, { gas: 'r-410a', equipment: 'chiller' }, 'kg'),
        ],
      },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.data.issues).toEqual([
      expect.objectContaining({ path: 'body.rows.1.attributes.gas', params: { row: 'HQ · R-410A · Chiller' } }),
    ]);

    const [hq, shop] = co.rows.electricity;
    const moved = await call('PUT', url('electricity'), {
      token: co.token,
      body: {
        rows: [{ ...row(co.ids.hq, { supplier: 'clp', account: 'A-1' }), id: shop!.id, version: shop!.version }],
      },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.data.issues[0]).toMatchObject({
      messageKey: 'duplicateRow',
      path: 'body.rows.0.attributes.account',
    });

    const elsewhere = await call('PUT', url('electricity'), {
      token: co.token,
      body: { rows: [row(co.ids.shop, { supplier: 'clp', account: 'A-1' })] },
    });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200);
    const edited = await call('PUT', url('electricity'), {
      token: co.token,
      body: {
        rows: [
          { ...row(co.ids.hq, { supplier: 'clp', account: 'A-1' }, 'kWh', '9'), id: hq!.id, version: hq!.version },
        ],
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    co.rows.electricity[0] = edited.body.rows.find((r: { id: string }) => r.id === hq!.id);
  });

  it('newBatch and the per-kind POST …/new/{id}: a vehicle by its registration (spacing and case aside), whatever the location', async () => {
    const van = { vehicleType: 'lgv', fuel: 'diesel', registration: 'AB 1234' };
    const first = await call('POST', '/api/resource/vehicle/newBatch', {
      token: co.token,
      body: { year: Y, rows: [{ ...row(co.ids.hq, van, 'L'), version: undefined }].map(({ version: _, ...r }) => r) },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const { version: _v, ...again } = row(co.ids.shop, { ...van, registration: 'ab1234', fuel: 'petrol' }, 'L');
    const batch = await call('POST', '/api/resource/vehicle/newBatch', {
      token: co.token,
      body: { year: Y, rows: [again] },
    });
    expect(batch.status).toBe(400);
    expect(batch.body.data.issues[0]).toMatchObject({
      path: 'body.rows.0.attributes.registration',
      messageKey: 'duplicateRow',
      params: { row: 'HQ · AB 1234' },
    });
    const single = await call('POST', `/api/vehicle/new/${Y}`, { token: co.token, body: again });
    expect(single.status).toBe(400);
    expect(single.body.data.issues[0]).toMatchObject({
      path: 'body.attributes.registration',
      messageKey: 'duplicateRow',
    });
    expect(await rowsOf('vehicle')).toHaveLength(1);
  });
});

describe('duplicates in the Excel import', () => {
  it('a new row repeating a stored meter is a cell error naming that row, in the uploader’s language; two equal new rows name the first', async () => {
    const wb = (await downloadTemplate(co.token, Y)).workbook!;
    const ws = wb.getWorksheet('Electricity')!;
    const { col } = sheetIndex(ws);
    const add = (n: number, location: string, account: string, q: number) => {
      const r = ws.getRow(n);
      r.getCell(col('location')).value = location;
      r.getCell(col('attr:supplier')).value = 'clp';
      r.getCell(col('attr:account')).value = account;
      r.getCell(col('unit')).value = 'kWh';
      r.getCell(col('m1')).value = q;
    };
    const last = ws.rowCount;
    add(last + 1, 'HQ', 'A-1', 123);
    add(last + 2, 'HQ', 'B-2', 5);
    add(last + 3, 'hq', 'b-2', 6);
    const account = ws.getColumn(col('attr:account')).letter;
    const bytes = await bytesOf(wb);
    const { view } = await importWorkbook(co.token, Y, bytes, 'dup.xlsx');
    expect(view.status).toBe('INVALID');
    expect(view.errors).toEqual([
      expect.objectContaining({
        cell: `Electricity!${account}${last + 1}`,
        message: expect.stringContaining('This row is already entered: HQ · A-1.'),
      }),
      expect.objectContaining({
        cell: `Electricity!${account}${last + 3}`,
        message: `This row repeats row Electricity!A${last + 2} of this workbook (same location and identification).`,
      }),
    ]);
    const hk = await importWorkbook(co.token, Y, bytes, 'dup.xlsx', 'hk');
    expect(hk.view.errors[0].message).toContain('此列已經輸入：HQ · A-1。');
    const cn = await importWorkbook(co.token, Y, bytes, 'dup.xlsx', 'cn');
    expect(cn.view.errors[1].message).toContain('重复');
  }, 180_000);

  it('the same workbook imported twice changes nothing the second time; the workbook exported after it changes nothing either', async () => {
    const wb = (await downloadTemplate(co.token, Y)).workbook!;
    const ws = wb.getWorksheet('Water')!;
    const { col } = sheetIndex(ws);
    const r = ws.getRow(ws.rowCount + 1);
    r.getCell(col('location')).value = 'Shop';
    r.getCell(col('attr:account')).value = 'W-9';
    r.getCell(col('unit')).value = 'm3';
    r.getCell(col('m1')).value = 51_000;
    r.getCell(col('m2')).value = 51_000;
    const bytes = await bytesOf(wb);

    const first = await importWorkbook(co.token, Y, bytes, 'water.xlsx');
    expect(first.view.counts).toMatchObject({ addedRows: 1, changedCells: 0 });
    expect((await commitWorkbook(co.token, first.view.id)).view.status).toBe('COMMITTED');
    const after = await rowsOf('water');
    expect(after).toHaveLength(2);

    const second = await importWorkbook(co.token, Y, bytes, 'water.xlsx');
    expect(second.view).toMatchObject({ status: 'READY', errorCount: 0, preview: [] });
    expect(second.view.counts).toEqual({ changedCells: 0, changedRows: 0, addedRows: 0, conflicts: 0 });
    await commitWorkbook(co.token, second.view.id);
    expect(await rowsOf('water')).toEqual(after);

    const exported = await downloadTemplate(co.token, Y);
    const third = await importWorkbook(co.token, Y, exported.bytes, 'exported.xlsx');
    expect(third.view).toMatchObject({ status: 'READY', errorCount: 0, preview: [] });
    expect(third.view.counts).toEqual({ changedCells: 0, changedRows: 0, addedRows: 0, conflicts: 0 });

    // Three imports checked, two committed: their steps are audited, their progress is not (no event).
    const actions = (await auditItems(co.tenantId)).map((a) => a.action).filter((a) => a.startsWith('excel.'));
    expect(actions).not.toContain('excel.progress');
    expect(actions.filter((a) => a === 'excel.ready')).toHaveLength(3);
    expect(actions.filter((a) => a === 'excel.commit')).toHaveLength(2);
  }, 240_000);
});
