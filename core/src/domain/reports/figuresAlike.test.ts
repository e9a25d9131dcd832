import { describe, expect, it } from 'vitest';
import type { EmissionsJson } from '../../calc/emissions/present';
import type { PagePayload } from '../../catalogue/values';
import { pageByKey } from '../../pages/index';
import type { ClimateMetricsView } from '../../schemas/climate';
import type { ReportBlock } from '../../schemas/reports';
import { pageBlocks } from './pageBlocks';
import { scope3Blocks } from './partDScope3';

/** ADR 0075: one figure prints the same, in one unit form, on every page (the training table: reports.statements). */

const tables = (blocks: ReportBlock[]) => blocks.flatMap((b) => (b.kind === 'table' ? [b] : []));
const ctx = (lang: 'en' | 'hk' | 'cn') => ({ lang, locations: new Map<string, string>() });

describe('one figure, one form (Part D and the pages it sums)', () => {
  const metrics = pageByKey('climate_metrics')!;
  const estimate = { category: '13', tCO2e: '673.08', methodNote: 'Tenants’ metered electricity.' };
  const json = {
    provisions: {},
    intensities: {},
    scopes: {},
    lines: [],
    gaps: [],
    specs: [],
  } as unknown as EmissionsJson;
  const climate = {
    scope3: [{ category: 13, tCO2e: '673.08', complete: true, sources: [], state: 'reported' }],
    scope3Total: { tCO2e: '673.08', categories: [13], complete: true },
  } as unknown as ClimateMetricsView;

  it('prints a Scope 3 estimate as Part D’s category row does, under a head with tCO₂e', () => {
    for (const lang of ['en', 'hk', 'cn'] as const) {
      const page = tables(pageBlocks(metrics, { scope3Other: [estimate] } as PagePayload, ctx(lang)));
      const partD = tables(scope3Blocks(climate, { lang, thisYear: { label: 'FY2025', json } }))[0]!;
      expect(page[0]!.rows[0]![1]).toBe(partD.rows[0]![3]);
      expect(page[0]!.rows[0]![1]).toBe('673.1');
      expect(page[0]!.head[1]).toBe({ en: 'Emissions (tCO₂e)', hk: '排放量（tCO₂e）', cn: '排放量（tCO₂e）' }[lang]);
      expect(partD.head[3]).toMatch(/^tCO₂e/);
    }
  });

  it('writes the Scope 3 total with the unit symbol in a Chinese edition, as A1.2’s note and the unit columns do', () => {
    for (const lang of ['hk', 'cn'] as const) {
      const text = JSON.stringify(scope3Blocks(climate, { lang, thisYear: { label: 'FY2025', json } }));
      expect(text).toContain('673.1 tCO₂e');
      expect(text).not.toMatch(/噸二氧化碳當量|吨二氧化碳当量/);
    }
  });
});
