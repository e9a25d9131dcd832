import { describe, expect, it } from 'vitest';
import { pageByKey } from '../../pages/index';
import type { PagePayload, TableRow } from '../../catalogue/values';
import type { ReportBlock } from '../../schemas/reports';
import { withTargetUnits, targetViews, type MetricSource } from '../climate/metrics';
import { rational } from '../../lib/rational';
import { pageBlocks } from './pageBlocks';

/** ADR 0091: a choice printed as the company's statement; every target value with its unit. */
const metrics = pageByKey('climate_metrics')!;
const ctx = (lang: 'en' | 'hk' | 'cn') => ({ lang, locations: new Map<string, string>() });
const text = (blocks: ReportBlock[]) =>
  JSON.stringify(blocks.map((b) => (b.kind === 'records' ? b.records.map((r) => r.fields) : b)));
const target = (over: TableRow = {}): TableRow => ({
  metric: 'scope1And2',
  basis: 'absolute',
  baseYear: '2024',
  targetYear: '2030',
  targetValue: '185',
  grossNet: 'gross',
  ...over,
});
const year: MetricSource = {
  ghg: { scope1: { amount: rational(10n) }, scope2: { amount: rational(290n) } },
  settings: { denominators: { floorArea: { value: '6000', unit: 'm2' } } },
};

describe('the internal carbon price as the company’s statement', () => {
  it.each([
    ['en', 'no', 'The company does not use an internal carbon price.'],
    ['en', 'yes', 'The company uses an internal carbon price.'],
    ['hk', 'no', '公司並無採用內部碳價。'],
    ['cn', 'no', '公司并无采用内部碳价。'],
  ] as const)('%s, %s: a sentence, never “Is an internal carbon price used? No”', (lang, used, sentence) => {
    const blocks = pageBlocks(metrics, { carbonPriceUsed: used, remunerationPercent: '10' } as PagePayload, ctx(lang));
    expect(blocks).toContainEqual({ kind: 'p', text: sentence });
    expect(text(blocks)).not.toMatch(/Is an internal carbon price used|有否採用內部碳價|有否采用内部碳价/);
  });
});

describe('climate targets print every value with its unit', () => {
  it('computes the unit: tCO2e, per the intensity page’s denominator unit, or what was typed for another metric', () => {
    const rows = [
      target(),
      target({ basis: 'intensity', denominator: 'floorArea', targetValue: '0.03' }),
      target({ metric: 'other', unit: 'MWh', targetValue: '700', baseValue: '820' }),
      target({ metric: 'other', targetValue: '5' }),
    ];
    expect(targetViews(rows, year, new Map()).map((v) => v.unit)).toEqual(['tCO2e', 'tCO2e/m2', 'MWh', null]);
  });

  it('prints “185.0 tCO₂e” in the target’s record, as Part D’s target table does, and no unit line of its own, in en, hk and cn', () => {
    const rows = [target(), target({ metric: 'other', unit: 'MWh', targetValue: '700', baseValue: '820' })];
    const answers = withTargetUnits(
      { climate_metrics: { targets: rows } as PagePayload },
      {
        targets: targetViews(rows, year, new Map()),
      },
    );
    for (const lang of ['en', 'hk', 'cn'] as const) {
      const printed = text(pageBlocks(metrics, answers.climate_metrics, ctx(lang)));
      // Four significant digits, as Part D prints the same values (ADR 0075): one figure reads alike on every page.
      expect(printed).toContain('185.0 tCO₂e');
      expect(printed).toContain('700.0 MWh');
      expect(printed).toContain('820.0 MWh');
      expect(printed).not.toMatch(/Unit \(for another metric|單位（其他指標|单位（其他指标/);
    }
  });
});

describe('a table prints only the columns some row answers', () => {
  it('leaves out "Number of shops" when no location has one', () => {
    const boundary = pageByKey('reporting_boundaries')!;
    const row = {
      name: 'Head office',
      address: '1 Queen’s Road',
      city: 'Hong Kong',
      locationType: 'office',
      inBoundary: 'yes',
    };
    const blocks = pageBlocks(
      boundary,
      { locations: [row, { ...row, name: 'Depot' }] } as unknown as PagePayload,
      ctx('en'),
    );
    const table = blocks.find((b) => b.kind === 'table' || b.kind === 'records');
    expect(JSON.stringify(table)).toContain('Office');
    expect(JSON.stringify(table)).not.toContain('Number of shops');
  });
});
