import { editionText } from '../../catalogue/bilingual';
import type { Language } from '../../schemas/common';

/** The Chinese wording a factor revision may carry beside its English name and source (ADR 0130). */
export const FACTOR_CHINESE_FIELDS = ['appliesToHk', 'sourceHk', 'appliesToCn', 'sourceCn'] as const;
export type FactorChinese = Partial<Record<(typeof FACTOR_CHINESE_FIELDS)[number], string>>;

type Worded = FactorChinese & { appliesTo?: string; source?: string };

/**
 * A factor's name and source as an edition prints them (docs/decisions/0130-factor-names-in-chinese.md): English
 * as the library has it; Traditional as typed; Simplified the override where the mainland wording differs, else
 * converted from the Traditional text. A Chinese text the library lacks prints the English, plainly: reference data
 * is the platform's, so a company can neither supply it nor be kept from its final edition by it.
 */
export function factorWording(f: Worded, lang: Language, toSimplified: (hk: string) => string) {
  const pick = (en: string | undefined, hk: string | undefined, cn: string | undefined) =>
    editionText({ en: en ?? '', hk: hk ?? '', ...(cn ? { cn } : {}) }, lang, toSimplified) ?? en ?? '–';
  return {
    name: pick(f.appliesTo, f.appliesToHk, f.appliesToCn),
    source: pick(f.source, f.sourceHk, f.sourceCn),
  };
}

/** The Chinese fields of a revision that has them, nothing for those it lacks (a library row, a lineage entry). */
export function chineseOf(f: FactorChinese): FactorChinese {
  const out: FactorChinese = {};
  for (const k of FACTOR_CHINESE_FIELDS) if (f[k]?.trim()) out[k] = f[k];
  return out;
}

/** Whether a revision lacks a Traditional Chinese name or source: the library marks it, the report prints English. */
export const lacksChinese = (f: FactorChinese) => !f.appliesToHk?.trim() || !f.sourceHk?.trim();

const ORDINAL: Record<string, string> = { AR4: '四', AR5: '五', AR6: '六' };

/**
 * A GWP row's name and source in Chinese, as the English is made (seed.ts): Traditional as Hong Kong's Environmental
 * Protection Department words it (全球暖化潛能值), Simplified as the mainland does (全球变暖潜能值), so both are given.
 */
export function gwpInChinese(gas: string, report: string, blend: string | undefined, montreal: boolean): FactorChinese {
  const n = ORDINAL[report];
  const ipcc = (name: string, assessment: string) =>
    n ? `${name}（IPCC）第${n}次${assessment}（${report}）` : `${name}（IPCC）${report}`;
  const hkNote = `${blend ? `；${blend}` : ''}${montreal ? '；《蒙特利爾議定書》管制氣體（HCFC-22）' : ''}`;
  const cnNote = `${blend ? `；${blend}` : ''}${montreal ? '；《蒙特利尔议定书》管控气体（HCFC-22）' : ''}`;
  return {
    appliesToHk: `${gas} 洩漏（${report} 100 年全球暖化潛能值${hkNote}）`,
    sourceHk: `${ipcc('政府間氣候變化專門委員會', '評估報告')}，100 年全球暖化潛能值`,
    appliesToCn: `${gas} 泄漏（${report} 100 年全球变暖潜能值${cnNote}）`,
    sourceCn: `${ipcc('政府间气候变化专门委员会', '评估报告')}，100 年全球变暖潜能值`,
  };
}
