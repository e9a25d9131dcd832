import { allFields, type PageDeclaration } from '../../catalogue/page';
import { TRAINING_GROUPS, developmentTraining } from '../../pages/social/developmentTraining';
import { employment } from '../../pages/social/employment';
import { BREAKDOWNS, MEASURES, REGION_COLUMN, REGIONS, TOTAL, joined } from '../../pages/social/workforce';
import { text, type I18nText, type NumberField } from '../../catalogue/types';
import type { PagePayload, TableRow } from '../../catalogue/values';
import { nameIn, type SheetLocation } from './locations';
import { sheetKindOf } from './sheetNames';

/**
 * The Social section's tables in the workbook (docs/decisions/0055-excel-social-tables.md), derived
 * from the pages' declarations: one row per group (the Employment page's breakdowns, Training's
 * groups) or per in-boundary location (Employment's regional table), one column per figure. Each
 * cell is one number field of the page's answers; the page's own validation and rules check them.
 */
export interface SocialColumn {
  key: string;
  labels: I18nText;
  /** Whole numbers only (the field's `validation.integer`). */
  integer: boolean;
}

export interface SocialRow {
  /** The hidden row id: a group id, or the location's id. */
  id: string;
  labels: I18nText;
}

interface SheetBase {
  /** Which sheet it is (its tab's name in each language: sheetNames.ts). */
  id: 'employment' | 'employmentByRegion' | 'training';
  /** The tab's name in the workbook written or read (the English name in the declarations). */
  name: string;
  page: PageDeclaration;
  rowHeader: I18nText;
  columns: readonly SocialColumn[];
}

/** Rows of fixed groups; cell (row, column) is the page's field `<column><row>` (`endMale`, `traineesTotal`). */
export interface GroupSheet extends SheetBase {
  kind: 'groups';
  groups: readonly SocialRow[];
}

/** One row per in-boundary location; cell (row, column) is `<table>[location].<column>`. */
export interface LocationSheet extends SheetBase {
  kind: 'locations';
  table: string;
  match: string;
}

export type SocialSheet = GroupSheet | LocationSheet;

const integerOf = (page: PageDeclaration, id: string) => {
  const field = allFields(page).find(({ field: f }) => f.id === id)?.field;
  return !!(field as NumberField | undefined)?.validation?.integer;
};

const regionColumns = (() => {
  const table = allFields(employment).find(({ field }) => field.id === REGIONS)!.field;
  return table.kind === 'table' ? table.columns : [];
})();

const capitalised = (l: I18nText): I18nText => text(l.en.charAt(0).toUpperCase() + l.en.slice(1), l.hk, l.cn);

const TOTAL_WORKFORCE = { id: TOTAL, labels: text('Total workforce', '僱員總數', '雇员总数') };

export const EMPLOYMENT_SHEET: GroupSheet = {
  kind: 'groups',
  id: 'employment',
  name: 'Employment',
  page: employment,
  rowHeader: text('Group', '組別', '组别'),
  columns: MEASURES.map((m) => ({
    key: m.id,
    labels: capitalised(m.labels),
    integer: integerOf(employment, `${m.id}${TOTAL}`),
  })),
  groups: [
    TOTAL_WORKFORCE,
    ...BREAKDOWNS.flatMap((b) => b.groups.map((g) => ({ id: g.id, labels: joined(b.labels, g.labels) }))),
  ],
};

export const REGIONS_SHEET: LocationSheet = {
  kind: 'locations',
  id: 'employmentByRegion',
  name: 'Employment by region',
  page: employment,
  rowHeader: text('Location', '地點', '地点'),
  table: REGIONS,
  match: REGION_COLUMN,
  columns: MEASURES.map((m) => ({
    key: m.id,
    labels: capitalised(m.labels),
    integer: !!(regionColumns.find((c) => c.id === m.id) as NumberField | undefined)?.validation?.integer,
  })),
};

const TRAINING_COLUMNS = [
  { key: 'employees', labels: text('Employees at year end', '年末僱員人數', '年末雇员人数') },
  { key: 'trainees', labels: text('Trainees', '受訓僱員人數', '受训雇员人数') },
  { key: 'trainingHours', labels: text('Training hours', '培訓時數', '培训时数') },
];

export const TRAINING_SHEET: GroupSheet = {
  kind: 'groups',
  id: 'training',
  name: 'Training',
  page: developmentTraining,
  rowHeader: text('Group', '組別', '组别'),
  columns: TRAINING_COLUMNS.map((c) => ({ ...c, integer: integerOf(developmentTraining, `${c.key}${TOTAL}`) })),
  groups: TRAINING_GROUPS,
};

/** The social sheets in the workbook's order, after the environmental ones. */
export const SOCIAL_SHEETS: readonly SocialSheet[] = [EMPLOYMENT_SHEET, REGIONS_SHEET, TRAINING_SHEET];

/** The pages the social sheets write. */
export const SOCIAL_PAGES: readonly PageDeclaration[] = [...new Set(SOCIAL_SHEETS.map((s) => s.page))];

/** The social sheet a tab is, by its name in any language, carrying the tab's name as the workbook has it. */
export function socialSheetOf(name: string): SocialSheet | undefined {
  const kind = sheetKindOf(name);
  const sheet = SOCIAL_SHEETS.find((s) => s.id === kind);
  return sheet && { ...sheet, name };
}

/** The sheet's rows for the year, in order. */
export function sheetRows(sheet: SocialSheet, locations: readonly SheetLocation[]): SocialRow[] {
  if (sheet.kind === 'groups') return [...sheet.groups];
  return locations.map((l) => ({ id: l.id, labels: text(nameIn(l, 'en'), nameIn(l, 'hk'), nameIn(l, 'cn')) }));
}

const tableOf = (values: PagePayload, table: string) => (values[table] as TableRow[] | null | undefined) ?? [];

/**
 * Where a cell's figure lives in the page's answers: a field id, or a table row's column (`regions.1.end`);
 * undefined for a location the table has no row for yet.
 */
export function cellPath(
  sheet: SocialSheet,
  values: PagePayload,
  row: SocialRow,
  column: string,
  locations: readonly SheetLocation[],
): string | undefined {
  if (sheet.kind === 'groups') return `${column}${row.id}`;
  const name = locations.find((l) => l.id === row.id)?.name;
  const i = tableOf(values, sheet.table).findIndex((r) => r[sheet.match] === name);
  return i < 0 ? undefined : `${sheet.table}.${i}.${column}`;
}

const asText = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

/** A cell's figure as the page stores it ('' when none). */
export function cellValue(
  sheet: SocialSheet,
  values: PagePayload,
  row: SocialRow,
  column: string,
  locations: readonly SheetLocation[],
): string {
  const path = cellPath(sheet, values, row, column, locations);
  if (path === undefined) return '';
  if (sheet.kind === 'groups') return asText(values[path]);
  const [, i] = path.split('.');
  return asText(tableOf(values, sheet.table)[Number(i)]?.[column]);
}

/** The answers with one cell's figure set (a location without a row gets one); `values` is not changed. */
export function withCell(
  sheet: SocialSheet,
  values: PagePayload,
  row: SocialRow,
  column: string,
  figure: string,
  locations: readonly SheetLocation[],
): PagePayload {
  if (sheet.kind === 'groups') return { ...values, [`${column}${row.id}`]: figure };
  const name = locations.find((l) => l.id === row.id)?.name ?? row.id;
  const rows = [...tableOf(values, sheet.table)];
  const i = rows.findIndex((r) => r[sheet.match] === name);
  if (i < 0) rows.push({ [sheet.match]: name, [column]: figure });
  else rows[i] = { ...rows[i], [column]: figure };
  // A location whose figures were all cleared has no row any more (as the page's remove button).
  const kept = rows.filter((r) => r[sheet.match] !== name || sheet.columns.some((c) => asText(r[c.key]) !== ''));
  return { ...values, [sheet.table]: kept };
}
