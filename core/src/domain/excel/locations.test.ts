import { foldedText } from '../../lib/text';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { unitsByLabel } from '../../calc/unitChoices';
import { ConversionGraph } from '../../calc/units';
import { periodMonths } from '../../lib/dates';
import type { Language } from '../../schemas/common';
import type { ResourceRecord } from '../resources/rows';
import { unitCatalogue } from '../units/catalogue';
import { ImportCheck } from './check';
import { yearContext } from './context';
import { columnsOf, FIRST_DATA_ROW } from './layout';
import { sheetName } from './sheetNames';
import { locationsByName, nameIn, type SheetLocation } from './locations';
import { parseWorkbook } from './parse';
import { sheetsOfWorkbook } from './sheetReader';
import { sheetRows, SOCIAL_SHEETS } from './socialSheets';
import { buildTemplate } from './template';

/** Two locations named in English and Traditional Chinese (the Simplified converted), and one in English only. */
const LOCATIONS: SheetLocation[] = [
  { id: 'loc-1', name: 'Head office', names: { en: 'Head office', hk: '總辦事處', cn: '总办事处' } },
  { id: 'loc-2', name: 'Warehouse', names: { en: 'Warehouse', hk: '貨倉', cn: '货仓' } },
  { id: 'loc-3', name: 'Shop' },
];
const STORED: ResourceRecord = {
  rowId: '01JAAAAAAAAAAAAAAAAAAAAAAA',
  type: 'water',
  yearEnd: '2025-12-31',
  locationId: 'loc-2',
  unit: 'm3',
  months: Array.from({ length: 12 }, () => '1'),
  attributes: { account: 'W-1' },
  version: 1,
  auditId: 'A',
  updatedAt: '2025-06-01T00:00:00Z',
};
const csv = readFileSync(new URL('../../../data/unit-and-pollutant-factors-hk.csv', import.meta.url), 'utf8');
const catalogue = unitCatalogue(csv);

async function template(language: Language, edit: (wb: ExcelJS.Workbook) => void = () => undefined) {
  const bytes = await buildTemplate({
    language,
    company: 'Acme',
    yearEnd: '2025-12-31',
    periodMonths: periodMonths('2025-01-01'),
    locations: LOCATIONS,
    units: catalogue.units.map((u) => ({ ...u, version: 1 })),
    rows: { water: [STORED] },
  });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  edit(wb);
  return wb;
}

const locationColumn = columnsOf('water').findIndex((c) => c.key === 'location') + 1;

describe("a workbook names a year's locations in its language (ADR 0121)", () => {
  it.each([
    ['en', 'Warehouse', ['Head office', 'Warehouse', 'Shop']],
    ['hk', '貨倉', ['總辦事處', '貨倉', 'Shop']],
    ['cn', '货仓', ['总办事处', '货仓', 'Shop']],
  ] as const)('a %s template writes the row’s location and the list in that language', async (lang, cell, list) => {
    const wb = await template(lang);
    expect(wb.getWorksheet(sheetName('water', lang))!.getCell(FIRST_DATA_ROW, locationColumn).value).toBe(cell);
    const lists = wb.getWorksheet(sheetName('lists', lang))!;
    expect([2, 3, 4].map((r) => lists.getCell(r, 1).value)).toEqual(list);
  });

  it('reads a Chinese workbook back by its Chinese names, and a location typed in another language', async () => {
    const wb = await template('hk', (book) => {
      const ws = book.getWorksheet('用水')!;
      ['總辦事處', 'warehouse ', '总办事处', 'Shop'].forEach((name, i) => {
        const row = ws.getRow(FIRST_DATA_ROW + 1 + i);
        columnsOf('water').forEach((c, j) => {
          const v =
            c.key === 'location'
              ? name
              : c.key === 'unit'
                ? ws.getRow(FIRST_DATA_ROW).getCell(j + 1).value
                : c.key === 'attr:account'
                  ? `N-${i}`
                  : c.key === 'm1'
                    ? 5
                    : undefined;
          if (v !== undefined) row.getCell(j + 1).value = v;
        });
      });
    });
    const check = new ImportCheck({
      ...yearContext('hk', { water: [STORED] }, LOCATIONS, new ConversionGraph(catalogue.units, catalogue.conversions)),
      unitByLabel: unitsByLabel(catalogue.units.map((u) => ({ ...u, version: 1 }))),
    });
    await parseWorkbook(
      sheetsOfWorkbook(Buffer.from(await wb.xlsx.writeBuffer())) as AsyncIterable<unknown>,
      check,
      'hk',
    );
    expect(check.errors).toEqual([]);
    const staged = check.staged.take(check.social.staged);
    const rows = JSON.parse(new TextDecoder().decode(staged)) as {
      locationId: string;
      attributes: { account?: string };
    }[];
    const byAccount = Object.fromEntries(rows.map((r) => [r.attributes.account, r.locationId]));
    expect(byAccount).toMatchObject({ 'N-0': 'loc-1', 'N-1': 'loc-2', 'N-2': 'loc-1', 'N-3': 'loc-3' });
  });

  /** A new water row on the workbook's water sheet, whatever its tab is named; the check reads it as `lang`. */
  async function importAs(wb: ExcelJS.Workbook, water: string, lang: Language) {
    const ws = wb.getWorksheet(water)!;
    const row = ws.getRow(FIRST_DATA_ROW + 1);
    columnsOf('water').forEach((c, j) => {
      if (c.key === 'location') row.getCell(j + 1).value = 'Warehouse';
      if (c.key === 'unit') row.getCell(j + 1).value = ws.getRow(FIRST_DATA_ROW).getCell(j + 1).value;
      if (c.key === 'attr:account') row.getCell(j + 1).value = 'N-0';
      if (c.key === 'm1') row.getCell(j + 1).value = 5;
    });
    const check = new ImportCheck({
      ...yearContext(lang, { water: [STORED] }, LOCATIONS, new ConversionGraph(catalogue.units, catalogue.conversions)),
      unitByLabel: unitsByLabel(catalogue.units.map((u) => ({ ...u, version: 1 }))),
    });
    await parseWorkbook(
      sheetsOfWorkbook(Buffer.from(await wb.xlsx.writeBuffer())) as AsyncIterable<unknown>,
      check,
      lang,
    );
    const staged = JSON.parse(new TextDecoder().decode(check.staged.take(check.social.staged))) as {
      attributes: { account?: string };
    }[];
    return { errors: check.errors, accounts: staged.map((r) => r.attributes.account) };
  }

  it('names the tabs in the template’s language (ADR 0033 amended)', async () => {
    expect((await template('hk')).worksheets.map((w) => w.name)).toContain('用水');
    expect((await template('cn')).worksheets.map((w) => w.name)).toContain('清单');
    expect((await template('en')).worksheets.map((w) => w.name)).toContain('Water');
  });

  it('imports a workbook with English tabs, downloaded before the tabs were translated, for a Chinese user', async () => {
    const { errors, accounts } = await importAs(await template('en'), 'Water', 'hk');
    expect(errors).toEqual([]);
    expect(accounts).toEqual(['N-0']);
  });

  it('imports a Simplified workbook for a Traditional Chinese user, its tabs named in Simplified', async () => {
    const { errors, accounts } = await importAs(await template('cn'), '用水', 'hk');
    expect(errors).toEqual([]);
    expect(accounts).toEqual(['N-0']);
  });

  it('refuses a workbook that has one sheet twice, under its names in two languages', async () => {
    const wb = await template('hk', (book) => void book.addWorksheet('Water'));
    const { errors } = await importAs(wb, '用水', 'hk');
    expect(errors).toEqual([expect.objectContaining({ sheet: 'Water', cell: 'Water!A1' })]);
    expect(errors[0]!.message).toContain('出現兩次');
  });

  it('finds a location by its name as people compare names: case, spacing and full-width forms do not count', () => {
    const wide: SheetLocation[] = [
      { id: 'a', name: 'ＨＱ  Tower', names: { en: 'ＨＱ  Tower', hk: '總部', cn: '总部' } },
    ];
    for (const typed of ['HQ Tower', 'hq  tower', 'ＨＱ Ｔｏｗｅｒ'])
      expect(locationsByName(wide, 'en').get(foldedText(typed)), typed).toBe('a');
  });

  it('gives a name to the location the workbook’s language names by it when two locations share it', () => {
    const clash: SheetLocation[] = [
      { id: 'a', name: 'Depot', names: { en: 'Depot', hk: '倉', cn: '仓' } },
      { id: 'b', name: '倉', names: { en: '倉', hk: '倉庫', cn: '仓库' } },
    ];
    expect(locationsByName(clash, 'en').get('倉')).toBe('b');
    expect(locationsByName(clash, 'hk').get('倉')).toBe('a');
    expect(nameIn(clash[1]!, 'cn')).toBe('仓库');
  });

  it('labels the regional table’s rows of the Social sheets by the names in each language', () => {
    const regional = SOCIAL_SHEETS.find((s) => s.kind === 'locations')!;
    expect(sheetRows(regional, LOCATIONS).map((r) => r.labels.hk)).toEqual(['總辦事處', '貨倉', 'Shop']);
  });
});
