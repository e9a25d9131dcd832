import { gapsOf, type EmissionsJson, type FigureJson, type GapJson } from '../../calc/emissions/present';
import type { ResourceKind } from '../../calc/emissions/model';
import type { Language } from '../../schemas/common';
import type { ReportBlock } from '../../schemas/reports';
import { reportText } from './messages';
import { listSeparator } from './format';

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

/** Why one figure is incomplete, in the report's language (the gap's structure, never its English message). */
function reason(g: GapJson, lang: Language): string {
  const sources = g.kinds.map((k) => SOURCE_NAMES[k]?.[lang] ?? k).join(listSeparator(lang));
  switch (g.kind) {
    case 'missing-factor':
      return reportText(lang, 'gapFactor', { sources, year: g.year });
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
  for (const i of incomplete) {
    const why = [...new Set(gapsOf(i.json, i.figure).map((g) => reason(g, lang)))].join(lang === 'en' ? '; ' : '；');
    const list = byReason.get(why) ?? [];
    list.push(lang === 'en' ? `${i.row} (${i.year})` : `${i.row}（${i.year}）`);
    byReason.set(why, list);
  }
  return [...byReason].map(([why, rows]) => ({
    kind: 'p',
    text: reportText(lang, 'incompleteNote', { figures: rows.join(listSeparator(lang)), reason: why }),
  }));
}
