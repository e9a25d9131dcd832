import ExcelJS from 'exceljs';
import type { Language } from '../../schemas/common';
import { RESOURCE_TYPES, type ResourceType } from '../../schemas/resources';
import type { ResourceRecord } from '../resources/rows';
import type { UnitView } from '../../schemas/units';
import { unitLabelOf, unitsOfType } from '../../calc/unitChoices';
import { formatDate } from '../../lib/dates';
import { format } from '../../lib/format';
import { textCell } from './escape';
import { optionName } from './options';
import { HEADERS, INSTRUCTIONS, pageTitle, YES_NO } from './labels';
import { columnLetter, columnsOf, FIRST_DATA_ROW, HEADER_ROW, KEY_ROW, sheetRef, type Column } from './layout';
import { SHEET_NAMES, sheetName } from './sheetNames';
import { quantityCell, quantityFormat } from './quantity';
import { fitWidths, HEADER_FILL, numberValidation, protect, rangeValidations } from './sheetStyle';
import { socialSheet } from './socialLayout';
import { SOCIAL_SHEETS } from './socialSheets';
import type { SocialYear } from './socialYear';
import { textsSheet, type TextsYear } from './textsSheet';
import { nameIn, type SheetLocation } from './locations';

export interface TemplateInput {
  language: Language;
  company: string;
  yearEnd: string;
  /** YYYY-MM of each month of the financial year, in order. */
  periodMonths: readonly string[];
  locations: readonly SheetLocation[];
  /** The unit catalogue: each sheet lists the units its rows may be in (core/src/calc/unitChoices.ts). */
  units: readonly UnitView[];
  rows: Partial<Record<ResourceType, readonly ResourceRecord[]>>;
  /** The Social pages' tables (docs/decisions/0055-excel-social-tables.md). */
  social?: SocialYear;
  /** The company's translatable answers, a column per language (docs/decisions/0122-excel-text-languages.md). */
  texts?: TextsYear;
}

/** Empty rows below each table, unlocked and validated, for new rows. */
export const NEW_ROWS = 50;

const yesNo = (lang: Language) => [YES_NO.yes[lang], YES_NO.no[lang]];

function header(c: Column, lang: Language, months: readonly string[]): string {
  if (c.kind === 'month') return months[c.month] ?? '';
  const key = 'attribute' in c ? c.attribute : c.key;
  const label = HEADERS[key]?.[lang] ?? key;
  return 'required' in c && c.required ? `${label} *` : label;
}

function width(c: Column): number {
  if (c.key === 'id') return 30;
  if (c.kind === 'month' || c.key === 'version') return 12;
  if (c.key === 'location') return 28;
  return c.key === 'unit' ? 14 : 22;
}

function value(c: Column, r: ResourceRecord, lang: Language, locationName: Map<string, string>, unitName: UnitName) {
  switch (c.kind) {
    case 'month':
      return quantityCell(r.months[c.month] ?? '');
    case 'bool': {
      const v = r.attributes[c.attribute];
      return v === undefined ? null : YES_NO[v ? 'yes' : 'no'][lang];
    }
    case 'text': {
      const v = r.attributes[c.attribute];
      return v === undefined || v === null ? null : String(v);
    }
    case 'list': {
      // A choice by its name in the template's language (the import reads names and codes alike).
      const v = r.attributes[c.attribute];
      return v === undefined || v === null ? null : optionName(c.attribute, String(v), lang);
    }
    case 'fixed':
      if (c.key === 'id') return r.rowId;
      if (c.key === 'version') return r.version;
      if (c.key === 'location') return locationName.get(r.locationId) ?? r.locationId;
      return unitName(r.unit);
  }
}

type UnitName = (id: string) => string;
type Lists = { locations: string; units: Partial<Record<ResourceType, string>> };

/** The data validation a column's cells carry (lists, or a decimal ≥ 0). */
function validation(c: Column, type: ResourceType, lang: Language, lists: Lists) {
  const list = (formula: string, strict = true): ExcelJS.DataValidation => ({
    type: 'list',
    allowBlank: true,
    formulae: [formula],
    showErrorMessage: strict,
  });
  if (c.key === 'location') return list(lists.locations);
  // Only the units the sheet's rows may be in; an intensity's unit is a free label.
  if (c.key === 'unit') return lists.units[type] ? list(lists.units[type]) : undefined;
  if (c.kind === 'list')
    return list(`"${c.options.map((o) => optionName(c.attribute, o, lang).replace(/[,"]/g, ' ')).join(',')}"`, !c.open);
  if (c.kind === 'bool') return list(`"${yesNo(lang).join(',')}"`);
  if (c.kind === 'month') return numberValidation(false);
  return undefined;
}

async function resourceSheet(wb: ExcelJS.Workbook, type: ResourceType, input: TemplateInput, lists: Lists) {
  const { language: lang } = input;
  const byId = new Map(input.units.map((u) => [u.id, u]));
  const unitName: UnitName = (id) => {
    const u = byId.get(id);
    return u ? unitLabelOf(u, lang) : id;
  };
  const columns = columnsOf(type);
  const ws = wb.addWorksheet(sheetName(type, lang), {
    views: [{ state: 'frozen', xSplit: 3, ySplit: HEADER_ROW }],
    properties: { tabColor: { argb: 'FF2E7D32' } },
  });
  ws.columns = columns.map((c) => ({ key: c.key, width: width(c), hidden: c.key === 'id' || c.key === 'version' }));
  const keyRow = ws.getRow(KEY_ROW);
  keyRow.values = columns.map((c) => c.key);
  keyRow.hidden = true;
  const head = ws.getRow(HEADER_ROW);
  head.values = columns.map((c) => header(c, lang, input.periodMonths));
  head.font = { bold: true };
  head.eachCell((cell) => (cell.fill = HEADER_FILL));
  ws.getCell(HEADER_ROW, 1).note = pageTitle(type, lang);

  const locationName = new Map(input.locations.map((l) => [l.id, nameIn(l, lang)]));
  const rows = input.rows[type] ?? [];
  rows.forEach((r, i) => {
    const row = ws.getRow(FIRST_DATA_ROW + i);
    columns.forEach((c, j) => {
      const cell = row.getCell(j + 1);
      const v = value(c, r, lang, locationName, unitName);
      if (typeof v === 'string' && c.kind !== 'month') {
        const t = textCell(v);
        cell.value = t.value;
        cell.numFmt = t.numFmt;
      } else {
        cell.value = v;
        if (c.kind === 'month') cell.numFmt = quantityFormat(r.months[c.month] ?? '');
      }
    });
  });
  const last = FIRST_DATA_ROW + rows.length + NEW_ROWS - 1;
  columns.forEach((c, j) => {
    const col = j + 1;
    const editable = c.key !== 'id' && c.key !== 'version';
    for (let r = FIRST_DATA_ROW; r <= last; r++) {
      const cell = ws.getCell(r, col);
      if (editable) cell.protection = { locked: false };
      if (r >= FIRST_DATA_ROW + rows.length && c.kind !== 'month') cell.numFmt = '@';
    }
    const v = validation(c, type, lang, lists);
    const letter = ws.getColumn(col).letter;
    if (v) rangeValidations(ws).add(`${letter}${FIRST_DATA_ROW}:${letter}${last}`, v);
  });
  fitWidths(ws, HEADER_ROW);
  await protect(ws);
}

function instructionsSheet(wb: ExcelJS.Workbook, input: TemplateInput) {
  const lang = input.language;
  const ws = wb.addWorksheet(sheetName('instructions', lang));
  ws.getColumn(1).width = 110;
  // The sheets the instructions name, by their tabs' names in the template's language.
  const sheets = Object.fromEntries(Object.entries(SHEET_NAMES).map(([kind, names]) => [kind, names[lang]]));
  INSTRUCTIONS[lang].forEach((line, i) => {
    const cell = ws.getCell(i + 1, 1);
    // The year end as every screen shows a date (DD-MM-YYYY), not as it is stored.
    cell.value = format(line, { ...sheets, company: input.company, year: formatDate(input.yearEnd) });
    cell.numFmt = '@';
    cell.alignment = { wrapText: true, vertical: 'top' };
    if (i === 0) cell.font = { bold: true, size: 14 };
  });
}

/** Each sheet's units (a type whose unit is a free label has none), in the lists sheet's column order. */
const unitColumns = (input: TemplateInput) =>
  RESOURCE_TYPES.flatMap((type) => {
    const units = unitsOfType(type, input.units);
    return units ? [{ type, names: units.map((u) => unitLabelOf(u, input.language)) }] : [];
  });

/** An entry of the lists sheet: a name as typed, a text cell like every name a workbook carries (ADR 0062). */
function listEntry(ws: ExcelJS.Worksheet, row: number, col: number, name: string) {
  const cell = ws.getCell(row, col);
  const { value, numFmt } = textCell(name);
  cell.value = value;
  cell.numFmt = numFmt;
}

/**
 * The lists the validations name (too long for an inline list): locations, then each sheet's units — the names
 * companies and a platform administrator typed.
 */
function listsSheet(wb: ExcelJS.Workbook, input: TemplateInput) {
  const ws = wb.addWorksheet(sheetName('lists', input.language), { state: 'hidden' });
  ws.getCell(1, 1).value = HEADERS.location![input.language];
  input.locations.forEach((l, i) => listEntry(ws, i + 2, 1, nameIn(l, input.language)));
  unitColumns(input).forEach(({ type, names }, j) => {
    ws.getCell(1, j + 2).value = `${HEADERS.unit![input.language]} – ${sheetName(type, input.language)}`;
    names.forEach((n, i) => listEntry(ws, i + 2, j + 2, n));
  });
}

const listRanges = (input: TemplateInput): Lists => {
  const end = (n: number) => Math.max(n + 1, 2);
  const sheet = sheetRef(sheetName('lists', input.language));
  const units: Lists['units'] = {};
  unitColumns(input).forEach(({ type, names }, j) => {
    const col = columnLetter(j + 2);
    units[type] = `${sheet}!$${col}$2:$${col}$${end(names.length)}`;
  });
  return { locations: `${sheet}!$A$2:$A$${end(input.locations.length)}`, units };
};

/** The year's workbook: instructions, one sheet per resource type and per social table pre-filled, the hidden lists. */
export async function buildTemplate(input: TemplateInput): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'ESG reporting platform';
  wb.created = new Date();
  instructionsSheet(wb, input);
  const lists = listRanges(input);
  for (const type of RESOURCE_TYPES) await resourceSheet(wb, type, input, lists);
  if (input.social)
    for (const sheet of SOCIAL_SHEETS)
      await socialSheet(wb, { ...sheet, name: sheetName(sheet.id, input.language) }, input.social, input.language);
  if (input.texts) await textsSheet(wb, input.texts, input.language);
  listsSheet(wb, input);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}
