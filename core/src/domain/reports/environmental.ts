import { figureLines, type EmissionsJson, type FigureJson } from '../../calc/emissions/present';
import type { Language } from '../../schemas/common';
import type { ReportBlock } from '../../schemas/reports';
import { reportFigure, reportUnit, rowScale } from './format';
import { incompleteNotes, notesOnce, sourceNames, type Incomplete } from './notes';
import { reportText, type ReportMessageKey } from './messages';
import type { ReportInputs } from './inputs';
import type { ResourceKind } from '../../calc/emissions/model';
import { byEnergyType } from '../../calc/emissions/energyOrder';
import { SCOPE3_SOURCES } from '../climate/scope3/screening';
import { joinClauses, joinSentences, withAside } from '../../lib/format';
import { categoriesText, scope3TotalFigure, scope3TotalNote, screenedTotal, type Scope3Screened } from './scope3Total';

/** The two years an environmental table compares: this reporting year and the one before it. */
export interface EmissionYears {
  lang: Language;
  thisYear: { label: string; json: EmissionsJson };
  lastYear?: { label: string; json: EmissionsJson };
}

/** A cell with nothing to print: a figure the year has none of, the unit of a row with no figure (ADR 0075). */
export const NO_FIGURE = '–';

/**
 * A figure as printed (ADR 0075): four significant digits, `*` when a gap left it incomplete (the table's note says
 * what is missing), "Not reported" when a gap left nothing of it — never a 0 that was not measured.
 */
export const figureText = (f: FigureJson | undefined, lang: Language, factor = 1) =>
  !f
    ? NO_FIGURE
    : f.value === null
      ? `${reportText(lang, 'notReported')}*`
      : `${reportFigure(f.value * factor, lang)}${f.complete ? '' : '*'}`;

/**
 * An air pollutant as A1.1's row names it: the symbol in English, the name in the Chinese editions (「氮氧化物」, as the
 * Code's Chinese text and the appendix's factors name it), never the English abbreviation "PM" (ADR 0137).
 */
const POLLUTANT_NAMES: Record<string, Record<Language, string>> = {
  nox: { en: 'NOx', hk: '氮氧化物', cn: '氮氧化物' },
  sox: { en: 'SOx', hk: '硫氧化物', cn: '硫氧化物' },
  pm: { en: 'PM', hk: '顆粒物', cn: '颗粒物' },
};
export const pollutantName = (key: string, lang: Language) => POLLUTANT_NAMES[key]?.[lang] ?? key;
const ENERGY_NAMES: Record<string, Record<Language, string>> = {
  electricity: { en: 'Electricity', hk: '電力', cn: '电力' },
  towngas: { en: 'Towngas', hk: '煤氣', cn: '煤气' },
  diesel: { en: 'Diesel', hk: '柴油', cn: '柴油' },
  petrol: { en: 'Petrol', hk: '汽油', cn: '汽油' },
  lpg: { en: 'LPG', hk: '石油氣', cn: '石油气' },
};
const DENOMINATOR_NAMES: Record<string, Record<Language, string>> = {
  revenue: { en: 'per revenue', hk: '每單位收入', cn: '每单位收入' },
  floorArea: { en: 'per floor area', hk: '每單位樓面面積', cn: '每单位楼面面积' },
  headcount: { en: 'per employee', hk: '每名僱員', cn: '每名雇员' },
  shops: { en: 'per shop', hk: '每間店舖', cn: '每间店铺' },
  unitsProduced: { en: 'per unit produced', hk: '每單位產品', cn: '每单位产品' },
};

export type Row = {
  name: string;
  figure: (j: EmissionsJson) => FigureJson | undefined;
  /** Its star is explained by a note of its own after the table (Part D's Scope 3 total: scope3Total.ts). */
  noteApart?: true;
};

/** A figure something was recorded for: a zero with no line behind it is nothing entered, not a measured 0. */
export function recorded(j: EmissionsJson | undefined, r: Row): boolean {
  const f = j && r.figure(j);
  // A gap means something was entered that could not be counted: that is "not reported", not "not entered".
  return Boolean(f && (f.value !== 0 || !f.complete || figureLines(j, f).length > 0));
}

export function comparison(y: EmissionYears, caption: ReportMessageKey, rows: readonly Row[]): ReportBlock[] {
  const present = rows.filter((r) => recorded(y.thisYear.json, r) || recorded(y.lastYear?.json, r));
  if (present.length === 0) return [];
  const t = (k: ReportMessageKey) => reportText(y.lang, k);
  const head = [t('indicator'), t('unit'), y.thisYear.label, ...(y.lastYear ? [y.lastYear.label] : [])];
  const years = [y.thisYear, ...(y.lastYear ? [y.lastYear] : [])];
  const incomplete: Incomplete[] = [];
  const body = present.map((r) => {
    const shown = years.filter((year) => recorded(year.json, r)).map((year) => r.figure(year.json)?.value);
    // A row of very small tonnes reads in kilograms, both years alike (ADR 0075 amended).
    const scale = rowScale(years.map((year) => r.figure(year.json)?.unit).find(Boolean) ?? '', shown);
    // A year with nothing recorded for the row: not available, never a measured 0 (ADR 0075, ADR 0069).
    const cells = years.map((year) => {
      const f = r.figure(year.json);
      if (!recorded(year.json, r) || !f) return t('notAvailable');
      if (!f.complete && !r.noteApart) incomplete.push({ row: r.name, year: year.label, figure: f, json: year.json });
      return figureText(f, y.lang, scale.factor);
    });
    // A row with no figure in any year prints no unit: "kg" beside "Not reported" would contradict the rows around it
    // that the one unit rule scaled (ADR 0075 amended).
    const unit = shown.some((v) => typeof v === 'number') ? reportUnit(scale.unit, y.lang) : NO_FIGURE;
    return [r.name, unit, ...cells];
  });
  return [
    { kind: 'table', caption: t(caption), head, rows: body, numeric: y.lastYear ? [2, 3] : [2] },
    ...incompleteNotes(incomplete, y.lang),
  ];
}

export const provisionFigure = (code: string, key: string) => (j: EmissionsJson) =>
  (j.provisions as Record<string, Record<string, FigureJson> | undefined>)[code]?.[key];
const intensityFigure = (code: string, key: string) => (j: EmissionsJson) =>
  (j.intensities as Record<string, Record<string, FigureJson> | undefined>)[code]?.[key];

/** Keys of a provision's figures in either year, in first-seen order. */
export const keysOf = (y: EmissionYears, code: string, from: 'provisions' | 'intensities' = 'provisions') => [
  ...new Set(
    [y.thisYear.json, y.lastYear?.json].flatMap((j) =>
      Object.keys((j?.[from] as Record<string, Record<string, unknown>> | undefined)?.[code] ?? {}),
    ),
  ),
];

const intensityRows = (y: EmissionYears, code: string, name: string): Row[] =>
  keysOf(y, code, 'intensities').map((k) => ({
    name: withAside(`${name} – ${reportText(y.lang, 'intensity')}`, DENOMINATOR_NAMES[k]?.[y.lang] ?? k, y.lang),
    figure: intensityFigure(code, k),
  }));

/** Part D's Scope 3 total when the report prints Part D's screening (partDScope3.ts), for A1.2 to point to it. */
export function scope3OfPartD(x: Pick<ReportInputs, 'ruleSet' | 'climate'>): Scope3Screened | undefined {
  return x.ruleSet === '2025' ? screenedTotal(x.climate) : undefined;
}

/**
 * What A1.2's Scope 3 covers: the categories the calculation tags on the activity rows' lines (ADR 0109) and the
 * sources of those lines, in either year (from the figures' lines; the category keys when a year kept none).
 */
export function scope3Coverage(y: EmissionYears): { categories: number[]; sources: string } {
  const years = [y.thisYear.json, y.lastYear?.json].filter((j): j is EmissionsJson => Boolean(j));
  const categories = new Set<number>();
  const kinds = new Set<EmissionsJson['lines'][number]['kind']>();
  for (const j of years) {
    for (const [key, f] of Object.entries(j.provisions['D-MT-GHG3'] ?? {}))
      if (key.startsWith('category-') && recorded(j, { name: key, figure: () => f }))
        categories.add(Number(key.slice(9)));
    const scope3 = provisionFigure('A1.2', 'scope3')(j);
    for (const l of scope3 ? figureLines(j, scope3) : []) kinds.add(l.kind);
  }
  const sorted = [...categories].sort((a, b) => a - b);
  // The sources in the categories' order (SCOPE3_SOURCES: water and paper, waste, business travel).
  const order = sorted.flatMap((c) => SCOPE3_SOURCES[c] ?? []);
  const rank = (k: ResourceKind) => (order.includes(k) ? order.indexOf(k) : order.length);
  return {
    categories: sorted,
    sources: sourceNames(
      [...kinds].sort((a, b) => rank(a) - rank(b)),
      y.lang,
    ),
  };
}

/**
 * A1.2's Scope 3 row beside Part D's (ADR 0109): the row says it counts the environmental data alone, its categories and
 * sources; a note says Part D adds the screening's estimates, gives each of these categories that Part D reports
 * otherwise beside this table's figure, and says where the total across every screened category is — so an assurer
 * reconciles the two without asking.
 */
function scope3Rows(y: EmissionYears, screened: Scope3Screened | undefined) {
  const t = (k: ReportMessageKey, p = {}) => reportText(y.lang, k, p);
  const covered = screened && scope3Coverage(y);
  if (!screened || !covered?.categories.length) return { name: t('scope3'), note: [] };
  const categories = categoriesText(covered.categories, y.lang);
  const differs = partDDifferences(y, screened, covered.categories);
  return {
    name: t(covered.sources ? 'scope3Covers' : 'scope3CoversCategories', { categories, sources: covered.sources }),
    note: [
      {
        kind: 'p' as const,
        // It reads as part of the table: printed on the page the table (or its note) ends on (ADR 0044).
        keepWithPrevious: true as const,
        text: joinSentences(
          [
            t('scope3InPartD', {
              categories,
              total: scope3TotalFigure(screened, y.lang),
              all: categoriesText(screened.categories, y.lang),
              partD: t('partD'),
            }),
            ...(differs.length ? [t('scope3PartDDiffers', { figures: joinClauses(differs, y.lang) })] : []),
          ],
          y.lang,
        ),
      },
      // The starred total keeps its note here too (ADR 0075).
      ...scope3TotalNote(screened, y.lang),
    ],
  };
}

/** The categories A1.2 covers that Part D prints with another figure (its screening's estimates added), as printed. */
function partDDifferences(y: EmissionYears, screened: Scope3Screened, categories: readonly number[]): string[] {
  return categories.flatMap((category) => {
    const here = provisionFigure('D-MT-GHG3', `category-${category}`)(y.thisYear.json);
    const partD = screened.byCategory[category];
    if (partD === undefined || !here || here.value === null) return [];
    const [a, b] = [figureText(here, y.lang), reportFigure(partD, y.lang)];
    return a.replace('*', '') === b ? [] : [reportText(y.lang, 'scope3PartDCategory', { category, partD: b, here: a })];
  });
}

/** A1.1, A1.2 (with intensity), A1.3/A1.4: this year beside last year. */
export function a1Tables(y: EmissionYears, screened?: Scope3Screened): ReportBlock[] {
  const t = (k: ReportMessageKey) => reportText(y.lang, k);
  const pollutants = keysOf(y, 'A1.1').map((k) => ({
    name: pollutantName(k, y.lang),
    figure: provisionFigure('A1.1', k),
  }));
  const scope3 = scope3Rows(y, screened);
  const ghg: Row[] = [
    { name: t('scope1'), figure: provisionFigure('A1.2', 'scope1') },
    { name: t('scope2'), figure: provisionFigure('A1.2', 'scope2') },
    { name: t('scope1And2'), figure: provisionFigure('A1.2', 'scope1And2') },
    { name: scope3.name, figure: provisionFigure('A1.2', 'scope3') },
    { name: t('total'), figure: provisionFigure('A1.2', 'total') },
    { name: t('removals'), figure: provisionFigure('A1.2', 'removals') },
    ...intensityRows(y, 'A1.2', t('scope1And2')),
  ];
  const waste: Row[] = [
    { name: t('hazardous'), figure: provisionFigure('A1.3', 'total') },
    ...intensityRows(y, 'A1.3', t('hazardous')),
    { name: t('nonHazardous'), figure: provisionFigure('A1.4', 'total') },
    ...intensityRows(y, 'A1.4', t('nonHazardous')),
  ];
  const ghgBlocks = comparison(y, 'ghg', ghg);
  const scope3Printed = ghgBlocks.some((b) => b.kind === 'table' && b.rows.some((r) => r[0] === scope3.name));
  return [
    ...comparison(y, 'pollutants', pollutants),
    ...ghgBlocks,
    ...(scope3Printed ? scope3.note : []),
    ...comparison(y, 'waste', waste),
  ];
}

/** The A1 part: its tables, then its charts (charts.ts), each note printed once in the part (ADR 0075 amended). */
export const a1Part = (y: EmissionYears, screened: Scope3Screened | undefined, charts: readonly ReportBlock[]) =>
  notesOnce([...a1Tables(y, screened), ...charts]);

/** A2.1 energy by type, A2.2 water, A2.5 packaging (each with intensity where the year has a denominator). */
export function a2Tables(y: EmissionYears): ReportBlock[] {
  const t = (k: ReportMessageKey) => reportText(y.lang, k);
  const energy: Row[] = [
    ...keysOf(y, 'A2.1')
      .filter((k) => k !== 'total')
      .sort(byEnergyType)
      .map((k) => ({ name: ENERGY_NAMES[k]?.[y.lang] ?? k, figure: provisionFigure('A2.1', k) })),
    { name: t('total'), figure: provisionFigure('A2.1', 'total') },
    ...intensityRows(y, 'A2.1', t('total')),
  ];
  const water: Row[] = [
    { name: t('total'), figure: provisionFigure('A2.2', 'total') },
    ...intensityRows(y, 'A2.2', t('total')),
  ];
  const packaging: Row[] = [
    { name: t('total'), figure: provisionFigure('A2.5', 'total') },
    ...intensityRows(y, 'A2.5', t('total')),
  ];
  return [
    ...comparison(y, 'energy', energy),
    ...comparison(y, 'water', water),
    ...comparison(y, 'packaging', packaging),
  ];
}

const COMPARED = ['A1.1', 'A1.2', 'A1.3', 'A1.4', 'A2.1', 'A2.2', 'A2.5'];

/**
 * The balance principle's figures: of the environmental figures recorded in both years, how many there are and how
 * many rose this year (removals and intensities aside: their direction says nothing by itself).
 */
export function yearOnYear(y: EmissionYears): { compared: number; rose: number } | undefined {
  const last = y.lastYear?.json;
  if (!last) return undefined;
  let compared = 0;
  let rose = 0;
  for (const code of COMPARED)
    for (const key of keysOf(y, code).filter((k) => k !== 'removals')) {
      const row = { name: key, figure: provisionFigure(code, key) };
      const [now, before] = [row.figure(y.thisYear.json)?.value, row.figure(last)?.value];
      if (!recorded(y.thisYear.json, row) || !recorded(last, row) || now == null || before == null) continue;
      compared += 1;
      if (now > before) rose += 1;
    }
  return compared ? { compared, rose } : undefined;
}

/** The provisions the year's figures disclose: those with a figure above zero or any line behind it. */
export function provisionsWithFigures(json: EmissionsJson): Set<string> {
  const out = new Set<string>();
  for (const [code, figures] of Object.entries(json.provisions as Record<string, Record<string, FigureJson>>))
    if (Object.values(figures).some((f) => f.value !== 0)) out.add(code);
  if (json.lines.length > 0) out.add('MDR-PRIN-QUANT');
  return out;
}

export const energyName = (key: string, lang: Language) => ENERGY_NAMES[key]?.[lang] ?? key;
