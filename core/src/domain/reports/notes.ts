import { gapsOf, type EmissionsJson, type FigureJson, type GapJson } from '../../calc/emissions/present';
import type { ResourceKind } from '../../calc/emissions/model';
import type { Language } from '../../schemas/common';
import type { ReportBlock } from '../../schemas/reports';
import { reportText } from './messages';
import { listSeparator, withAside } from '../../lib/format';
import { OPTION_NAMES } from '../excel/options';

/** The sources of a figure as a reader names them, never the product's ids. */
const SOURCE_NAMES: Record<ResourceKind, Record<Language, string>> = {
  electricity: { en: 'electricity', hk: '電力', cn: '电力' },
  towngas: { en: 'towngas', hk: '煤氣', cn: '煤气' },
  fuel: { en: 'stationary fuels', hk: '固定燃料', cn: '固定燃料' },
  vehicle: { en: 'vehicles', hk: '車輛', cn: '车辆' },
  refrigerant: { en: 'refrigerants', hk: '製冷劑', cn: '制冷剂' },
  water: { en: 'water', hk: '用水', cn: '用水' },
  paper: { en: 'paper', hk: '紙張', cn: '纸张' },
  waste: { en: 'waste', hk: '廢棄物', cn: '废弃物' },
  tree: { en: 'trees', hk: '樹木', cn: '树木' },
  businessTravel: { en: 'business travel', hk: '商務差旅', cn: '商务差旅' },
  packaging: { en: 'packaging', hk: '包裝材料', cn: '包装材料' },
};

/** Resource kinds as a reader names them, as one list in the report's language. */
export const sourceNames = (kinds: readonly ResourceKind[], lang: Language) =>
  kinds.map((k) => SOURCE_NAMES[k]?.[lang] ?? k).join(listSeparator(lang));

/** A waste disposal factor's id (calc/emissions/methods.ts: `<hazardous|general>-waste-<handling>`) in words. */
function wasteOfFactor(factorId: string, lang: Language): string | undefined {
  const [, kind, handling] = /^(hazardous|general)-waste-(.+)$/.exec(factorId) ?? [];
  if (!kind || !handling) return undefined;
  const named = OPTION_NAMES.handling?.[handling]?.[lang] ?? handling.replace(/-/g, ' ');
  return reportText(lang, 'gapWaste', {
    waste: reportText(lang, kind === 'hazardous' ? 'gapHazardousWaste' : 'gapGeneralWaste'),
    handling: lang === 'en' ? named.toLowerCase() : named,
  });
}

/** What the library lacks a factor for, not what a publisher does (ADR 0071): the waste's type and handling if named. */
const lacking = (factorId: string, sources: string, lang: Language) => wasteOfFactor(factorId, lang) ?? sources;

/** "a, b and c" in English, 「a、b及c」 in Chinese. */
function joinAnd(items: readonly string[], lang: Language): string {
  if (items.length < 2) return items.join('');
  const last = items.at(-1)!;
  return `${items.slice(0, -1).join(listSeparator(lang))}${lang === 'en' ? ' and ' : '及'}${last}`;
}

/**
 * Why a figure is incomplete: one clause per kind of gap, the factors the library lacks for one year named in one
 * ("no emission factor for hazardous waste (chemical treatment) and business travel for 2024").
 */
function reasons(gaps: readonly GapJson[], lang: Language): string {
  const out: string[] = [];
  const missing = new Map<number, string[]>();
  for (const g of gaps) {
    if (g.kind !== 'missing-factor') {
      out.push(reason(g, lang));
      continue;
    }
    const list = missing.get(g.year) ?? [];
    missing.set(g.year, [...list, lacking(g.factorId, sourceNames(g.kinds, lang), lang)]);
  }
  const factors = [...missing].map(([year, what]) =>
    reportText(lang, 'gapNoFactor', { sources: joinAnd([...new Set(what)], lang), year }),
  );
  return [...new Set([...factors, ...out])].join(lang === 'en' ? '; ' : '；');
}

/** Why one figure is incomplete, in the report's language (the gap's structure, never its English message). */
function reason(g: GapJson, lang: Language): string {
  const sources = sourceNames(g.kinds, lang);
  switch (g.kind) {
    case 'missing-factor':
      return reportText(lang, 'gapNoFactor', { sources: lacking(g.factorId, sources, lang), year: g.year });
    case 'factor-unit':
      return reportText(lang, 'gapUnit', { sources });
    case 'missing-quantity':
      return reportText(lang, 'gapDistance', { sources });
  }
}

/** One incomplete figure of a table: what the row is and which year. */
export interface Incomplete {
  row: string;
  year: string;
  figure: FigureJson;
  json: EmissionsJson;
}

/**
 * The note under a table with incomplete figures (ADR 0075): every asterisk explained — which figures, which year,
 * what is missing and that those sources are left out; rows with the same reason share one line.
 */
export function incompleteNotes(incomplete: readonly Incomplete[], lang: Language): ReportBlock[] {
  const byReason = new Map<string, string[]>();
  // A reason that left some figure with nothing at all says that figure is not reported; the others need not.
  const emptied = new Set<string>();
  for (const i of incomplete) {
    const why = reasons(gapsOf(i.json, i.figure), lang);
    const list = byReason.get(why) ?? [];
    list.push(withAside(i.row, i.year, lang));
    byReason.set(why, list);
    if (i.figure.value === null) emptied.add(why);
  }
  return [...byReason].map(([why, rows]) => ({
    kind: 'p',
    note: true,
    text: reportText(lang, emptied.has(why) ? 'incompleteNoteEmpty' : 'incompleteNote', {
      figures: rows.join(listSeparator(lang)),
      reason: why,
    }),
  }));
}

/**
 * A part's notes, each printed once (ADR 0075 amended): a note that says again what a note earlier in the same part
 * said (the Scope 3 total's star under A1.2 and again under the chart by year; under Part D's table and again under its
 * screening) is left out — the star it explains is explained above, on the same or the previous page.
 */
export function notesOnce(blocks: readonly ReportBlock[]): ReportBlock[] {
  const said = new Set<string>();
  return blocks.filter((b) => {
    if (b.kind !== 'p' || !b.note) return true;
    if (said.has(b.text)) return false;
    said.add(b.text);
    return true;
  });
}
