import { describe, expect, it } from 'vitest';
import type { EmissionsJson, FigureJson } from '../src/calc/emissions/present';
import type { ClimateMetricsView } from '../src/schemas/climate';
import { partDMetrics } from '../src/domain/reports/partD';

const LANGS = ['en', 'hk', 'cn'] as const;
const f = (value: number, complete = true): FigureJson => ({ value, unit: 'tCO2e', complete, gaps: [], select: [] });
const year = (scope3: FigureJson) =>
  ({
    provisions: { 'D-MT-GHG1': { total: f(14.55) }, 'D-MT-GHG2': { total: f(287.5) }, 'A1.2': { scope3 } },
    intensities: {},
    scopes: {},
    lines: [{}],
    gaps: [],
  }) as unknown as EmissionsJson;
const climate = {
  scope3: [{ category: 1, tCO2e: '27.31', complete: true, sources: [], state: 'reported' }],
  scope3Total: { tCO2e: '27.31', categories: [1], complete: true },
} as unknown as ClimateMetricsView;
const LABELS = { en: ['FY2025', 'FY2024'], hk: ['2025 財年', '2024 財年'], cn: ['2025 财年', '2024 财年'] };

/**
 * ADR 0109: Part D's Scope 3 is the year's screening, which last year did not have: its "Not available" beside A1.2's
 * figure for last year is said, with where that figure is, so the two tables do not read as disagreeing.
 */
describe('last year’s Scope 3 in Part D, unscreened', () => {
  it.each(LANGS)('%s: a sentence under the table says why it is not available and points to A1.2', (lang) => {
    const [now, before] = LABELS[lang];
    const y = {
      lang,
      thisYear: { label: now!, json: year(f(35.91)) },
      lastYear: { label: before!, json: year(f(30.2, false)) },
    };
    const notes = partDMetrics(y, climate).flatMap((b) => (b.kind === 'p' ? [b.text] : []));
    const note = notes.find((t) => t.includes('A1.2'));
    expect(note).toContain(before);
    expect(note).toContain('30.20* tCO₂e');
  });

  it('says nothing when last year has no Scope 3 to point to', () => {
    const empty = { ...year(f(0)), lines: [] } as unknown as EmissionsJson;
    const y = {
      lang: 'en' as const,
      thisYear: { label: 'FY2025', json: year(f(35.91)) },
      lastYear: { label: 'FY2024', json: empty },
    };
    expect(JSON.stringify(partDMetrics(y, climate))).not.toContain('A1.2');
  });
});
