import { beforeAll, describe, expect, it } from 'vitest';
import type ExcelJS from 'exceljs';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem, queryAll } from '@esg/core/infra/db/repo';
import { call, signIn } from '../support/api';
import { periodIds } from '../support/company';
import { bytesOf, commitWorkbook, downloadTemplate, importWorkbook } from '../support/excel';
import { EXCEL_YEAR, excelCompany, sheetIndex } from '../support/excelCompany';

/** The Social tables in the Excel template and import (docs/decisions/0055-excel-social-tables.md). */
type Company = Awaited<ReturnType<typeof excelCompany>>;
let co: Company;
let period: string;

const EMPLOYMENT = {
  beginTotal: '100',
  endTotal: '120',
  hiresTotal: '42',
  leaversTotal: '22',
  endMale: '70',
  endFemale: '50',
  regions: [
    { location: 'HQ', begin: '60', end: '70', hires: '20', leavers: '10' },
    { location: 'Shop', begin: '40', end: '50', hires: '22', leavers: '12' },
  ],
};
const TRAINING = { employeesTotal: '120', traineesTotal: '90', trainingHoursTotal: '845.5' };

const employment = async () => (await call('GET', `/api/employee/${period}`, { token: co.token })).body;
const training = async () => (await call('GET', `/api/dev-train/${period}`, { token: co.token })).body;

beforeAll(async () => {
  co = await excelCompany();
  period = (await periodIds(co.token, [EXCEL_YEAR]))[EXCEL_YEAR]!;
  const e = await call('PUT', '/api/employee/batch', {
    token: co.token,
    body: { id: period, values: EMPLOYMENT, version: 0 },
  });
  if (e.status !== 200) throw new Error(JSON.stringify(e.body));
  const t = await call('PUT', `/api/dev-train/batch/${period}`, {
    token: co.token,
    body: { values: TRAINING, version: 0 },
  });
  if (t.status !== 200) throw new Error(JSON.stringify(t.body));
}, 120_000);

const template = async (token = co.token) => (await downloadTemplate(token, EXCEL_YEAR)).workbook!;

/** A social sheet's cell by its row's hidden id and its column key. */
const cellOf = (ws: ExcelJS.Worksheet, rowId: string, key: string) => {
  const { col, rowOf } = sheetIndex(ws);
  return ws.getCell(rowOf(rowId), col(key));
};

describe('Excel template: the Social tables', () => {
  it('has one sheet per table, pre-filled with the pages’ figures, hidden ids and versions, headers in the user’s language', async () => {
    const wb = await template();
    const names = wb.worksheets.map((w) => w.name);
    expect(names).toEqual(expect.arrayContaining(['Employment', 'Employment by region', 'Training']));
    const emp = wb.getWorksheet('Employment')!;
    expect(emp.getRow(2).values).toEqual([
      undefined,
      'Row id (do not change)',
      'Version (do not change)',
      'Group',
      'Year begin',
      'Year end',
      'New hires',
      'Leavers',
    ]);
    expect(emp.getColumn(1).hidden).toBe(true);
    expect(emp.getColumn(2).hidden).toBe(true);
    expect(cellOf(emp, 'Male', 'end').value).toBe(70);
    expect(cellOf(emp, 'Male', 'row').value).toBe('By gender – Male');
    expect(cellOf(emp, 'Male', 'version').value).toBe(1);
    expect(cellOf(emp, 'Over50', 'end').value).toBeNull();
    const regions = wb.getWorksheet('Employment by region')!;
    expect(cellOf(regions, co.ids.shop, 'row').value).toBe('Shop');
    expect(cellOf(regions, co.ids.shop, 'hires').value).toBe(22);
    expect(cellOf(wb.getWorksheet('Training')!, 'Total', 'trainingHours').value).toBe(845.5);
    expect(cellOf(emp, 'Male', 'end').dataValidation).toMatchObject({ type: 'whole', operator: 'greaterThanOrEqual' });
    expect(cellOf(wb.getWorksheet('Training')!, 'Total', 'trainingHours').dataValidation).toMatchObject({
      type: 'decimal',
    });

    const hk = (await downloadTemplate(co.token, EXCEL_YEAR, 'hk')).workbook!;
    const hkEmp = hk.getWorksheet('僱傭')!;
    expect(hkEmp.getRow(2).values).toEqual([
      undefined,
      '列編號（請勿更改）',
      '版本（請勿更改）',
      '組別',
      '年初',
      '年末',
      '新聘',
      '離職',
    ]);
    expect(cellOf(hkEmp, 'Male', 'row').value).toBe('按性別 – 男性');
    expect(cellOf(hk.getWorksheet('培訓')!, 'Female', 'row').value).toBe('女性');
  }, 120_000);
});

describe('Excel import: the Social tables', () => {
  it('previews nothing for the template uploaded unchanged', async () => {
    const { bytes } = await downloadTemplate(co.token, EXCEL_YEAR);
    const { view } = await importWorkbook(co.token, EXCEL_YEAR, bytes, 'social-unchanged.xlsx');
    expect(view).toMatchObject({ status: 'READY', errorCount: 0, preview: [] });
    expect(view.counts).toEqual({ changedCells: 0, changedRows: 0, addedRows: 0, conflicts: 0 });
  }, 120_000);

  it('previews exactly the social cells changed, commits them in one step, and the Social routes answer the new figures', async () => {
    const wb = await template();
    const emp = wb.getWorksheet('Employment')!;
    const regions = wb.getWorksheet('Employment by region')!;
    const train = wb.getWorksheet('Training')!;
    const edits: [ExcelJS.Worksheet, string, string, number | string][] = [
      [emp, 'Male', 'end', 75],
      [emp, 'Female', 'end', '45'],
      [regions, co.ids.hq, 'hires', 18],
      [regions, co.ids.shop, 'hires', 24],
      [train, 'Total', 'trainees', 96],
      [train, 'Total', 'trainingHours', 900.25],
    ];
    const changed = new Set<string>();
    for (const [ws, row, key, v] of edits) {
      const cell = cellOf(ws, row, key);
      cell.value = v;
      changed.add(`${ws.name.includes(' ') ? `'${ws.name}'` : ws.name}!${cell.address}`);
    }
    // The same figure written otherwise is no change.
    cellOf(emp, 'Total', 'begin').value = '100.0';

    const { view } = await importWorkbook(co.token, EXCEL_YEAR, await bytesOf(wb), 'social.xlsx');
    expect(view.status, JSON.stringify(view.errors)).toBe('READY');
    expect(view.counts).toEqual({ changedCells: 6, changedRows: 5, addedRows: 0, conflicts: 0 });
    type Change = { cell: string; location: string; field: string; old: string; new: string };
    const changes = view.preview.flatMap((p: { changes: Change[] }) => p.changes) as Change[];
    expect(new Set(changes.map((c) => c.cell))).toEqual(changed);
    expect(changes).toContainEqual(
      expect.objectContaining({ location: 'By gender – Male', field: 'Year end', old: '70', new: '75' }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({ location: 'Shop', field: 'New hires', old: '22', new: '24' }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({ location: 'All employees', field: 'Training hours', old: '845.5', new: '900.25' }),
    );
    // Nothing is written before the commit.
    expect((await employment()).values.endMale).toBe('70');

    const done = await commitWorkbook(co.token, view.id);
    expect(done.view, JSON.stringify(done.view)).toMatchObject({ status: 'COMMITTED' });
    const e = await employment();
    expect(e.values).toMatchObject({ endMale: '75', endFemale: '45', beginTotal: '100' });
    expect(e.values.regions).toEqual([
      expect.objectContaining({ location: 'HQ', hires: '18' }),
      expect.objectContaining({ location: 'Shop', hires: '24' }),
    ]);
    expect(e.version).toBe(2);
    const t = await training();
    // The page's derived figures are computed as a save on the page computes them.
    expect(t.values).toMatchObject({ traineesTotal: '96', trainingHoursTotal: '900.25', percentTrainedTotal: '80' });

    // One audit item for the import; the pages point at it.
    const item = await getItem<{ auditId: string; importId: string }>(
      keys.pageData(co.tenantId, EXCEL_YEAR, 'employment'),
      true,
    );
    expect(item).toMatchObject({ importId: view.id });
    const audits = await queryAll<{ sk: string; action: string }>(
      keys.auditMonth(co.tenantId, new Date().toISOString().slice(0, 7)),
    );
    const commits = audits.filter((a) => a.action === 'excel.commit');
    expect(commits).toHaveLength(1);
    expect(commits[0]!.sk.endsWith(item!.auditId)).toBe(true);
  }, 240_000);

  it('lists every bad social cell with its reference and message, and writes nothing', async () => {
    const before = await employment();
    const acmeBook = await template(await signIn('acme.admin'));
    const foreignId = acmeBook.getWorksheet('Employment by region')!.getCell('A3').value as string;
    const wb = await template();
    const emp = wb.getWorksheet('Employment')!;
    const regions = wb.getWorksheet('Employment by region')!;
    const train = wb.getWorksheet('Training')!;
    const letters = cellOf(emp, 'Total', 'hires');
    letters.value = '4x';
    const fraction = cellOf(emp, 'Male', 'begin');
    fraction.value = 60.5;
    cellOf(emp, 'Female', 'begin').value = 39.5;
    const negative = cellOf(train, 'Male', 'trainees');
    negative.value = -3;
    const unknown = cellOf(emp, 'Over50', 'id');
    unknown.value = 'Nonbinary';
    const foreign = cellOf(regions, co.ids.shop, 'id');
    foreign.value = foreignId;

    const { view } = await importWorkbook(co.token, EXCEL_YEAR, await bytesOf(wb), 'social-errors.xlsx');
    expect(view.status).toBe('INVALID');
    const byCell = Object.fromEntries(view.errors.map((x: { cell: string }) => [x.cell, x]));
    expect(byCell[`Employment!${letters.address}`]).toMatchObject({
      field: 'New hires',
      message: 'Only digits and one decimal point are allowed.',
    });
    expect(byCell[`Employment!${fraction.address}`]).toMatchObject({
      field: 'Year begin',
      message: 'Please enter a whole number.',
    });
    expect(byCell[`Training!${negative.address}`]).toMatchObject({ message: 'Negative values are not allowed.' });
    const notARow =
      'This row id is not a row of this sheet for this company’s reporting year. Rows cannot be added to this sheet.';
    expect(byCell[`Employment!${unknown.address}`]).toMatchObject({ message: notARow });
    expect(byCell[`'Employment by region'!${foreign.address}`]).toMatchObject({ message: notARow });
    expect(await employment()).toMatchObject({ version: before.version, values: before.values });
  }, 240_000);

  it('refuses a regional breakdown that no longer adds up to the total, at the cell changed', async () => {
    const wb = await template();
    const regions = wb.getWorksheet('Employment by region')!;
    const totals = cellOf(regions, co.ids.hq, 'leavers');
    totals.value = 11;
    const { view } = await importWorkbook(co.token, EXCEL_YEAR, await bytesOf(wb), 'social-totals.xlsx');
    expect(view.status).toBe('INVALID');
    expect(view.errors).toEqual([
      {
        sheet: 'Employment by region',
        cell: `'Employment by region'!${totals.address}`,
        field: 'Leavers',
        message: 'Total of year begin and year end differs from gender totals, please adjust.',
      },
    ]);
  }, 240_000);

  it('shows a social row changed on its page since the download as a conflict, never as a change', async () => {
    const wb = await template();
    cellOf(wb.getWorksheet('Training')!, 'Female', 'trainees').value = 40;
    const t = await training();
    const edit = await call('PUT', `/api/dev-train/batch/${period}`, {
      token: co.token,
      body: { values: { ...t.values, traineesFemale: '41', employeesFemale: '50' }, version: t.version },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const { view } = await importWorkbook(co.token, EXCEL_YEAR, await bytesOf(wb), 'social-stale.xlsx');
    expect(view.status).toBe('READY');
    expect(view.counts.conflicts).toBe(1);
    const page = view.preview.find((p: { sheet: string }) => p.sheet === 'Training');
    expect(page.conflicts).toEqual([
      { rowId: 'Female', cell: expect.stringMatching(/^Training!A\d+$/), location: 'Female' },
    ]);
    expect(page.changes).toEqual([]);
    expect((await call('POST', `/api/excel-import/${view.id}/commit`, { token: co.token })).status).toBe(409);
  }, 240_000);
});
