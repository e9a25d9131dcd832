import { beforeAll, describe, expect, it } from 'vitest';
import type ExcelJS from 'exceljs';
import { PART_ROWS } from '@esg/core/domain/excel/limits';
import { partKeys } from '@esg/core/domain/excel/parts';
import { loadImport } from '@esg/core/domain/excel/records';
import { deleteObjects } from '@esg/core/infra/s3';
import { call } from '../support/api';
import {
  bytesOf,
  commitWorkbook,
  downloadTemplate,
  importWorkbook,
  storedItems,
  waterWorkbook,
} from '../support/excel';
import { EXCEL_YEAR, excelCompany } from '../support/excelCompany';
import { requestUpload } from '../support/files';

/**
 * An import's rows stored in packs, many to an item (docs/decisions/0061-excel-rows-packed.md),
 * through the real stand-ins: readers see each row's newest version, whether in a pack or in its own
 * item; page edits and deletes of packed rows keep the write path's guarantees (a stale or
 * concurrent edit is a 409, nothing lost); a deleted row stays deleted; the template of the result
 * round-trips; and a commit that finds a row changed since its check, or its staged changes gone
 * from S3, writes nothing.
 */
type Company = Awaited<ReturnType<typeof excelCompany>>;
type Row = { id: string; version: number; locationId: string; months: string[]; attributes: Record<string, unknown> };
const ADDED = 6;

const waterRows = async (co: Company) => {
  const res = await call('GET', `/api/resource/water/${EXCEL_YEAR}`, { token: co.token });
  expect(res.status).toBe(200);
  return res.body.rows as Row[];
};
const saveWater = (co: Company, r: Row, version: number, m1: string) =>
  call('PUT', `/api/resource/water/${EXCEL_YEAR}`, {
    token: co.token,
    body: {
      rows: [
        {
          id: r.id,
          version,
          locationId: r.locationId,
          unit: 'm3',
          months: [m1, ...r.months.slice(1)],
          attributes: r.attributes,
        },
      ],
    },
  });
const deleteWater = (co: Company, id: string, version: number) =>
  call('DELETE', `/api/resource/water/${EXCEL_YEAR}/${id}?version=${version}`, { token: co.token });

/** The template with `ADDED` new water rows at Shop (month m of row i: 100·(i + 1) + m) and HQ's water row changed. */
const workbook = (co: Company) =>
  waterWorkbook(co, { hqM1: 55, added: ADDED, location: 'Shop', month: (i, m) => 100 * (i + 1) + m });

describe('Excel import: rows stored in packs', () => {
  let co: Company;
  let id: string;
  let imported: Row[];
  beforeAll(async () => {
    co = await excelCompany();
    const { view } = await importWorkbook(co.token, EXCEL_YEAR, await workbook(co), 'packs.xlsx');
    expect(view.status, JSON.stringify(view.errors?.slice(0, 3))).toBe('READY');
    id = view.id as string;
    const done = await commitWorkbook(co.token, id);
    expect(done.view.status).toBe('COMMITTED');
    imported = (await waterRows(co)).filter((r) => r.id !== co.rows.water[0]!.id);
  }, 240_000);

  it('stores the import in packs and shows every row at its newest version', async () => {
    const stored = await storedItems(co.tenantId, EXCEL_YEAR, 'water');
    // Every row it wrote is in a pack; its one other item is the switch's record of it.
    const fromImport = stored.filter((r) => r.importId === id);
    expect(fromImport.filter((r) => r.inPack)).toHaveLength(ADDED + 1);
    expect(fromImport.filter((r) => !r.inPack).map((r) => r.rowId)).toEqual(['!IMPORTED']);
    // HQ's row keeps its own item at the version before the import; readers see the pack's.
    const hq = co.rows.water[0]!;
    expect(
      stored
        .filter((r) => r.rowId === hq.id)
        .map((r) => r.version)
        .sort(),
    ).toEqual([hq.version, hq.version + 1]);
    const rows = await waterRows(co);
    expect(rows).toHaveLength(ADDED + 1);
    expect(rows.find((r) => r.id === hq.id)).toMatchObject({
      version: hq.version + 1,
      months: ['55', ...hq.months.slice(1)],
    });
    expect(imported.map((r) => r.version)).toEqual(Array(ADDED).fill(1));
  });

  it('takes a page edit of a packed row, and refuses the edit based on the version before it (409)', async () => {
    const hq = (await waterRows(co)).find((r) => r.id === co.rows.water[0]!.id)!;
    const stale = await saveWater(co, hq, co.rows.water[0]!.version, '1');
    expect(stale.status).toBe(409);
    const saved = await saveWater(co, hq, hq.version, '56');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const now = (await waterRows(co)).find((r) => r.id === hq.id)!;
    expect(now).toMatchObject({ version: hq.version + 1, months: ['56', ...hq.months.slice(1)] });
    const fresh = imported[0]!;
    expect((await saveWater(co, fresh, 1, '7')).status).toBe(200);
    expect((await waterRows(co)).find((r) => r.id === fresh.id)).toMatchObject({
      version: 2,
      months: ['7', ...fresh.months.slice(1)],
    });
  });

  it('lets exactly one of two simultaneous edits of a packed row win; the other is a 409', async () => {
    const r = imported[1]!;
    const [a, b] = await Promise.all([saveWater(co, r, 1, '301'), saveWater(co, r, 1, '302')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? '301' : '302';
    expect((await waterRows(co)).find((x) => x.id === r.id)).toMatchObject({
      version: 2,
      months: [winner, ...r.months.slice(1)],
    });
  });

  it('deletes a packed row for good: gone from the list, a second delete and an edit are 404, evidence for it is refused', async () => {
    const r = imported[2]!;
    expect((await deleteWater(co, r.id, 2)).status).toBe(409);
    const deleted = await deleteWater(co, r.id, 1);
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    expect((await waterRows(co)).map((x) => x.id)).not.toContain(r.id);
    expect((await deleteWater(co, r.id, 1)).status).toBe(404);
    expect((await deleteWater(co, r.id, 2)).status).toBe(404);
    expect((await saveWater(co, r, 2, '9')).status).toBe(404);
    const declared = [{ name: 'bill.pdf', type: 'application/pdf', size: 100 }];
    const target = (row: string) => ({ kind: 'row', resource: 'water', row, month: 1 });
    expect((await requestUpload(co.token, declared, `evidence/${EXCEL_YEAR}`, target(r.id))).status).toBe(400);
    const packed = await requestUpload(co.token, declared, `evidence/${EXCEL_YEAR}`, target(imported[3]!.id));
    expect(packed.status, JSON.stringify(packed.body)).toBeLessThan(300);
  });

  it('round-trips: the template of the result, uploaded unchanged, changes nothing', async () => {
    const wb = (await downloadTemplate(co.token, EXCEL_YEAR)).workbook! as ExcelJS.Workbook;
    const { view } = await importWorkbook(co.token, EXCEL_YEAR, await bytesOf(wb), 'again.xlsx');
    expect(view.status, JSON.stringify(view.errors?.slice(0, 3))).toBe('READY');
    expect(view.counts).toMatchObject({ changedRows: 0, addedRows: 0, conflicts: 0 });
  }, 120_000);

  /** Commits and finds the import refused with `message`, the year's rows as `before`. */
  async function refusedCommit(importId: string, message: string, before: Row[]) {
    const done = await commitWorkbook(co.token, importId);
    expect(done.view).toMatchObject({ status: 'INVALID', refusal: message });
    expect(await waterRows(co)).toEqual(before);
  }

  it('writes nothing when a row changed after the check, and releases the year', async () => {
    const { view } = await importWorkbook(co.token, EXCEL_YEAR, await workbook(co), 'late.xlsx');
    expect(view.status).toBe('READY');
    const hq = (await waterRows(co)).find((x) => x.id === co.rows.water[0]!.id)!;
    expect((await saveWater(co, hq, hq.version, '58')).status).toBe(200);
    const before = await waterRows(co);
    await refusedCommit(
      view.id as string,
      'Rows of this workbook were changed in the product after it was checked. Nothing was saved. Download the template again.',
      before,
    );
    expect(
      (
        await saveWater(
          co,
          before.find((x) => x.id === hq.id)!,
          hq.version + 1,
          '59',
        )
      ).status,
    ).toBe(200);
  }, 240_000);

  it('writes nothing when a staged part is gone from S3, deletes the packs it wrote, and releases the year', async () => {
    const before = await waterRows(co);
    const bytes = await waterWorkbook(co, {
      hqM1: 60,
      added: PART_ROWS + 10,
      location: 'Shop',
      month: (i, m) => i + m,
    });
    const { view } = await importWorkbook(co.token, EXCEL_YEAR, bytes, 'lost.xlsx');
    expect(view.status).toBe('READY');
    const job = await loadImport(co.tenantId, view.id as string, true);
    expect(job.stagedParts).toBe(2);
    await deleteObjects(partKeys(job).slice(1));
    await refusedCommit(
      view.id as string,
      'The checked changes of this workbook are no longer stored. Nothing was saved. Upload the workbook again.',
      before,
    );
    // The first part's packs were written before the second was found missing: none is left.
    expect((await storedItems(co.tenantId, EXCEL_YEAR, 'water')).filter((r) => r.importId === view.id)).toEqual([]);
    const r = before.find((x) => x.id === co.rows.water[0]!.id)!;
    expect((await saveWater(co, r, r.version, '61')).status).toBe(200);
  }, 240_000);
});
