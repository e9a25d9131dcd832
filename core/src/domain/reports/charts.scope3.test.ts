import { describe, expect, it } from 'vitest';
import { unitConverter } from '../../calc/emissions/adapters';
import type { ClimateMetricsView } from '../../schemas/climate';
import type { Language } from '../../schemas/common';
import type { ReportBlock } from '../../schemas/reports';
import { referenceData } from '../catalogues/data';
import { calculateYear } from '../emissions/calculate';
import { factorCatalogue } from '../factors/seed';
import type { ResourceRecord } from '../resources/rows';
import { unitCatalogue } from '../units/catalogue';
import { reportCharts } from './charts';
import { fitted, W } from '../../calc/charts/layout';
import { reportText } from './messages';
import { markedFigure } from './format';
import { a1Part, type EmissionYears } from './environmental';
import { partDMetrics } from './partD';
import { categoriesText, screenedTotal } from './scope3Total';
import type { ReportInputs } from './inputs';

/**
 * ADR 0109 amended: the emissions charts' Scope 3 is the environmental data's (as A1.2's row), while Part D's Scope 3
 * total adds the screening's categories; the chart names its series for what it counts and a note under it says where
 * the full total is — so 35.91 in the chart and 841.7* in Part D do not read as disagreeing.
 */
const csv = referenceData();
const water = (yearEnd: string): ResourceRecord => ({
  rowId: `water-${yearEnd}`,
  type: 'water',
  yearEnd,
  locationId: 'HQ',
  unit: 'm3',
  months: Array<string>(12).fill('100'),
  attributes: { source: 'municipal' },
  version: 1,
  auditId: `A-water-${yearEnd}`,
  updatedAt: '',
});
const emissions = (yearEnd: string) =>
  calculateYear({
    rows: [water(yearEnd)],
    period: { financialYearEndDate: yearEnd },
    library: factorCatalogue(csv),
    units: unitConverter(unitCatalogue(csv.unitFactors)),
  });
const period = (yearEnd: string) =>
  ({ yearEnd, startDate: `${yearEnd.slice(0, 4)}-01-01`, financialYearEndDate: yearEnd }) as ReportInputs['period'];
/** Part D's screening: categories 1 and 13 quantified, 13 the suppliers' own figures; category 1 incomplete. */
const climate = {
  scope3: [
    { category: 1, tCO2e: '27.306', complete: false, sources: [], state: 'reported' },
    { category: 13, tCO2e: '673.1', complete: true, sources: [], state: 'reported' },
  ],
  scope3Total: { tCO2e: '700.406', categories: [1, 13], complete: false },
  targets: [],
} as unknown as ClimateMetricsView;

const inputs = (lang: Language, ruleSet: string) =>
  ({
    lang,
    ruleSet,
    climate,
    period: period('2025-12-31'),
    previous: period('2024-12-31'),
    answers: {},
    previousAnswers: {},
    emissions: emissions('2025-12-31'),
    previousEmissions: emissions('2024-12-31'),
  }) as unknown as ReportInputs;

function printed(lang: Language, ruleSet: string) {
  const x = inputs(lang, ruleSet);
  const label = lang === 'en' ? 'FY2025' : '2025 財年';
  return reportCharts(x, {
    lang,
    thisYear: { label, json: x.emissions },
    lastYear: { label: 'FY2024', json: x.previousEmissions! },
  }).emissions;
}
const seriesNames = (blocks: ReportBlock[]) =>
  blocks.flatMap((b) => (b.kind === 'chart' ? [b.series.map((s) => s.name)] : []));
const sentences = (blocks: ReportBlock[]) => blocks.flatMap((b) => (b.kind === 'p' ? [b] : []));

describe('the emissions charts’ Scope 3 beside Part D’s total', () => {
  it('names the Scope 3 series for what it counts, in the chart by year and by month', () => {
    const en = seriesNames(printed('en', '2025'));
    expect(en[0]).toContain('Scope 3 (environmental data)');
    expect(en[1]).toContain('Scope 3 (environmental data)');
    expect(en.flat()).not.toContain('Scope 3 (other indirect)');
    expect(seriesNames(printed('hk', '2025'))[0]).toContain('範圍3（環境數據）');
    expect(seriesNames(printed('cn', '2025'))[0]).toContain('范围3（环境数据）');
  });

  it('says under the chart by year what its Scope 3 covers and where Part D’s total is, its star explained', () => {
    const blocks = printed('en', '2025');
    expect(blocks.map((b) => b.kind).slice(0, 4)).toEqual(['chart', 'p', 'p', 'chart']);
    expect(sentences(blocks).slice(0, 2)).toEqual([
      {
        kind: 'p',
        text:
          'Scope 3 in these charts counts the environmental data alone (category 1), as the A1.2 table does. The ' +
          'Scope 3 total across every screened category for FY2025, 700.4* tCO₂e (categories 1, 13), is reported in ' +
          'Part D, Climate-related disclosures.',
        keepWithPrevious: true,
      },
      {
        kind: 'p',
        note: true,
        text: '* The Scope 3 total is incomplete: some sources of category 1 could not be counted.',
      },
    ]);
    expect(sentences(printed('hk', '2025'))[0]!.text).toBe(
      '圖表中的範圍3只計環境數據（類別 1），與 A1.2 表相同。2025 財年所有經篩選類別的範圍3總排放量為 700.4* tCO₂e' +
        '（類別 1、13），載於 D 部分「氣候相關披露」。',
    );
    expect(sentences(printed('cn', '2025'))[0]!.text).toContain('载于 D 部分「气候相关披露」');
  });

  it('names the total by location for what it counts and says under that chart that it is not Part D’s', () => {
    const location = (lang: Language) => {
      const blocks = printed(lang, '2025');
      const at = blocks.findIndex((b) => b.kind === 'chart' && b.title === reportText(lang, 'locationChart'));
      const chart = blocks[at];
      return { names: chart?.kind === 'chart' ? chart.series.map((s) => s.name) : [], after: blocks[at + 1] };
    };
    expect(location('en').names).toEqual(['Scope 1, 2 and 3 (environmental data)']);
    // The legend prints the whole name, not cut with an ellipsis.
    for (const lang of ['en', 'hk', 'cn'] as const)
      for (const name of location(lang).names) expect(fitted(name, W / 2)).toBe(name);
    expect(location('en').after).toEqual({
      kind: 'p',
      text:
        'The total by location counts Scope 1, Scope 2 and Scope 3 from the environmental data (category 1), as the ' +
        'A1.2 table’s total does; the estimates of Part D’s Scope 3 screening are not made by location and are not in it.',
      keepWithPrevious: true,
    });
    expect(location('hk').names).toEqual(['範圍1、2及3（環境數據）']);
    expect(location('hk').after).toMatchObject({
      text: expect.stringContaining('D 部分範圍3篩選的估算並非按地點作出'),
    });
    expect(location('cn').names).toEqual(['范围1、2及3（环境数据）']);
    expect(location('cn').after).toMatchObject({
      text: expect.stringContaining('D 部分范围3筛选的估算并非按地点作出'),
    });
  });

  it('keeps “Scope 3 (other indirect)” and no note when the report prints no Part D screening (rules before 2025)', () => {
    const blocks = printed('en', '2020');
    expect(seriesNames(blocks)[0]).toContain('Scope 3 (other indirect)');
    expect(sentences(blocks)).toEqual([]);
  });
});

/**
 * ADR 0075 amended: the starred Scope 3 total's note is printed once where a reader needs it — once in A1's part (under
 * A1.2, not again under the chart by year) and once in Part D's (under its table, not again under the screening).
 */
describe('the Scope 3 total’s note, once per part', () => {
  const note = '* The Scope 3 total is incomplete: some sources of category 1 could not be counted.';
  const notes = (blocks: ReportBlock[]) => sentences(blocks).filter((b) => b.note);
  const years = (x: ReportInputs): EmissionYears => ({
    lang: x.lang,
    thisYear: { label: 'FY2025', json: x.emissions },
    lastYear: { label: 'FY2024', json: x.previousEmissions! },
  });

  it('prints it under A1.2 and not again under the chart by year', () => {
    const x = inputs('en', '2025');
    const blocks = a1Part(years(x), screenedTotal(climate), reportCharts(x, years(x)).emissions);
    expect(notes(blocks).filter((b) => b.text === note)).toHaveLength(1);
    // The chart's sentence stays, its star explained by the note above it.
    expect(sentences(blocks).map((b) => b.text)).toContainEqual(expect.stringContaining('Scope 3 in these charts'));
  });

  it('prints it under Part D’s table and not again under the screening, in en, hk and cn', () => {
    for (const lang of ['en', 'hk', 'cn'] as const) {
      const blocks = partDMetrics(years(inputs(lang, '2025')), climate);
      const texts = notes(blocks).map((b) => b.text);
      expect(new Set(texts).size).toBe(texts.length);
      expect(
        texts.filter((t) => t === reportText(lang, 'scope3TotalIncomplete', { categories: categoriesText([1], lang) })),
      ).toHaveLength(1);
    }
    const blocks = partDMetrics(years(inputs('en', '2025')), climate);
    const table = blocks.findIndex((b) => b.kind === 'table');
    expect(blocks[table + 1]).toEqual({ kind: 'p', note: true, text: note });
  });
});

/** ADR 0135 amended: a chart carries its figures as the report's tables print them, for its drawing and its Word table. */
describe('a chart’s printed figures', () => {
  it('are each value as a table prints it: four significant digits, a gap “–”, an incomplete one starred', () => {
    const x = inputs('en', '2025');
    const all = Object.values(
      reportCharts(x, {
        lang: 'en',
        thisYear: { label: 'FY2025', json: x.emissions },
        lastYear: { label: 'FY2024', json: x.previousEmissions! },
      }),
    )
      .flat()
      .flatMap((b) => (b.kind === 'chart' ? [b] : []));
    expect(all.length).toBeGreaterThan(2);
    for (const c of all)
      for (const s of c.series)
        expect(s.figures, `${c.title}: ${s.name}`).toEqual(
          s.values.map((v, i) => (v === null ? '–' : markedFigure(v, !s.incomplete?.includes(i), 'en'))),
        );
    const water = all.find((c) => c.title === reportText('en', 'waterChart'))!;
    expect(water.series.map((s) => s.figures)).toEqual([['1,200', '1,200']]);
  });
});
