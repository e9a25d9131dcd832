import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { bytesOf, downloadTemplate, importWorkbook, sheetOf } from '../support/excel';
import { sheetIndex } from '../support/excelCompany';
import { boundaryRow, every } from '../support/resources';

const YEAR = '2025-12-31';

/**
 * A workbook names the year's locations in its own language (ADR 0121): a location named in English and Chinese on
 * Reporting boundaries is written by its Chinese name in a Chinese template, and read back by any of its names.
 */
describe('Excel template and import: a location by its name in the workbook’s language', () => {
  let co: Awaited<ReturnType<typeof freshCompany>>;
  const hq = ulid();
  let rowId: string;

  beforeAll(async () => {
    co = await freshCompany([{ yearEnd: YEAR }], 'companyAdmin');
    const location = { ...boundaryRow('Head office', hq), name: { en: 'Head office', hk: '總辦事處' } };
    const saved = await call('PUT', `/api/page-data/reporting_boundaries/${YEAR}`, {
      token: co.token,
      body: { values: { locations: [location] }, version: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const rows = await call('PUT', `/api/resource/water/${YEAR}`, {
      token: co.token,
      body: { rows: [{ version: 0, locationId: hq, unit: 'm3', months: every('10'), attributes: {} }] },
    });
    expect(rows.status, JSON.stringify(rows.body)).toBe(200);
    rowId = rows.body.rows[0].id as string;
  }, 60_000);

  it.each([
    ['en', 'Head office'],
    ['hk', '總辦事處'],
    ['cn', '总办事处'],
  ])('a %s template names the location %s', async (language, name) => {
    const { workbook } = await downloadTemplate(co.token, YEAR, language);
    const ws = sheetOf(workbook!, 'water');
    const { col, rowOf } = sheetIndex(ws);
    expect(ws.getCell(rowOf(rowId), col('location')).value).toBe(name);
    expect(sheetOf(workbook!, 'lists').getCell(2, 1).value).toBe(name);
  });

  it('reads a Chinese template back unchanged, and a row naming the location in English', async () => {
    const { workbook } = await downloadTemplate(co.token, YEAR, 'hk');
    const unchanged = await importWorkbook(co.token, YEAR, await bytesOf(workbook!), 'hk.xlsx', 'hk');
    expect(unchanged.view, JSON.stringify(unchanged.view.errors)).toMatchObject({ status: 'READY', errorCount: 0 });
    expect(unchanged.view.counts).toEqual({ changedCells: 0, changedRows: 0, addedRows: 0, conflicts: 0 });

    const ws = workbook!.getWorksheet('用水')!;
    const { col, rowOf } = sheetIndex(ws);
    ws.getCell(rowOf(rowId), col('location')).value = 'head office';
    ws.getCell(rowOf(rowId), col('m1')).value = 12;
    const edited = await importWorkbook(co.token, YEAR, await bytesOf(workbook!), 'hk-en.xlsx', 'hk');
    expect(edited.view, JSON.stringify(edited.view.errors)).toMatchObject({ status: 'READY', errorCount: 0 });
    expect(edited.view.counts).toMatchObject({ changedCells: 1, changedRows: 1 });
  }, 120_000);
});
