import { describe, expect, it } from 'vitest';
import { PROVISION_TITLES_HK } from '../kpi/titles';
import { PROVISION_TITLES_CN } from '../../vocabulary/provisionTitlesCn';
import { PAGES } from '../../pages/index';
import { BACKGROUND_LISTS } from '../../pages/background/lists';
import { CLIMATE_LISTS, SCOPE3_CATEGORIES } from '../../pages/climate/lists';
import { GLOSSARY } from './glossary';
import { REPORT_MESSAGES } from './messages';

/**
 * A Chinese edition names one thing one way (ADR 0137): the GHG Protocol by the Code's own term, the scopes with the
 * Code's Arabic numerals (「範圍1」, as its provision titles print them), and the Simplified edition in Simplified
 * terms (管治 as its section names governance, 数据质量). Scanned: the report's words, the glossary, the provision
 * titles, and every label the page modules and their lists print in the edition.
 */
const OTHER_FORMS = {
  hk: [/溫室氣體盤查議定書/, /溫室氣體議定書/, /範圍[一二三]/],
  cn: [/温室气体盘查议定书/, /温室气体议定书/, /范围[一二三]/, /治理/, /质素/],
} as const;

/** Every string held under the key `lang` anywhere in `value` (labels are `{ en, hk, cn }`). */
function labelsIn(value: unknown, lang: string, out: string[] = [], seen = new Set<unknown>()): string[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return out;
  seen.add(value);
  for (const [key, v] of Object.entries(value)) {
    if (key === lang && typeof v === 'string') out.push(v);
    else labelsIn(v, lang, out, seen);
  }
  return out;
}

describe.each(['hk', 'cn'] as const)('the %s edition’s terms', (lang) => {
  const printed = [
    ...Object.values(REPORT_MESSAGES[lang]),
    ...GLOSSARY[lang].flat(),
    ...Object.values(lang === 'hk' ? PROVISION_TITLES_HK : PROVISION_TITLES_CN),
    ...labelsIn([PAGES, BACKGROUND_LISTS, CLIMATE_LISTS, SCOPE3_CATEGORIES], lang),
  ];

  it.each(OTHER_FORMS[lang].map((form) => [form.source, form] as const))('never prints %s', (_, form) => {
    expect(printed.length).toBeGreaterThan(500);
    expect(printed.filter((s) => form.test(s))).toEqual([]);
  });
});

describe.each(['en', 'hk', 'cn'] as const)('the %s edition’s glossary', (lang) => {
  it('writes tCO₂e and the gases’ formulas with their subscripts, as the edition’s tables print them', () => {
    const meanings = GLOSSARY[lang].map(([, meaning]) => meaning);
    expect(meanings.filter((m) => /CO2|CH4|N2O|SF6|NF3/.test(m))).toEqual([]);
    expect(meanings.join()).toContain('tCO₂e');
  });
});
