import { describe, expect, it } from 'vitest';
import type { EmissionsJson } from '../../calc/emissions/present';
import type { ClimateMetricsView } from '../../schemas/climate';
import type { ReportBlock } from '../../schemas/reports';
import { a1Tables, scope3OfPartD, type EmissionYears } from './environmental';
import { scope3Blocks } from './partDScope3';

/** ADR 0075, ADR 0109: Part D's Scope 3 total as printed — its asterisk and note, one category in the singular. */

const LANGS = ['en', 'hk', 'cn'] as const;
const json = { provisions: {}, intensities: {}, lines: [], gaps: [], specs: [] } as unknown as EmissionsJson;
const years = (lang: (typeof LANGS)[number]): EmissionYears => ({ lang, thisYear: { label: 'FY2025', json } });
const line = (category: number, tCO2e: string, complete = true) => ({
  category,
  tCO2e,
  complete,
  sources: [],
  state: 'reported' as const,
});
const climate = (lines: ReturnType<typeof line>[], tCO2e: string) =>
  ({
    scope3: lines,
    scope3Total: { tCO2e, categories: lines.map((l) => l.category), complete: lines.every((l) => l.complete) },
  }) as unknown as ClimateMetricsView;
/** An English year whose A1.2 Scope 3 is category 1's figure. */
const a1Year = (value: number): EmissionYears => {
  const f = { value, unit: 'tCO2e', complete: true, gaps: [], select: [] };
  const provisions = { 'A1.2': { scope3: f }, 'D-MT-GHG3': { 'category-1': f } };
  return { lang: 'en', thisYear: { label: 'FY2025', json: { ...json, provisions } as unknown as EmissionsJson } };
};
const texts = (blocks: ReportBlock[]) => blocks.flatMap((b) => (b.kind === 'p' ? [b.text] : []));

describe('a Scope 3 total a gap left incomplete keeps its asterisk and its note', () => {
  const incomplete = climate([line(1, '10'), line(5, '31.39', false), line(13, '800.31')], '841.7');

  it('stars the total in Part D and says which category makes it incomplete, in every edition', () => {
    const [en, hk, cn] = LANGS.map((l) => texts(scope3Blocks(incomplete, years(l))));
    expect(en).toContain('The Scope 3 total of 841.7* tCO₂e includes categories 1, 5, 13.');
    expect(en).toContain('* The Scope 3 total is incomplete: some sources of category 5 could not be counted.');
    expect(hk).toContain('範圍3總排放量 841.7* tCO₂e 包括類別 1、5、13。');
    expect(hk).toContain('* 範圍3總排放量不完整：類別 5 的部分來源未能計算。');
    expect(cn).toContain('范围3总排放量 841.7* tCO₂e 包括类别 1、5、13。');
    expect(cn).toContain('* 范围3总排放量不完整：类别 5 的部分来源未能计算。');
  });

  it('stars the total where A1.2 points to it, with the same note', () => {
    const screened = scope3OfPartD({ ruleSet: '2025', climate: incomplete });
    expect(screened).toEqual({
      tCO2e: 841.7,
      categories: [1, 5, 13],
      incomplete: [5],
      byCategory: { 1: 10, 5: 31.39, 13: 800.31 },
    });
    const en = texts(a1Tables(a1Year(10), screened));
    expect(en.join(' ')).toContain('841.7* tCO₂e (categories 1, 5, 13)');
    expect(en).toContain('* The Scope 3 total is incomplete: some sources of category 5 could not be counted.');
  });

  it('prints a complete total without an asterisk or a note', () => {
    const complete = climate([line(1, '10'), line(13, '800.31')], '810.31');
    const en = texts(scope3Blocks(complete, years('en')));
    expect(en).toContain('The Scope 3 total of 810.3 tCO₂e includes categories 1, 13.');
    expect(en.join()).not.toContain('*');
  });
});

describe('one category takes the singular', () => {
  const one = climate([line(3, '9.508')], '9.508');

  it('says “category 3”, never “categories 3”, and each Chinese edition reads 「類別 3」', () => {
    const [en, hk, cn] = LANGS.map((l) => texts(scope3Blocks(one, years(l))));
    expect(en).toContain('The Scope 3 total of 9.508 tCO₂e includes category 3.');
    expect(hk).toContain('範圍3總排放量 9.508 tCO₂e 包括類別 3。');
    expect(cn).toContain('范围3总排放量 9.508 tCO₂e 包括类别 3。');
  });

  it('names one category in the singular where A1.2 points to Part D', () => {
    const blocks = a1Tables(a1Year(2), scope3OfPartD({ ruleSet: '2025', climate: one }));
    const table = blocks.find((b) => b.kind === 'table') as ReportBlock & { kind: 'table' };
    expect(table.rows.map((r) => r[0])).toContain('Scope 3 from the environmental data, category 1');
    expect(texts(blocks).join(' ')).toContain(
      'Scope 3 in this table counts the environmental data of this report alone (category 1), without the estimates of Part D’s Scope 3 screening. The Scope 3 total across every screened category, 9.508 tCO₂e (category 3),',
    );
  });
});
