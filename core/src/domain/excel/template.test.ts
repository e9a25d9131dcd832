import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { periodMonths } from '../../lib/dates';
import type { ResourceRecord } from '../resources/rows';
import { startsLikeFormula } from '../../lib/formulaText';
import { cellRef, columnsOf, FIRST_DATA_ROW, HEADER_ROW, KEY_ROW } from './layout';
import { plainDecimal, quantityCell } from './quantity';
import { HEADERS } from './labels';
import { MAX_COLUMN_WIDTH } from './sheetStyle';
import { SHEET_NAMES, sheetKindOf, sheetName } from './sheetNames';
import { LANGUAGES } from '../../schemas/common';
import { buildTemplate, type TemplateInput } from './template';
import { WATER_SOURCES } from '../../catalogue/waterSources';
import { WATER_SOURCE_CODES } from '../../vocabulary/waterSources';

const ROW_ID = '01JAAAAAAAAAAAAAAAAAAAAAAA';
const row = (over: Partial<ResourceRecord>): ResourceRecord => ({
  rowId: ROW_ID,
  type: 'electricity',
  yearEnd: '2025-12-31',
  locationId: 'loc-1',
  unit: 'kWh',
  months: ['1200', '12.50', '', '3', '4', '5', '6', '7', '8', '9', '10', '123456789012345678.5'],
  attributes: { supplier: 'clp', account: '=HYPERLINK("http://evil","x")' },
  version: 4,
  auditId: 'A',
  updatedAt: '2025-06-01T00:00:00Z',
  ...over,
});

const unit = (id: string, typeId: string, systemId: string, symbol: string, en: string, hk: string, cn: string) => ({
  id,
  typeId,
  systemId,
  symbol,
  names: { en, hk, cn },
  version: 1,
});
const UNITS = [
  unit('kWh', 'energy', 'si', 'kWh', 'Kilowatt hour', '千瓦時', '千瓦时'),
  unit('MWh', 'energy', 'si', 'MWh', 'Megawatt hour', '兆瓦時', '兆瓦时'),
  unit('towngas-unit', 'energy', 'industry', 'unit (Towngas)', 'Towngas unit', '煤氣度數', '煤气度数'),
  unit('L', 'volume', 'si', 'L', 'Litre', '公升', '升'),
  unit('gal-imp', 'volume', 'imperial', 'imp gal', 'Imperial gallon', '英制加侖', '英制加仑'),
  unit('kg', 'mass', 'si', 'kg', 'Kilogram', '公斤', '千克'),
];
const input = (language: TemplateInput['language'] = 'en'): TemplateInput => ({
  language,
  company: 'Acme',
  yearEnd: '2026-03-31',
  periodMonths: periodMonths('2025-04-01'),
  locations: [
    { id: 'loc-1', name: '@Head office' },
    { id: 'loc-2', name: 'Shop' },
  ],
  units: UNITS,
  rows: { electricity: [row({})] },
});

async function load(bytes: Uint8Array) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  return wb;
}

describe('formula injection escaping', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('%j starts like a formula', (s) =>
    expect(startsLikeFormula(s)).toBe(true),
  );
  it.each(['1-2', 'a=b', '', 'Head office'])('%j does not', (s) => expect(startsLikeFormula(s)).toBe(false));

  it('writes user text that starts like a formula as a text cell with its value unchanged', async () => {
    const wb = await load(await buildTemplate(input()));
    const ws = wb.getWorksheet('Electricity')!;
    const account = ws
      .getRow(FIRST_DATA_ROW)
      .getCell(columnsOf('electricity').findIndex((c) => c.key === 'attr:account') + 1);
    expect(account.type).toBe(ExcelJS.ValueType.String);
    expect(account.value).toBe('=HYPERLINK("http://evil","x")');
    expect(account.numFmt).toBe('@');
    const location = ws.getRow(FIRST_DATA_ROW).getCell(3);
    expect(location.value).toBe('@Head office');
    expect(location.type).toBe(ExcelJS.ValueType.String);
  });

  it('writes the hidden lists as text cells, a unit named like a formula included', async () => {
    const hostile = unit('evil', 'energy', 'industry', 'unit (evil)', '=HYPERLINK("http://evil","kWh")', '=1', '=1');
    const wb = await load(await buildTemplate({ ...input(), units: [...UNITS, hostile] }));
    const lists = wb.getWorksheet('Lists')!;
    const cells: ExcelJS.Cell[] = [];
    lists.eachRow((row, n) => n > 1 && row.eachCell((cell) => cells.push(cell)));
    const named = cells.find((c) => c.value === '=HYPERLINK("http://evil","kWh")');
    expect(named?.type).toBe(ExcelJS.ValueType.String);
    expect(cells.length).toBeGreaterThan(3);
    for (const cell of cells) expect(cell.numFmt).toBe('@');
  });
});

describe('the template', () => {
  it('has the instructions first, then a sheet per resource type, named in its language; the lists sheet is hidden', async () => {
    const wb = await load(await buildTemplate(input('hk')));
    const names = wb.worksheets.map((w) => w.name);
    expect(names).toEqual([
      '使用說明',
      ...['電力', '燃料', '車輛', '製冷劑', '用水', '紙張', '廢棄物', '樹木', '商務差旅', '包裝材料', '其他物料'],
      '能源密度',
      '清單',
    ]);
    // The year end as the screens show a date (DD-MM-YYYY), not as it is stored.
    expect(wb.getWorksheet('使用說明')!.getCell(1, 1).value).toBe('ESG 數據範本 — Acme，截至 31-03-2026 的匯報年度');
    expect(wb.getWorksheet('清單')!.state).toBe('hidden');
    // The validations read the lists sheet by its Chinese name.
    const location = columnsOf('electricity').findIndex((c) => c.key === 'location') + 1;
    const rule = wb.getWorksheet('電力')!.getCell(FIRST_DATA_ROW, location).dataValidation.formulae![0] as string;
    expect(rule).toMatch(/^清單!\$A\$2:\$A\$3$/);
  });

  it('names every sheet within Excel’s limits, each name one sheet’s in any language', () => {
    const all = Object.entries(SHEET_NAMES).flatMap(([kind, names]) => LANGUAGES.map((l) => [kind, names[l]] as const));
    for (const [kind, name] of all) {
      expect(name.length, name).toBeLessThanOrEqual(31);
      expect(name, name).not.toMatch(/[:\\/?*[\]]/);
      expect(name.trim()).toBe(name);
      expect(sheetKindOf(name)).toBe(kind);
      expect(sheetKindOf(` ${name.toUpperCase()} `)).toBe(kind);
    }
    expect(sheetKindOf('Sheet1')).toBeUndefined();
  });

  it("explains the Electricity sheet's Library factor column in the reader's language, by its header", async () => {
    for (const lang of ['en', 'hk', 'cn'] as const) {
      const ws = (await load(await buildTemplate(input(lang)))).getWorksheet(sheetName('instructions', lang))!;
      const lines = (ws.getColumn(1).values as unknown[]).filter((v): v is string => typeof v === 'string');
      expect(lines.some((l) => l.includes(HEADERS.factorId![lang]) && l.includes('elec-prc'))).toBe(true);
      // The sheets it names by their tabs' names in that language.
      expect(lines.join('\n')).toContain(sheetName('employmentByRegion', lang));
      expect(lines.join('\n')).toContain(sheetName('texts', lang));
      expect(lines.join('\n')).not.toMatch(/\{\w+\}/);
    }
  });

  it('pre-fills a row: hidden id and version, location name, months in the financial year’s order, exact quantities', async () => {
    const wb = await load(await buildTemplate(input()));
    const ws = wb.getWorksheet('Electricity')!;
    const keys = ws.getRow(KEY_ROW).values as unknown[];
    expect(keys.slice(1, 4)).toEqual(['id', 'version', 'location']);
    expect(ws.getRow(KEY_ROW).hidden).toBe(true);
    expect(ws.getColumn(1).hidden).toBe(true);
    expect(ws.getColumn(2).hidden).toBe(true);
    const headers = ws.getRow(HEADER_ROW).values as unknown[];
    expect(headers.slice(-12)).toEqual(input().periodMonths);
    const data = ws.getRow(FIRST_DATA_ROW);
    expect(data.getCell(1).value).toBe(ROW_ID);
    expect(data.getCell(2).value).toBe(4);
    const months = (data.values as unknown[]).slice(-12);
    expect(months).toEqual([1200, 12.5, undefined, 3, 4, 5, 6, 7, 8, 9, 10, '123456789012345678.5']);
    expect(data.getCell(keys.length - 11).numFmt).toBe('#,##0.00');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', xSplit: 3, ySplit: 2 });
  });

  it('offers a water source by its name, as the water page does, and marks only what the pages require', async () => {
    const wb = await load(await buildTemplate({ ...input('hk'), rows: { water: [row({})] } }));
    const water = wb.getWorksheet('用水')!;
    const source = columnsOf('water').findIndex((c) => c.key === 'attr:source') + 1;
    expect(water.getCell(FIRST_DATA_ROW, source).dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"市政供水,地下水,收集雨水,循環再用水"'],
    });
    expect(WATER_SOURCES.map((o) => o.value)).toEqual([...WATER_SOURCE_CODES]); // every code named, in its order
    // A meter or account number may be left empty on the page: its header carries no asterisk.
    const electricity = wb.getWorksheet('電力')!;
    const account = columnsOf('electricity').findIndex((c) => c.key === 'attr:account') + 1;
    expect(String(electricity.getCell(HEADER_ROW, account).value)).not.toContain('*');
    expect(columnsOf('electricity').find((c) => c.key === 'attr:supplier')).toMatchObject({ required: true });
  });

  it('locks the header rows and ids, unlocks the data cells and validates lists and quantities', async () => {
    const bytes = await buildTemplate(input());
    const wb = await load(bytes);
    const ws = wb.getWorksheet('Electricity')!;
    expect(ws.getCell(HEADER_ROW, 3).protection?.locked ?? true).toBe(true);
    expect(ws.getCell(FIRST_DATA_ROW, 1).protection?.locked ?? true).toBe(true);
    expect(ws.getCell(FIRST_DATA_ROW, 3).protection?.locked).toBe(false);
    expect(ws.getCell(FIRST_DATA_ROW + 10, 5).protection?.locked).toBe(false);
    expect(ws.getCell(FIRST_DATA_ROW, 3).dataValidation).toMatchObject({ type: 'list', formulae: ['Lists!$A$2:$A$3'] });
    // Choices by their names in the template's language, never the codes.
    expect(ws.getCell(FIRST_DATA_ROW, 4).dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"CLP Power,HK Electric,Mainland China grid,Other supplier"'],
    });
    const month = columnsOf('electricity').findIndex((c) => c.kind === 'month') + 1;
    expect(ws.getCell(FIRST_DATA_ROW + 5, month).dataValidation).toMatchObject({
      type: 'decimal',
      operator: 'greaterThanOrEqual',
    });
    expect((ws as unknown as { sheetProtection?: { sheet?: boolean } }).sheetProtection?.sheet).toBe(true);
  });

  it('fits each column to its longest header or value, Chinese characters counting double, within bounds', async () => {
    const long = 'Kowloon Bay Logistics Centre, Warehouse Block B'; // 47 characters
    const wb = await load(
      await buildTemplate({
        ...input('hk'),
        locations: [{ id: 'loc-1', name: long }],
        rows: {
          electricity: [row({ attributes: { supplier: 'clp', account: '九龍灣物流中心電力戶口號碼' } })],
        },
      }),
    );
    const ws = wb.getWorksheet('電力')!;
    const col = (key: string) => ws.getColumn(columnsOf('electricity').findIndex((c) => c.key === key) + 1);
    expect(col('location').width).toBe(long.length + 2);
    expect(col('attr:account').width).toBe(13 * 2 + 2);
    // A month column keeps its width unless its figure needs more (the exact text '123456789012345678.5': 20).
    expect(col('m1').width).toBe(12);
    expect(col('m12').width).toBe(22);
    expect(col('id').width).toBe(30);
    const wide = await load(await buildTemplate({ ...input(), locations: [{ id: 'loc-1', name: 'x'.repeat(200) }] }));
    expect(wide.getWorksheet('Electricity')!.getColumn(3).width).toBe(MAX_COLUMN_WIDTH);
  });

  it('never writes a formula', async () => {
    const wb = await load(await buildTemplate(input()));
    for (const ws of wb.worksheets)
      ws.eachRow((r) => r.eachCell((c) => expect(c.type).not.toBe(ExcelJS.ValueType.Formula)));
  });
});

describe('cells and quantities', () => {
  it('names cells as Excel does, quoting sheet names with spaces', () => {
    expect(cellRef('Electricity', 7, 6)).toBe('Electricity!F7');
    expect(cellRef('Business travel', 3, 28)).toBe("'Business travel'!AB3");
  });
  it('writes a quantity as a number only when the number is exact', () => {
    expect(quantityCell('12.50')).toBe(12.5);
    expect(quantityCell('')).toBeNull();
    expect(quantityCell('0.1')).toBe(0.1);
    expect(quantityCell('12345678901234567890')).toBe('12345678901234567890');
  });
  it('reads numbers back as plain decimals', () => {
    expect(plainDecimal(0.0000001)).toBe('0.0000001');
    expect(plainDecimal(1e21)).toBe('1000000000000000000000');
    expect(plainDecimal(-1)).toBeUndefined();
  });

  it('lists on each sheet only the units its rows may be in, by their names in the template’s language', async () => {
    const wb = await load(await buildTemplate(input('hk')));
    const lists = wb.getWorksheet('清單')!;
    const unitCol = (sheet: string) => {
      const ws = wb.getWorksheet(sheet)!;
      const col = columnsOf(ws.name === '燃料' ? 'fuel' : ws.name === '用水' ? 'water' : 'electricity').findIndex(
        (c) => c.key === 'unit',
      );
      const formula = ws.getCell(FIRST_DATA_ROW, col + 1).dataValidation.formulae![0] as string;
      const [, letter, last] = /\$([A-Z]+)\$2:\$[A-Z]+\$(\d+)/.exec(formula)!;
      return Array.from({ length: Number(last) - 1 }, (_, i) => lists.getCell(`${letter}${i + 2}`).value);
    };
    // Electricity: energy units only, no fuel's billing unit; fuels add theirs, by name; water: volumes.
    expect(unitCol('電力')).toEqual(['kWh', 'MWh']);
    expect(unitCol('燃料')).toEqual(['kWh', 'MWh', '煤氣度數', 'L', '英制加侖', 'kg']);
    expect(unitCol('用水')).toEqual(['L', '英制加侖']);
    // The stored row's choice by its name.
    const ws = wb.getWorksheet('電力')!;
    expect(ws.getCell(FIRST_DATA_ROW, 4).value).toBe('中華電力');
  });
});
