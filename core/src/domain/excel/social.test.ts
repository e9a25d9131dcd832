import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { developmentTraining } from '../../pages/social/developmentTraining';
import { employment } from '../../pages/social/employment';
import type { PagePayload } from '../../catalogue/values';
import { ruleSetFor } from '../../vocabulary/ruleSets';
import type { PeriodRecord } from '../records';
import { FIRST_DATA_ROW } from './layout';
import { SocialCheck, type CheckSink } from './socialCheck';
import { socialSheet } from './socialLayout';
import { SOCIAL_SHEETS, type SocialSheet } from './socialSheets';
import type { SocialPage, SocialYear } from './socialYear';

const period = {
  yearEnd: '2025-12-31',
  financialYearStartDate: '2025-01-01',
  financialYearEndDate: '2025-12-31',
} as PeriodRecord;
const locations = [
  { id: 'loc-hq', name: 'HQ' },
  { id: 'loc-shop', name: 'Shop' },
];

const year = (values: PagePayload, version = 3): SocialYear => ({
  year: { period, ruleSet: ruleSetFor(period.financialYearStartDate) },
  locations,
  pages: new Map<string, SocialPage>([
    ['employment', { page: employment, values, version, runtime: { lists: { locations: ['HQ', 'Shop'] } } }],
    ['development_training', { page: developmentTraining, values: {}, version: 0, runtime: { lists: {} } }],
  ]),
});

/** Writes the social sheets as the template does, lets `edit` change them, then reads them back into a check. */
async function roundTrip(y: SocialYear, edit: (wb: ExcelJS.Workbook) => void = () => undefined) {
  const wb = new ExcelJS.Workbook();
  for (const s of SOCIAL_SHEETS) await socialSheet(wb, s, y, 'en');
  edit(wb);
  const issues: { cell: string; field: string; message: string }[] = [];
  const sink: CheckSink = {
    issue: (_sheet, cell, field, message) => issues.push({ cell, field, message }),
    counts: { changedCells: 0, changedRows: 0, addedRows: 0, conflicts: 0 },
    refuseApproved: () => false,
  };
  const check = new SocialCheck(y, 'en', sink);
  for (const s of SOCIAL_SHEETS) {
    const ws = wb.getWorksheet(s.name)!;
    const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    const opened = check.open(s, values(1) as string[], values(2) as string[])!;
    for (let n = FIRST_DATA_ROW; n <= ws.rowCount; n++) check.row(opened, n, values(n));
  }
  check.finish();
  return { check, issues, counts: sink.counts };
}

/** The cell of a row (by hidden id) and column (by key) of a social sheet. */
const cell = (wb: ExcelJS.Workbook, s: SocialSheet, id: string, key: string) => {
  const ws = wb.getWorksheet(s.name)!;
  const col = (ws.getRow(1).values as unknown[]).indexOf(key);
  for (let n = FIRST_DATA_ROW; n <= ws.rowCount; n++) if (ws.getCell(n, 1).value === id) return ws.getCell(n, col);
  throw new Error(`${id} not in ${s.name}`);
};
const [EMPLOYMENT, REGIONS, TRAINING] = SOCIAL_SHEETS as [SocialSheet, SocialSheet, SocialSheet];

const STORED: PagePayload = {
  beginTotal: '8',
  endTotal: '10',
  hiresTotal: '3',
  leaversTotal: '1',
  endMale: '6',
  endFemale: '4',
  regions: [{ location: 'HQ', begin: '8', end: '10', hires: '3', leavers: '1' }],
};

describe('Excel: the Social tables read back', () => {
  it('changes nothing for the sheets as written, whatever spelling a figure has', async () => {
    const { check, issues, counts } = await roundTrip(year(STORED), (wb) => {
      cell(wb, EMPLOYMENT, 'Total', 'end').value = '10.00';
    });
    expect(issues).toEqual([]);
    expect(counts.changedCells).toBe(0);
    expect(check.staged).toEqual([]);
  });

  it('gives a location without a row in the regional table its row, and stages the page with its derived figures', async () => {
    const { check, issues, counts } = await roundTrip(year(STORED), (wb) => {
      cell(wb, REGIONS, 'loc-hq', 'end').value = 7;
      for (const [key, v] of Object.entries({ begin: 0, end: 3, hires: 0, leavers: 0 }))
        cell(wb, REGIONS, 'loc-shop', key).value = v;
      cell(wb, TRAINING, 'Total', 'employees').value = 10;
      cell(wb, TRAINING, 'Total', 'trainees').value = 4;
    });
    expect(issues).toEqual([]);
    expect(counts).toMatchObject({ changedCells: 7, changedRows: 3, conflicts: 0 });
    const [emp, train] = check.staged;
    expect(emp).toMatchObject({ kind: 'page', pageKey: 'employment', version: 3 });
    expect(emp!.values.regions).toEqual([
      expect.objectContaining({ location: 'HQ', end: '7' }),
      { location: 'Shop', begin: '0', end: '3', hires: '0', leavers: '0' },
    ]);
    // A never-saved page is staged at version 0 (created by the commit), its percentage computed.
    expect(train).toMatchObject({ pageKey: 'development_training', version: 0 });
    expect(train!.values).toMatchObject({ traineesTotal: '4', percentTrainedTotal: '40' });
  });

  it('puts a rule’s issue on its cell even when that cell did not change', async () => {
    const { issues, check } = await roundTrip(year(STORED), (wb) => {
      cell(wb, EMPLOYMENT, 'Total', 'end').value = 12;
    });
    const ws = 'Employment';
    const male = issues.find((i) => i.message.startsWith('Total of year begin and year end differs'));
    expect(male).toMatchObject({ field: 'Year end' });
    expect(male!.cell).toMatch(new RegExp(`^${ws}!E\\d+$`));
    expect(check.staged).toEqual([]);
  });

  it('drops a location’s regional row whose figures were all cleared, and checks a half-filled one like the page', async () => {
    const { check, issues } = await roundTrip(year(STORED), (wb) => {
      for (const key of ['begin', 'end', 'hires', 'leavers']) cell(wb, REGIONS, 'loc-hq', key).value = null;
    });
    expect(issues).toEqual([]);
    expect(check.staged[0]!.values.regions).toEqual([]);
    const half = await roundTrip(year(STORED), (wb) => {
      cell(wb, REGIONS, 'loc-hq', 'hires').value = null;
    });
    expect(half.issues).toContainEqual({
      cell: "'Employment by region'!F3",
      field: 'New hires',
      message: 'Missing input in details.',
    });
  });

  it('shows a changed row of a page saved since the download as a conflict', async () => {
    const { check, counts } = await roundTrip(year(STORED, 3), (wb) => {
      cell(wb, EMPLOYMENT, 'Male', 'version').value = 2;
      cell(wb, EMPLOYMENT, 'Male', 'end').value = 5;
    });
    expect(counts).toMatchObject({ conflicts: 1, changedRows: 0, changedCells: 0 });
    expect(check.staged).toEqual([]);
    expect(check.previews[0]!.conflicts).toEqual([
      { rowId: 'Male', cell: expect.stringMatching(/^Employment!A\d+$/), location: 'By gender – Male' },
    ]);
  });
});
