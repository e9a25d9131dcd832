import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ConversionGraph } from '../../calc/units';
import { periodMonths } from '../../lib/dates';
import type { Language } from '../../schemas/common';
import { unitCatalogue } from '../units/catalogue';
import { ImportCheck } from './check';
import { yearContext, type StagedRow } from './context';
import { columnsOf, FIRST_DATA_ROW, KEY_ROW } from './layout';
import { PART_ROWS } from './limits';
import { parseWorkbook } from './parse';
import { sheetsOfWorkbook } from './sheetReader';
import { buildTemplate } from './template';

/**
 * The streaming read of a whole workbook (ADR 0060: sheets read by exceljs' batches of rows, parts
 * handed over as they fill): the product's template, edited, parsed into a check.
 */
const csv = readFileSync(new URL('../../../data/unit-and-pollutant-factors-hk.csv', import.meta.url), 'utf8');
const units = unitCatalogue(csv);
const graph = new ConversionGraph(units.units, units.conversions);
/** The library's electricity factors, as the worker reads them (factors/read.ts). */
const GRIDS = new Set(['elec-clp', 'elec-hke', 'elec-prc']);
const locations = [
  { id: 'loc-1', name: 'Head office' },
  { id: 'loc-2', name: 'Shop' },
];

async function workbook(edit: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const bytes = await buildTemplate({
    language: 'en',
    company: 'Acme',
    yearEnd: '2025-12-31',
    periodMonths: periodMonths('2025-01-01'),
    locations,
    units: units.units.map((u) => ({ ...u, version: 1 })),
    rows: {},
  });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  edit(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Parses `bytes` into a check whose parts go to `parts` (JSON text each), the last part taken as the worker takes it. */
async function parsed(bytes: Buffer, language: Language = 'en') {
  const check = new ImportCheck({ ...yearContext(language, {}, locations, graph), electricityFactors: GRIDS });
  const parts: StagedRow[][] = [];
  check.spillTo(async (part) => void parts.push(JSON.parse(new TextDecoder().decode(part)) as StagedRow[]));
  const outcome = await parseWorkbook(sheetsOfWorkbook(bytes) as AsyncIterable<unknown>, check, 'en');
  parts.push(JSON.parse(new TextDecoder().decode(check.staged.take(check.social.staged))) as StagedRow[]);
  return { outcome, check, parts };
}

/** One new row at the first data row of a type's sheet, its cells by column key. */
function newRow(
  wb: ExcelJS.Workbook,
  sheet: string,
  type: Parameters<typeof columnsOf>[0],
  values: Record<string, string | number>,
) {
  const row = wb.getWorksheet(sheet)!.getRow(FIRST_DATA_ROW);
  columnsOf(type).forEach((c, j) => {
    if (values[c.key] !== undefined) row.getCell(j + 1).value = values[c.key]!;
  });
}

/** `n` new Water rows: the two locations in turn, 12 months each. */
function waterRows(wb: ExcelJS.Workbook, n: number) {
  const ws = wb.getWorksheet('Water')!;
  const columns = columnsOf('water');
  for (let i = 0; i < n; i++) {
    const values: Record<string, string | number> = {
      location: locations[i % 2]!.name,
      unit: 'm3',
      'attr:source': 'municipal',
      // One meter per row (ADR 0070: one meter twice is refused).
      'attr:account': `W-${i}`,
      ...Object.fromEntries(Array.from({ length: 12 }, (_, m) => [`m${m + 1}`, i + m / 4])),
    };
    const row = ws.getRow(FIRST_DATA_ROW + i);
    columns.forEach((c, j) => {
      if (values[c.key] !== undefined) row.getCell(j + 1).value = values[c.key]!;
    });
  }
}

describe('reading a workbook', () => {
  it('stages every row of a sheet longer than a part, in parts of PART_ROWS, the rest in the last part', async () => {
    const n = 2 * PART_ROWS + 321;
    const { check, parts } = await parsed(await workbook((wb) => waterRows(wb, n)));
    expect(check.errors).toEqual([]);
    expect(check.counts.addedRows).toBe(n);
    expect(parts.map((p) => p.length)).toEqual([PART_ROWS, PART_ROWS, 321]);
    const rows = parts.flat();
    expect(new Set(rows.map((r) => r.id)).size).toBe(n);
    expect(rows[PART_ROWS + 7]).toMatchObject({
      type: 'water',
      version: 0,
      locationId: 'loc-2',
      unit: 'm3',
      attributes: { source: 'municipal', account: `W-${PART_ROWS + 7}` },
    });
    expect(rows[PART_ROWS + 7]!.months.slice(0, 3)).toEqual(['2007', '2007.25', '2007.5']);
  }, 60_000);

  it('reports a column key the template does not have, not an empty key cell before it', async () => {
    const { check } = await parsed(
      await workbook((wb) => {
        const keys = wb.getWorksheet('Water')!.getRow(KEY_ROW);
        keys.getCell(columnsOf('water').length + 3).value = 'attr:colour';
        waterRows(wb, 1);
      }),
    );
    expect(check.counts.addedRows).toBe(0); // a sheet with a column it should not have is not read
    expect(check.errors).toEqual([
      {
        sheet: 'Water',
        cell: `Water!${String.fromCharCode(64 + columnsOf('water').length + 3)}1`,
        field: 'attr:colour',
        message: 'This column is not part of the template.',
      },
    ]);
  });

  it("names an electricity row's library factor only as one of the library's, at its cell", async () => {
    const row = { location: 'Head office', unit: 'kWh', 'attr:supplier': 'CLP Power', 'attr:account': 'A-1', m1: 100 };
    const named = async (factorId: string) =>
      parsed(await workbook((wb) => newRow(wb, 'Electricity', 'electricity', { ...row, 'attr:factorId': factorId })));
    expect((await named('elec-prc')).check.errors).toEqual([]);
    const column = String.fromCharCode(65 + columnsOf('electricity').findIndex((c) => c.key === 'attr:factorId'));
    expect((await named('travel-flight-business')).check.errors).toEqual([
      {
        sheet: 'Electricity',
        cell: `Electricity!${column}${FIRST_DATA_ROW}`,
        field: 'Library factor',
        message: 'No electricity factor travel-flight-business in the library.',
      },
    ]);
  });

  it("says the pages' rules in the uploader's language (a factor that is none, an unknown airport)", async () => {
    const bytes = await workbook((wb) => {
      newRow(wb, 'Business travel', 'businessTravel', {
        location: 'Head office',
        unit: 'pcs',
        'attr:mode': 'Flight',
        'attr:origin': 'XQZ',
        'attr:destination': 'SIN',
        m1: 2,
      });
      newRow(wb, 'Electricity', 'electricity', {
        location: 'Head office',
        unit: 'kWh',
        'attr:supplier': 'CLP Power',
        'attr:account': 'A-1',
        'attr:factorId': 'elec-xyz',
        m1: 100,
      });
    });
    const messages = async (language: Language) => (await parsed(bytes, language)).check.errors.map((e) => e.message);
    expect(await messages('en')).toEqual(['No electricity factor elec-xyz in the library.', 'Unknown airport XQZ.']);
    expect(await messages('hk')).toEqual(['因子庫中沒有電力排放因子 elec-xyz。', '未知的機場 XQZ。']);
    expect(await messages('cn')).toEqual(['因子库中没有电力排放因子 elec-xyz。', '未知的机场 XQZ。']);
  });

  it('a new row with its unit left empty: the unit is missing, said once', async () => {
    const { check } = await parsed(
      await workbook((wb) =>
        newRow(wb, 'Electricity', 'electricity', {
          location: 'Head office',
          'attr:supplier': 'CLP Power',
          'attr:account': 'A-1',
          m1: 100,
        }),
      ),
    );
    const column = String.fromCharCode(65 + columnsOf('electricity').findIndex((c) => c.key === 'unit'));
    expect(check.errors).toEqual([
      {
        sheet: 'Electricity',
        cell: `Electricity!${column}${FIRST_DATA_ROW}`,
        field: 'Unit',
        message: 'Missing input.',
      },
    ]);
  });
});
