import { describe, expect, it } from 'vitest';
import type { EmissionsJson, FigureJson } from '../../calc/emissions/present';
import type { ReportBlock } from '../../schemas/reports';
import { changeText } from './about';
import { appendixSections } from './appendix';
import { withChineseName } from './chineseName';
import { detectChanges } from './consistency';
import { a1Tables, type EmissionYears } from './environmental';
import { inLanguage, type YearInputs } from './data';
import { reportFigure, reportNumber } from './format';
import type { ReportInputs } from './inputs';
import { fatalityTable, turnoverTable, workforceTable } from './social';

/** A published report prints figures and statements for readers, never the product's workflow (ADR 0075, 0087). */

const LANGS = ['en', 'hk', 'cn'] as const;
const fig = (value: number | null, gaps: number[] = [], select: FigureJson['select'] = []): FigureJson => ({
  value,
  unit: 'tCO2e',
  complete: gaps.length === 0,
  gaps,
  select,
});
const SCOPE3 = [{ measure: 'ghg' as const, scope: 3 as const }];
const line = (kind: string, category: number, value: number | null, gaps: number[] = []) => ({
  rowId: `r-${kind}`,
  locationId: 'l',
  kind,
  auditId: 'a',
  spec: category === 1 ? 0 : category === 5 ? 1 : 2,
  basis: 0,
  activeMonths: 1,
  value,
  gaps,
});
const specs = [1, 5, 6].map((c) => ({ measure: 'ghg', scope: 3, scope3Category: c, unit: 'tCO2e' }));
const travelGap = { kind: 'missing-factor', factorId: 'travel-flight-economy', year: 2024, kinds: ['businessTravel'] };
const wasteGap = {
  kind: 'missing-factor',
  factorId: 'hazardous-waste-chemical-treatment',
  year: 2025,
  kinds: ['waste'],
};

/** A year's emissions: Scope 3 from water, waste and business travel (categories 1, 5, 6); `travel` counted or not. */
const year = (travel: boolean): EmissionsJson =>
  ({
    gwpSet: 'AR5',
    removals: 'separate',
    bases: [],
    provisions: {
      'A1.2': { scope3: fig(35.91, travel ? [0] : [0, 1], SCOPE3) },
      'D-MT-GHG3': { 'category-1': fig(2), 'category-5': fig(3, [0]), 'category-6': fig(travel ? 30 : 0, [1]) },
    },
    intensities: {},
    lines: [
      line('water', 1, 2),
      line('waste', 5, 3),
      line('waste', 5, null, [0]),
      line('businessTravel', 6, travel ? 30 : null, travel ? [] : [1]),
    ],
    specs,
    gaps: [wasteGap, ...(travel ? [] : [{ ...travelGap }])],
  }) as unknown as EmissionsJson;

const years = (lang: (typeof LANGS)[number]): EmissionYears => ({
  lang,
  thisYear: { label: 'FY2025', json: year(true) },
  lastYear: { label: 'FY2024', json: year(false) },
});
const texts = (blocks: ReportBlock[]) => blocks.flatMap((b) => (b.kind === 'p' ? [b.text] : []));
const table = (blocks: ReportBlock[], at = 0) =>
  blocks.filter((b) => b.kind === 'table')[at] as ReportBlock & {
    kind: 'table';
  };

describe('A1.2’s Scope 3 beside Part D’s (item: two Scope 3 totals)', () => {
  // Part D's category 1 adds the screening's purchase estimates to the water counted here; 5 and 6 are the same.
  const byCategory = { 1: 27.306, 2: 28.28, 5: 3, 6: 30 };
  const screened = { tCO2e: 841.7, categories: [1, 2, 3, 4, 5, 6, 7, 13], incomplete: [], byCategory };

  it('says the row counts the environmental data alone, and reconciles each category Part D reports otherwise, each figure with its unit', () => {
    const en = a1Tables(years('en'), screened);
    expect(table(en).rows[0]![0]).toBe(
      'Scope 3 from the environmental data, categories 1, 5, 6 (water, waste, business travel)',
    );
    expect(texts(en)).toContain(
      'Scope 3 in this table counts the environmental data of this report alone (categories 1, 5, 6), without the estimates of Part D’s Scope 3 screening. The Scope 3 total across every screened category, 841.7 tCO₂e (categories 1, 2, 3, 4, 5, 6, 7, 13), is reported in Part D, Climate-related disclosures. With the screening’s estimates added, Part D reports category 1 as 27.31 tCO₂e (the environmental data alone: 2.000 tCO₂e).',
    );
    const hk = a1Tables(years('hk'), screened);
    expect(table(hk).rows[0]![0]).toBe('範圍3（環境數據）：類別 1、5、6（用水、廢棄物、商務差旅）');
    expect(texts(hk).join()).toContain('841.7 tCO₂e（類別 1、2、3、4、5、6、7、13），載於 D 部分「氣候相關披露」');
    expect(texts(hk).join()).toContain(
      '計入篩選的估算後，D 部分匯報類別 1 為 27.31 tCO₂e（只計環境數據：2.000 tCO₂e）。',
    );
    const cn = texts(a1Tables(years('cn'), screened)).join();
    expect(cn).toContain('载于 D 部分「气候相关披露」');
    expect(cn).toContain('计入筛选的估算后，D 部分汇报类别 1 为 27.31 tCO₂e（只计环境数据：2.000 tCO₂e）。');
  });

  it('adds no reconciliation when Part D reports the same figures for the categories covered', () => {
    const same = { ...screened, byCategory: { 1: 2, 5: 3, 6: 30 } };
    expect(texts(a1Tables(years('en'), same)).join()).not.toContain('Part D reports category');
  });

  it('keeps the plain row and no note when the year has no Part D screening', () => {
    const en = a1Tables(years('en'));
    expect(table(en).rows[0]![0]).toBe('Scope 3 (other indirect)');
    expect(texts(en).join()).not.toContain('Part D');
  });
});

describe('a missing factor’s note (item: waste and vehicles)', () => {
  it('names the waste type and handling that lack a factor, and says the library has none', () => {
    const [en, hk, cn] = LANGS.map((l) =>
      texts(a1Tables({ lang: l, thisYear: { label: 'FY2025', json: year(true) } })).join(),
    );
    expect(en).toContain('no emission factor for hazardous waste (chemical treatment) is available for 2025');
    expect(en).not.toContain('is published');
    expect(hk).toContain('未有適用於 2025 年或較早年度的有害廢棄物（化學處理）排放因子');
    expect(cn).toContain('未有适用于 2025 年或较早年度的有害废弃物（化学处理）排放因子');
  });

  it('names every factor the library lacks for one year in one clause', () => {
    const json = year(false);
    json.gaps = [{ ...wasteGap, year: 2024 }, travelGap] as unknown as EmissionsJson['gaps'];
    const note = (lang: (typeof LANGS)[number]) =>
      texts(a1Tables({ lang, thisYear: { label: 'FY2024', json } })).join();
    expect(note('en')).toContain(
      ': no emission factor for hazardous waste (chemical treatment) and business travel is available for 2024 or an earlier year; those sources',
    );
    expect(note('hk')).toContain('未有適用於 2024 年或較早年度的有害廢棄物（化學處理）及商務差旅排放因子；');
  });
});

describe('the consistency statement (item: a source counted one year, left out the other)', () => {
  const facts = (travel: boolean) => ({ emissions: year(travel), boundary: ['l'] });

  it('says Scope 3 counts business travel this year, which last year’s figure left out', () => {
    const changes = detectChanges(facts(true), facts(false));
    expect(changes).toEqual([{ kind: 'coverage', figure: 'scope3', added: ['businessTravel'], removed: [] }]);
    const say = (lang: (typeof LANGS)[number]) => changeText({ lang, emissions: year(true) }, changes[0]!);
    expect(say('en')).toBe(
      'Scope 3 (other indirect) includes business travel this year, which last year’s figure left out (see the note under its table): the two years’ figures do not cover the same sources.',
    );
    expect(say('hk')).toContain('本年度的範圍3（其他間接）計入了商務差旅');
    expect(say('cn')).toContain('本年度的范围3（其他间接）计入了商务差旅');
  });

  it('finds no change when both years count the same sources', () => {
    expect(detectChanges(facts(true), facts(true))).toEqual([]);
  });
});

describe('a year without a figure (item: “not entered”)', () => {
  it('prints “not available” in the report’s words, never the data-entry status', () => {
    const series = [{ yearEnd: '2024-12-31', source: 'missing' as const }];
    const cell = (lang: (typeof LANGS)[number]) => table(fatalityTable(series, lang)).rows[0]![1];
    expect(LANGS.map(cell)).toEqual(['Not available', '未能提供', '未能提供']);
    const env = a1Tables({ ...years('en'), lastYear: { label: 'FY2024', json: { ...year(false), provisions: {} } } });
    expect(table(env).rows[0]).toContain('Not available');
  });
});

describe('plain decimals and the minus sign (items: scientific notation, hyphen-minus)', () => {
  it('prints small figures as decimals and negative ones with U+2212', () => {
    expect(reportFigure(0.00048384, 'en')).toBe('0.0004838');
    expect(reportFigure(0.000002691, 'hk')).toBe('0.000002691');
    expect(reportNumber(-17.83, 'en')).toBe('\u221217.83');
    expect(reportFigure(-2.5, 'cn')).toBe('\u22122.500');
  });
});

describe('B1.2 and B1.1 tables (item: turnover by region)', () => {
  const regions = (rows: [string, string, string, string][]) => ({
    regions: rows.map(([location, begin, end, leavers]) => ({ location, begin, end, leavers })),
  });
  const labels = {
    lang: 'en' as const,
    thisYear: 'FY2025',
    lastYear: 'FY2024',
    locations: new Map([['hq', 'Head office']]),
  };

  it('prints rates to one decimal with their unit, and no column for a last year with no regions', () => {
    const t = table(
      turnoverTable(
        regions([
          ['hq', '100', '100', '19'],
          ['shop', '14', '16', '4'],
        ]),
        undefined,
        labels,
      ),
    );
    expect(t.head).toEqual(['Location', 'FY2025 (%)']);
    expect(t.rows).toEqual([
      ['Head office', '19.0'],
      ['shop', '26.7'],
    ]);
    const hk = table(
      turnoverTable(regions([['hq', '100', '100', '19']]), regions([['hq', '1', '1', '0']]), { ...labels, lang: 'hk' }),
    );
    expect(hk.head.slice(1)).toEqual(['FY2025（%）', 'FY2024（%）']);
  });

  it('heads the workforce table in sentence case', () => {
    const t = table(
      workforceTable({ beginTotal: '118', endTotal: '124', hiresTotal: '26', leaversTotal: '20' }, 'en', 'Workforce'),
    );
    expect(t.head.slice(1, 5)).toEqual(['Year begin', 'Year end', 'New hires', 'Leavers']);
  });
});

describe('the company’s name in a Chinese edition (item: feedback line)', () => {
  it('replaces the English name in Chinese text, with the spaces that set it apart', () => {
    expect(
      withChineseName('香港英皇道979號 Acme Holdings Ltd 可持續發展部', ['Acme Holdings Ltd'], '極致控股有限公司'),
    ).toBe('香港英皇道979號極致控股有限公司可持續發展部');
    expect(withChineseName('Acme Holdings Ltd, 979 King’s Road', ['Acme Holdings Ltd'], '極致控股有限公司')).toBe(
      'Acme Holdings Ltd, 979 King’s Road',
    );
  });

  it('prints the Chinese name in the hk and cn editions’ answers, the English in the en edition', () => {
    const y = {
      companyLang: 'hk',
      company: { name: 'Acme Holdings Ltd', nameZh: '極致控股有限公司' },
      answers: { company_information: { feedbackContact: '歡迎聯絡 Acme Holdings Ltd 可持續發展部' } },
      previousAnswers: {},
    } as unknown as YearInputs;
    expect(inLanguage(y, 'hk').answers.company_information!.feedbackContact).toBe(
      '歡迎聯絡極致控股有限公司可持續發展部',
    );
    expect(inLanguage(y, 'cn').answers.company_information!.feedbackContact).toContain('极致控股有限公司可持');
  });
});

describe('the appendix’s evidence part (item: workflow text)', () => {
  const x = (evidence: ReportInputs['evidence']) =>
    ({ lang: 'en', emissions: { gwpSet: 'AR5', bases: [] }, evidence }) as unknown as ReportInputs;

  it('is left out when no evidence is attached, kept when some is', () => {
    expect(appendixSections(x([])).map((s) => s.id)).not.toContain('appendix-evidence');
    const one = [
      { anchor: 'a', files: [{ name: 'bill.pdf', uploadedAt: '2025-03-01' }] },
    ] as unknown as ReportInputs['evidence'];
    expect(appendixSections(x(one)).map((s) => s.id)).toContain('appendix-evidence');
  });
});
