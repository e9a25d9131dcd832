import { describe, expect, it } from 'vitest';
import type { EmissionsJson, FigureJson } from '../src/calc/emissions/present';
import { partDMetrics } from '../src/domain/reports/partD';
import { pageBlocks } from '../src/domain/reports/pageBlocks';
import { pageByKey } from '../src/pages/index';
import type { PagePayload } from '../src/catalogue/values';
import type { ClimateMetricsView } from '../src/schemas/climate';
import { reportText } from '../src/domain/reports/messages';
import { categoriesText } from '../src/domain/reports/scope3Total';

const f = (value: number): FigureJson => ({ value, unit: 'tCO2e', complete: true, gaps: [], select: [] });
const json = {
  provisions: {
    'D-MT-GHG1': { total: f(14.55) },
    'D-MT-GHG2': { total: f(287.46) },
    'D-MT-GHG3': { total: f(35.9), 'category-6': f(3.829), 'category-1': f(0.6882) },
  },
  intensities: {},
  scopes: { removals: f(1.38) },
  lines: [],
  gaps: [],
} as unknown as EmissionsJson;
const climate = {
  targets: [
    {
      index: 0,
      metric: 'scope1And2',
      calculated: true,
      baseYear: '2024',
      targetYear: '2030',
      baseValue: '284.3',
      baseFrom: 'data',
      currentValue: '302.0',
      targetValue: '185',
      progress: '-17.83',
      unit: 'tCO2e',
    },
  ],
} as unknown as ClimateMetricsView;

/** ADR 0075: Part D prints what the product computes, not only what was typed. */
describe('Part D metrics in the report', () => {
  const blocks = partDMetrics({ lang: 'en', thisYear: { label: 'FY2025', json } }, climate);
  const tables = blocks.flatMap((b) => (b.kind === 'table' ? [b] : []));

  it('prints market-based Scope 2 beside location-based, says why they are equal, and the removals by trees', () => {
    expect(tables[0]!.rows).toEqual([
      ['Scope 1 (direct)', 'tCO₂e', '14.55'],
      ['Scope 2 (location-based)', 'tCO₂e', '287.5'],
      ['Scope 2 (market-based)', 'tCO₂e', '287.5'],
      ['Scope 3 (other indirect)', 'tCO₂e', '35.90'],
      ['Removals by trees', 'tCO₂e', '1.380'],
    ]);
    // Said under the table, on its page (ADR 0044).
    expect(blocks).toContainEqual({
      kind: 'p',
      text: expect.stringContaining('market-based Scope 2 equals'),
      keepWithPrevious: true,
    });
  });

  it('prints Scope 3 by GHG Protocol category, in category order', () => {
    expect(tables[1]!.rows.map((r) => r[0])).toEqual(['1 Purchased goods and services', '6 Business travel']);
  });

  it('prints each target’s progress as GET /api/climate/metrics computes it', () => {
    expect(tables[2]!.rows).toEqual([
      ['Scope 1 and 2 GHG emissions (2024–2030)', 'tCO₂e', '2024', '284.3', '302.0', '185.0', '\u221217.8'],
    ]);
  });

  it('prints a target’s value on the Metrics page’s record as its progress table does: “185.0 tCO₂e” (ADR 0075)', () => {
    const typed = { metric: 'scope1And2', targetYear: '2030', targetValue: '185', unit: 'tCO2e' };
    const page = pageBlocks(pageByKey('climate_metrics')!, { targets: [typed] } as PagePayload, {
      lang: 'en',
      locations: new Map(),
    });
    expect(tables[2]!.rows[0]![5]).toBe('185.0');
    expect(JSON.stringify(page)).toContain('"185.0 tCO₂e"');
  });
});

/** ADR 0090: market-based Scope 2 from the contractual instruments entered with the electricity. */
describe('market-based Scope 2 with contractual instruments', () => {
  const withInstruments = {
    ...json,
    provisions: { ...json.provisions, 'D-MT-GHG2': { total: f(287.46), marketBased: f(251.2) } },
    instruments: [
      {
        kind: 'certificate',
        mwh: '93',
        perMwh: 0,
        vintage: 2025,
        reference: 'CLP Renewable Energy Certificates',
        rowId: 'r',
        locationId: 'hq',
        rate: { value: '0', unit: 'kgCO2e/kWh' },
      },
    ],
  } as unknown as EmissionsJson;
  const printed = (lang: 'en' | 'hk' | 'cn') =>
    partDMetrics({ lang, thisYear: { label: 'FY2025', json: withInstruments } }, undefined);

  it('prints both figures, the method and the instruments, in en, hk and cn', () => {
    const en = printed('en');
    const tablesEn = en.flatMap((b) => (b.kind === 'table' ? [b] : []));
    expect(tablesEn[0]!.rows.slice(1, 3)).toEqual([
      ['Scope 2 (location-based)', 'tCO₂e', '287.5'],
      ['Scope 2 (market-based)', 'tCO₂e', '251.2'],
    ]);
    const text = (blocks: typeof en) => blocks.flatMap((b) => (b.kind === 'p' ? [b.text] : [])).join(' ');
    expect(text(en)).toContain('no residual mix factor is published for Hong Kong');
    expect(text(en)).toContain('covered 93 MWh');
    expect(text(en)).not.toContain('equals location-based');
    expect(tablesEn[1]!.rows).toEqual([
      ['Renewable energy certificates', 'CLP Renewable Energy Certificates', '2025', '93', '0'],
    ]);
    expect(text(printed('hk'))).toContain('剩餘組合排放因子');
    // The method and the instruments run on as one Chinese paragraph: no space between the sentences.
    expect(text(printed('hk'))).toMatch(/。本年度註銷的合約工具/);
    expect(
      printed('cn')
        .flatMap((b) => (b.kind === 'table' ? b.rows : []))
        .flat(),
    ).toContain('可再生能源证书');
  });

  it('prints the reference in the edition’s language; one typed text as typed; a missing language marked (ADR 0137)', () => {
    const referenceIn = (lang: 'en' | 'hk' | 'cn', reference: unknown) => {
      const one = { ...withInstruments, instruments: [{ ...withInstruments.instruments![0]!, reference }] };
      const blocks = partDMetrics({ lang, thisYear: { label: 'FY2025', json: one as EmissionsJson } }, undefined);
      return blocks.flatMap((b) => (b.kind === 'table' ? [b] : []))[1]!.rows[0]![1];
    };
    const both = { en: 'CLP Renewable Energy Certificates', hk: '中電可再生能源證書' };
    expect(referenceIn('en', both)).toBe('CLP Renewable Energy Certificates');
    expect(referenceIn('hk', both)).toBe('中電可再生能源證書');
    expect(referenceIn('cn', both)).toBe('中电可再生能源证书');
    expect(referenceIn('cn', { ...both, cn: '中电绿证' })).toBe('中电绿证');
    expect(referenceIn('hk', 'CLP RECs')).toBe('CLP RECs');
    expect(referenceIn('hk', { en: 'CLP RECs' })).toMatch(/^【英文原文——尚未翻譯】 ?CLP RECs$/);
    expect(referenceIn('en', { hk: '中電證書' })).toMatch(/translation missing.*中電證書$/);
  });
});

describe('Part D’s Scope 3 screening (ADR 0109)', () => {
  const line = (category: number, over: Partial<ClimateMetricsView['scope3'][number]>) => ({
    category,
    tCO2e: null,
    complete: true,
    sources: [],
    state: 'missing' as const,
    ...over,
  });
  const screened = {
    ...climate,
    scope3: [
      line(1, { state: 'reported', tCO2e: '12.5', method: 'average', tier: '2' }),
      line(2, { state: 'missing', method: 'spend', tier: '3', complete: false, missing: [{ kind: 'ownFactor' }] }),
      line(3, { state: 'reported', tCO2e: '1.466', method: 'average', tier: '2' }),
      ...[4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((n) => line(n, {})),
      line(15, { state: 'excluded', reason: 'The Group holds no investments.' }),
    ],
    scope3Total: { tCO2e: '13.966', categories: [1, 3], complete: true },
  } as ClimateMetricsView;

  it('prints all fifteen categories with method, tier, and figure or the reason excluded; the total says its categories', () => {
    for (const lang of ['en', 'hk', 'cn'] as const) {
      const blocks = partDMetrics({ lang, thisYear: { label: 'FY2025', json } }, screened);
      const table = blocks.flatMap((b) => (b.kind === 'table' ? [b] : []))[1]!;
      expect(table.rows).toHaveLength(15);
      // Each edition lists them its own way: "1, 3" in English, "1、3" in Chinese.
      const list = lang === 'en' ? '1, 3' : '1、3';
      expect(blocks.flatMap((b) => (b.kind === 'p' ? [b.text] : []))).toContainEqual(expect.stringContaining(list));
    }
    const blocks = partDMetrics({ lang: 'en', thisYear: { label: 'FY2025', json } }, screened);
    const [scopes, table] = blocks.flatMap((b) => (b.kind === 'table' ? [b] : []));
    // Part D's emissions table carries the screened total beside Scope 1 and 2, before the removals.
    expect(scopes!.rows.slice(-2)).toEqual([
      ['Scope 3 (other indirect)', 'tCO₂e', '13.97'],
      ['Removals by trees', 'tCO₂e', '1.380'],
    ]);
    expect(table!.head).toEqual(['Category', 'Method', 'Data quality', 'tCO₂e, or why excluded']);
    expect(table!.rows[0]).toEqual([
      '1 Purchased goods and services',
      'Average-data (activity-based)',
      'Tier 2: activity data × published factor',
      // Category 1 says what of it is the suppliers' own figures (ADR 0119): here none.
      '12.50 (none of it supplier-specific: no supplier answered a data request for the year)',
    ]);
    expect(table!.rows[1]![3]).toBe('Relevant, not yet quantified (needs the company’s own factor and its source)');
    expect(table!.rows[3]![3]).toBe('Not yet screened');
    expect(table!.rows[14]![3]).toBe('Not relevant: The Group holds no investments.');
    expect(blocks).toContainEqual({
      kind: 'p',
      text: 'The Scope 3 total of 13.97 tCO₂e includes categories 1, 3.',
      keepWithPrevious: true,
    });
  });

  it('stars an incomplete screened total in the emissions table with its note; no other year’s is known', () => {
    const incomplete = {
      ...screened,
      scope3: screened.scope3.map((l) => (l.category === 3 ? { ...l, complete: false } : l)),
      scope3Total: { ...screened.scope3Total, complete: false },
    } as ClimateMetricsView;
    for (const lang of ['en', 'hk', 'cn'] as const) {
      const y = { lang, thisYear: { label: 'FY2025', json }, lastYear: { label: 'FY2024', json: { ...json } } };
      const blocks = partDMetrics(y, incomplete);
      const scopes = blocks.find((b) => b.kind === 'table')!;
      if (scopes.kind !== 'table') throw new Error('a table');
      const t = (k: Parameters<typeof reportText>[1]) => reportText(lang, k);
      expect(scopes.rows).toContainEqual([t('scope3'), expect.any(String), '13.97*', t('notAvailable')]);
      const after = blocks[blocks.indexOf(scopes) + 1]!;
      expect(after.kind === 'p' && after.text).toBe(
        reportText(lang, 'scope3TotalIncomplete', { categories: categoriesText([3], lang) }),
      );
    }
  });

  it('prints an excluded category’s reason in the edition’s language, from the edition’s answers (ADR 0121)', () => {
    const reasonOf = (lang: 'en' | 'hk', screening?: unknown) => {
      const blocks = partDMetrics({ lang, thisYear: { label: 'FY2025', json } }, screened, screening);
      return blocks.flatMap((b) => (b.kind === 'table' ? [b] : []))[1]!.rows[14]![3];
    };
    const edition = [{ category: '15', relevance: 'notRelevant', reason: '本集團並無投資。' }];
    expect(reasonOf('hk', edition)).toContain('本集團並無投資。');
    expect(reasonOf('hk', edition)).not.toContain('The Group');
    // Without the edition's answers, the metrics' one text.
    expect(reasonOf('en')).toBe('Not relevant: The Group holds no investments.');
  });
});

describe('Part D’s path to each target (ADR 0110)', () => {
  const withPath = {
    ...climate,
    targets: [
      {
        ...climate.targets[0]!,
        basis: 'absolute',
        pathway: {
          points: [
            { year: 2024, actual: '300', path: '300', milestone: null },
            { year: 2025, actual: '290', path: '280', milestone: null },
            { year: 2026, actual: null, path: '260', milestone: '270' },
          ],
          gap: '10',
          gapYear: 2025,
        },
      },
    ],
  } as ClimateMetricsView;

  it('draws actuals, the linear path and the milestones year by year, and says the gap', () => {
    const blocks = partDMetrics({ lang: 'en', thisYear: { label: 'FY2025', json } }, withPath);
    const chart = blocks.find((b) => b.kind === 'chart');
    expect(chart).toEqual({
      kind: 'chart',
      chartType: 'line',
      title: 'Scope 1 and 2 GHG emissions: the path to the 2030 target',
      unit: 'tCO₂e',
      categories: ['2024', '2025', '2026'],
      series: [
        { name: 'Actual', values: [300, 290, null] },
        { name: 'Linear path to the target', values: [300, 280, 260] },
        { name: 'Interim milestone', values: [null, null, 270] },
      ],
    });
    expect(blocks).toContainEqual({
      kind: 'p',
      text: 'In 2025 the figure was 10.00 tCO₂e above the linear path to the target.',
      keepWithPrevious: true,
    });
    const hk = partDMetrics({ lang: 'hk', thisYear: { label: 'FY2025', json } }, withPath);
    expect(hk).toContainEqual(
      expect.objectContaining({ kind: 'chart', title: expect.stringContaining('2030 年目標') }),
    );
  });
});
