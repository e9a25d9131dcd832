import type ExcelJS from 'exceljs';
import {
  bilingualOf,
  translatableAnswers,
  translatableColumns,
  translatableFields,
  type TextLanguage,
  type TranslatableSlot,
} from '../../catalogue/bilingual';
import { allFields, fieldsOf, pageInRuleSet, type PageDeclaration } from '../../catalogue/page';
import { text, type I18nText } from '../../catalogue/types';
import { getItem } from '../../infra/db/repo';
import * as dbKeys from '../../infra/db/itemKeys';
import { PAGES } from '../../pages/index';
import { PAGE_TITLES } from '../../pages/titles';
import { languageOf, type Language } from '../../schemas/common';
import type { TenantRecord } from '../records';
import { tenantYear, type ReportingYear } from '../pageData/year';
import { textCell } from './escape';
import { FIRST_DATA_ROW, HEADER_ROW, KEY_ROW } from './layout';
import { sheetName } from './sheetNames';
import { fitWidths, HEADER_FILL, protect } from './sheetStyle';
import { pageOf, type SocialPage } from './socialYear';

/**
 * The workbook's sheet of the company's translatable text (docs/decisions/0122-excel-text-languages.md): one row
 * per translatable answer of the year — a narrative, a text under a Yes, a table's translatable cell — with a column
 * per language. Its rows are the year's answers: none can be added.
 */
export const TEXT_LANGUAGES = ['en', 'hk', 'cn'] as const;
export const TEXT_KEYS = ['id', 'version', 'page', 'field', ...TEXT_LANGUAGES] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

const HEADERS: Record<Exclude<TextKey, 'id' | 'version'>, I18nText> = {
  page: text('Page', '頁面', '页面'),
  field: text('Answer', '答案', '答案'),
  en: text('English', '英文', '英文'),
  hk: text('Traditional Chinese', '繁體中文', '繁体中文'),
  cn: text(
    'Simplified Chinese (only where the mainland wording differs)',
    '簡體中文（僅在內地用語不同時填寫）',
    '简体中文（仅在内地用语不同时填写）',
  ),
};
const HIDDEN: Record<'id' | 'version', I18nText> = {
  id: text('Row ID', '列編號', '行编号'),
  version: text('Version', '版本', '版本'),
};

/** The header a user reads for a column of the texts sheet: a language column names its language. */
export const textHeader = (key: TextKey, lang: Language) =>
  (key === 'id' || key === 'version' ? HIDDEN[key] : HEADERS[key])[lang];

/** One translatable answer as a row: `page|path` is its hidden id. */
export interface TextRow {
  id: string;
  page: SocialPage;
  slot: TranslatableSlot;
}

/** The year's pages that hold translatable answers, and the company's language (what a one-language answer is). */
export interface TextsYear {
  year: ReportingYear;
  companyLang: TextLanguage;
  pages: Map<string, SocialPage>;
}

const hasTexts = (p: PageDeclaration) => translatableFields(p).length > 0 || translatableColumns(p).length > 0;

/** Reads the year's pages with translatable answers (consistently, as the social sheets do). */
export async function textsYear(tenantId: string, yearEnd: string): Promise<TextsYear> {
  const [year, tenant] = await Promise.all([
    tenantYear(tenantId, yearEnd),
    getItem<TenantRecord>(dbKeys.tenant(tenantId), true),
  ]);
  const wanted = PAGES.filter((p) => pageInRuleSet(p, year.ruleSet) && hasTexts(p));
  const pages = await Promise.all(wanted.map((p) => pageOf(p, tenantId, year)));
  return {
    year,
    companyLang: languageOf(tenant?.langKey ?? 'en'),
    pages: new Map(pages.filter((p) => translatableAnswers(p.page, p.values).length > 0).map((p) => [p.page.key, p])),
  };
}

/** A field, a detail under a Yes or a cell (that one's row exists only with its Yes or its row). */
const present = (slot: TranslatableSlot, values: SocialPage['values']) =>
  !slot.path.includes('.') || slot.get(values) !== undefined;

/** The sheet's rows: each page's translatable answers in the page's order. */
export const textRows = (texts: TextsYear): TextRow[] =>
  [...texts.pages.values()].flatMap((page) =>
    translatableAnswers(page.page, page.values)
      .filter((slot) => present(slot, page.values))
      .map((slot) => ({ id: `${page.page.key}|${slot.path}`, page, slot })),
  );

/** What a row's answer is called: "Locations 2 › Name", "Emissions › Policy name", the field's label. */
export function answerLabel(row: TextRow, lang: Language): string {
  const { slot, page } = row;
  const fields = fieldsOf(page.page);
  if (slot.cell) {
    // A table under a Yes (a charitable activity) is found among the page's nested fields (ADR 0136).
    const table = allFields(page.page).find(({ field }) => field.id === slot.cell!.table)?.field;
    return `${table?.labels[lang] ?? slot.cell.table} ${slot.cell.row + 1} › ${slot.field.labels[lang]}`;
  }
  const [parent] = slot.path.split('.details.');
  const question = slot.path.includes('.details.') ? fields.find((f) => f.id === parent) : undefined;
  return question ? `${question.labels[lang]} › ${slot.field.labels[lang]}` : slot.field.labels[lang];
}

/** A row's languages as stored ('' where missing; Simplified only where overridden). */
export function storedLanguages(row: TextRow, companyLang: TextLanguage): Record<TextLanguage, string> {
  const b = bilingualOf(row.slot.get(row.page.values), companyLang);
  return { en: b?.en ?? '', hk: b?.hk ?? '', cn: b?.cn ?? '' };
}

const pageTitle = (page: PageDeclaration, lang: Language) =>
  PAGE_TITLES[page.key as keyof typeof PAGE_TITLES]?.[lang] ?? page.key;

/** The texts sheet, pre-filled with every translatable answer in its languages; only the language columns unlocked. */
export async function textsSheet(wb: ExcelJS.Workbook, texts: TextsYear, lang: Language) {
  const ws = wb.addWorksheet(sheetName('texts', lang), {
    views: [{ state: 'frozen', xSplit: 4, ySplit: HEADER_ROW }],
    properties: { tabColor: { argb: 'FF6A1B9A' } },
  });
  ws.columns = TEXT_KEYS.map((key) => ({
    key,
    width: key === 'id' ? 40 : key === 'version' ? 10 : key === 'page' ? 28 : key === 'field' ? 36 : 60,
    hidden: key === 'id' || key === 'version',
  }));
  const keyRow = ws.getRow(KEY_ROW);
  keyRow.values = [...TEXT_KEYS];
  keyRow.hidden = true;
  const head = ws.getRow(HEADER_ROW);
  head.values = TEXT_KEYS.map((k) => textHeader(k, lang));
  head.font = { bold: true };
  head.eachCell((cell) => (cell.fill = HEADER_FILL));
  textRows(texts).forEach((r, i) => {
    const row = ws.getRow(FIRST_DATA_ROW + i);
    const stored = storedLanguages(r, texts.companyLang);
    const cells: [TextKey, string | number][] = [
      ['id', r.id],
      ['version', r.page.version],
      ['page', pageTitle(r.page.page, lang)],
      ['field', answerLabel(r, lang)],
      ...TEXT_LANGUAGES.map((l): [TextKey, string] => [l, stored[l]]),
    ];
    cells.forEach(([key, value], j) => {
      const cell = row.getCell(j + 1);
      if (typeof value === 'number') cell.value = value;
      else {
        const t = textCell(value);
        cell.value = t.value;
        cell.numFmt = t.numFmt;
      }
      cell.alignment = { wrapText: true, vertical: 'top' };
      if ((TEXT_LANGUAGES as readonly string[]).includes(key)) cell.protection = { locked: false };
    });
  });
  fitWidths(ws, HEADER_ROW);
  await protect(ws);
}
