import { beforeAll, describe, expect, it } from 'vitest';
import { PART_ROWS } from '@esg/core/domain/excel/limits';
import { call } from '../support/api';
import { commitWorkbook, importWorkbook, interruptedCommit, storedItems, waterWorkbook } from '../support/excel';
import { EXCEL_YEAR, excelCompany } from '../support/excelCompany';
import { auditItems } from '../support/tenants';

/**
 * The staged commit of docs/decisions/0040-excel-staged-commit.md and 0061 through the real stand-ins:
 * a commit of hundreds of rows (the API queues it, the import worker runs it) is all visible
 * afterwards; a commit interrupted — started and run in this process instead, thrown out of as a
 * killed worker stops — leaves nothing visible before its switch, everything after it, and asking
 * again through the API has the worker finish it exactly once.
 */
type Company = Awaited<ReturnType<typeof excelCompany>>;
const ADDED = 520;
/** More rows than one S3 part holds: the interrupted commit stops between its parts. */
const ADDED_PARTS = PART_ROWS + 100;

async function validated(co: Company, name: string, added = ADDED) {
  // `added` new water rows at HQ (month m of row i: i + m), HQ's water row changed.
  const bytes = await waterWorkbook(co, {
    hqM1: 77,
    added,
    location: 'HQ',
    source: 'municipal',
    month: (i, m) => i + m,
  });
  const { view } = await importWorkbook(co.token, EXCEL_YEAR, bytes, name);
  expect(view.status, JSON.stringify(view.errors?.slice(0, 3))).toBe('READY');
  expect(view.counts).toMatchObject({ changedRows: 1, addedRows: added, conflicts: 0 });
  return view.id as string;
}

const waterRows = async (co: Company) => {
  const res = await call('GET', `/api/resource/water/${EXCEL_YEAR}`, { token: co.token });
  expect(res.status).toBe(200);
  return res.body.rows as { id: string; months: string[]; auditId: string; version: number }[];
};

/** A page edit of the company's fuel row (not a row the import touches). */
const editFuel = (co: Company, q: string) =>
  call('PUT', `/api/resource/fuel/${EXCEL_YEAR}`, {
    token: co.token,
    body: {
      rows: [co.rows.fuel[0]!].map((r) => ({
        id: r.id,
        version: r.version,
        locationId: r.locationId,
        unit: 'L',
        months: r.months.map(() => q),
        attributes: { fuel: 'diesel', equipment: 'Generator' },
      })),
    },
  });

const commitAudits = async (co: Company, id: string) =>
  (await auditItems(co.tenantId)).filter(
    (a) => a.action === 'excel.commit' && a.entity === `T#${co.tenantId}|XLSIMPORT#${id}`,
  );

describe('Excel import: a staged commit of any size', () => {
  let co: Company;
  beforeAll(async () => {
    co = await excelCompany();
  }, 120_000);

  it(`commits ${ADDED + 1} changed rows all at once`, async () => {
    const id = await validated(co, 'big.xlsx');
    const done = await commitWorkbook(co.token, id);
    expect(done.res.status, JSON.stringify(done.view)).toBe(200);
    expect(done.view).toMatchObject({ status: 'COMMITTED', progress: 100 });
    const rows = await waterRows(co);
    expect(rows).toHaveLength(ADDED + 1);
    expect(rows.find((r) => r.id === co.rows.water[0]!.id)!.months[0]).toBe('77');
    const totals = rows.map((r) => Number(r.months[11])).sort((a, b) => a - b);
    expect(totals.slice(0, 3)).toEqual([10, 12, 13]);
    expect(totals.at(-1)).toBe(ADDED - 1 + 12);
    const [audit] = await commitAudits(co, id);
    expect(new Set(rows.map((r) => r.auditId))).toEqual(new Set([audit!.sk.split('#').at(-1)]));
  }, 240_000);
});

/** The company's water rows as DynamoDB holds them: its packs' rows (read or not), its row items, the imports' records. */
const storedWater = (co: Company) => storedItems(co.tenantId, EXCEL_YEAR, 'water');

describe('Excel import: an interrupted commit', () => {
  let co: Company;
  let id: string;
  let before: Awaited<ReturnType<typeof waterRows>>;
  let window: Awaited<ReturnType<typeof waterRows>>;
  let packed: Awaited<ReturnType<typeof storedWater>>;
  beforeAll(async () => {
    co = await excelCompany();
    before = await waterRows(co);
    id = await validated(co, 'interrupted.xlsx', ADDED_PARTS);
  }, 240_000);

  it('leaves nothing visible when it stops while checking and writing its parts', async () => {
    await interruptedCommit(co, id, 'check');
    // Its first part is written, in packs (ADR 0061), and no reader reads them: no switch recorded the import.
    const stored = await storedWater(co);
    expect(stored.filter((r) => r.importId === id && r.inPack)).toHaveLength(PART_ROWS);
    expect(stored.filter((r) => r.rowId === '!IMPORTED')).toEqual([]);
    expect(await waterRows(co)).toEqual(before);
    expect((await call('GET', `/api/excel-import/${id}`, { token: co.token })).body.status).toBe('COMMITTING');
    expect(await commitAudits(co, id)).toEqual([]);
  }, 240_000);

  it('shows everything once past its switch, and holds the year against other writes until it is finished', async () => {
    await interruptedCommit(co, id, 'switched');
    // The second run wrote every part again (the same packs) and switched.
    const stored = await storedWater(co);
    expect(stored.filter((r) => r.rowId === '!IMPORTED')).toHaveLength(1);
    packed = stored.filter((r) => r.importId === id && r.inPack);
    expect(packed).toHaveLength(ADDED_PARTS + 1);
    window = await waterRows(co);
    expect(window).toHaveLength(ADDED_PARTS + 1);
    expect(window.find((r) => r.id === co.rows.water[0]!.id)!.months[0]).toBe('77');
    expect(await editFuel(co, '41')).toMatchObject({
      status: 409,
      body: { message: 'An Excel import is being saved to this reporting year. Try again in a moment.' },
    });
  }, 240_000);

  it('finishes on a retry, exactly once: one audit item, every row pointing to it', async () => {
    const done = await commitWorkbook(co.token, id);
    expect(done.res.status, JSON.stringify(done.view)).toBe(200);
    expect(done.view.status).toBe('COMMITTED');
    const rows = await waterRows(co);
    expect(rows).toHaveLength(ADDED_PARTS + 1);
    const audits = await commitAudits(co, id);
    expect(audits).toHaveLength(1);
    const auditId = audits[0]!.sk.split('#').at(-1);
    expect(new Set(rows.map((r) => r.auditId))).toEqual(new Set([auditId]));
    const changed = rows.find((r) => r.id === co.rows.water[0]!.id)!;
    expect(changed.version).toBe(co.rows.water[0]!.version + 1);
    // Readers see what they saw before the finish, each row stored once in the same form (its time
    // fixed when the commit started).
    const byId = (list: { id: string }[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(rows)).toEqual(byId(window));
    const imported = (await storedWater(co)).filter((r) => r.importId === id && r.inPack);
    expect(imported).toEqual(packed);
    expect(new Set(imported.map((r) => r.updatedAt)).size).toBe(1);
    expect(imported.filter((r) => r.version !== 1)).toEqual([
      expect.objectContaining({ rowId: co.rows.water[0]!.id, version: co.rows.water[0]!.version + 1 }),
    ]);
    const again = await call('POST', `/api/excel-import/${id}/commit`, { token: co.token });
    expect(again.body).toMatchObject({ status: 'COMMITTED', committedAt: done.view.committedAt });
    expect((await editFuel(co, '42')).status).toBe(200);
  }, 240_000);
});
