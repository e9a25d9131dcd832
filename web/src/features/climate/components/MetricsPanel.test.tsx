import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { climateRoutes } from '@esg/core/contract/climate';
import type { ClimateMetricsView } from '@esg/core/schemas/climate';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { MetricsPanel } from './MetricsPanel';

const YEAR = '2025-12-31';
const basis = { factorYear: 2025, gwpSet: 'AR5', locationBased: false };
/** What the API answers: exact decimal texts, the method in English, factors by library id. */
const METRICS: ClimateMetricsView = {
  yearEnd: YEAR,
  scope1: {
    tCO2e: '14.553435600000',
    complete: true,
    method: 'GHG Protocol: activity × emission factor of 2025, GWP AR5',
    basis,
    factors: [{ id: 'vehicle-diesel-private-van', source: 'HKEX Appendix 2', proxy: false }],
  },
  scope2: {
    tCO2e: '0.688224',
    complete: false,
    method: 'GHG Protocol: activity × emission factor of 2025, GWP AR5, location-based',
    basis: { ...basis, locationBased: true },
    factors: [{ id: 'elec-clp', source: 'CLP 2023', proxy: true }],
  },
  scope3: [{ category: 6, tCO2e: '2.1015', complete: true, sources: ['businessTravel'], state: 'reported' }],
  scope3Total: { tCO2e: '2.1015', categories: [6], complete: true },
  targets: [
    {
      index: 0,
      unit: 'tCO2e',
      metric: 'scope1And2',
      calculated: true,
      baseYear: '2024',
      targetYear: '2030',
      baseValue: '20',
      baseFrom: 'data',
      currentValue: '15.2416356',
      targetValue: '10',
      progress: '7.4436',
    },
  ],
};

afterEach(cleanup);

describe('MetricsPanel', () => {
  it.each([
    ['hk', '溫室氣體核算體系：活動量 × 2025 年排放因子，全球暖化潛勢 AR5', 'CLP 2023（沿用較早年度的因子）'],
    ['cn', '温室气体核算体系：活动量 × 2025 年排放因子，全球变暖潜势 AR5', 'CLP 2023（沿用较早年度的因子）'],
  ] as const)(
    'says the method in %s, names sources not factor ids, and shows figures by the one rule',
    async (language, method, proxy) => {
      fakeApi.on(climateRoutes.climateMetrics, () => METRICS);
      renderWidget(<MetricsPanel year={YEAR} version={1} />, { language });
      const panel = await screen.findByTestId('climate-metrics');
      await screen.findByText(method);
      const text = panel.textContent ?? '';
      expect(text).toContain(proxy);
      expect(text).not.toMatch(/GHG Protocol|location-based|vehicle-diesel|elec-clp/);
      // 14.5534356 → 14.553, 0.688224 → 0.68822, 2.1015 stays, 7.4436 % → 7.44 %.
      for (const shown of ['14.553', '0.68822', '2.1015', '15.242', '7.44%']) expect(text).toContain(shown);
      expect(text).not.toMatch(/14\.5534|0\.688224|7\.4436/);
    },
  );

  it.each([
    ['en', ['HKEX Appendix 2', 'CLP Holdings, Sustainability Report 2023'], 'en'],
    ['hk', ['香港交易所附錄二', '中電控股有限公司《2023 可持續發展報告》'], 'zh-HK'],
    // Simplified: the library's override, else its Traditional text converted as the 简体 edition converts it.
    ['cn', ['香港交易所附录二', '中电控股有限公司《2023 可持续发展报告》'], 'zh-CN'],
  ] as const)('names each factor’s source in the reader’s language, %s (ADR 0137)', async (language, sources, lang) => {
    const worded = {
      ...METRICS,
      scope1: {
        ...METRICS.scope1,
        factors: [
          {
            id: 'a',
            source: 'HKEX Appendix 2',
            sourceHk: '香港交易所附錄二',
            sourceCn: '香港交易所附录二',
            proxy: false,
          },
        ],
      },
      scope2: {
        ...METRICS.scope2,
        factors: [
          {
            id: 'b',
            source: 'CLP Holdings, Sustainability Report 2023',
            sourceHk: '中電控股有限公司《2023 可持續發展報告》',
            proxy: false,
          },
          { id: 'c', source: 'Only in English', proxy: false },
        ],
      },
    };
    fakeApi.on(climateRoutes.climateMetrics, () => worded);
    renderWidget(<MetricsPanel year={YEAR} version={1} />, { language });
    const panel = await screen.findByTestId('climate-metrics');
    for (const source of sources) expect((await screen.findByText(source)).getAttribute('lang')).toBe(lang);
    if (language === 'cn') expect(panel.textContent).not.toMatch(/中電|可持續|報告/);
    // A source the library has only in English shows in English, marked so for readers and tools.
    expect(screen.getByText('Only in English').getAttribute('lang')).toBe('en');
    if (language !== 'en') expect(panel.textContent).not.toContain('HKEX Appendix 2');
  });

  it('shows each Scope 3 category’s method, tier and what it lacks, and which categories the total includes', async () => {
    fakeApi.on(climateRoutes.climateMetrics, (): ClimateMetricsView => ({
      ...METRICS,
      scope3: [
        {
          category: 3,
          tCO2e: '1.466',
          complete: true,
          sources: [],
          state: 'reported' as const,
          method: 'average',
          tier: '2',
        },
        {
          category: 2,
          tCO2e: null,
          complete: false,
          sources: [],
          state: 'missing' as const,
          method: 'spend',
          tier: '3',
          missing: [
            { kind: 'ownFactor' },
            { kind: 'rate', currency: 'USD' },
            { kind: 'factor', factorId: 'wtt-charcoal' },
          ],
        },
        {
          category: 15,
          tCO2e: null,
          complete: true,
          sources: [],
          state: 'excluded' as const,
          reason: 'No investments.',
        },
      ],
      scope3Total: { tCO2e: '1.466', categories: [3], complete: true },
    }));
    renderWidget(<MetricsPanel year={YEAR} version={1} />, { language: 'en' });
    const panel = await screen.findByTestId('climate-metrics');
    await screen.findByText('Scope 3 total: 1.466 tCO2e, including categories 3');
    const text = panel.textContent ?? '';
    for (const shown of ['Average-data (activity-based)', 'Tier 3: spend or proxy estimate', 'Not relevant'])
      expect(text).toContain(shown);
    expect(text).toContain(
      'your own factor and its source; the exchange rate USD → HKD; an emission factor for the year: add your own with its source',
    );
    expect(text).not.toContain('wtt-charcoal');
  });

  // Category 1 of 27.306 tCO2e, tier 2 by the screening; the suppliers' answers a part of it, all of it, or none.
  const categoryOneTier = async (language: 'en' | 'hk' | 'cn', supplierTCO2e?: string) => {
    const supplier = supplierTCO2e ? { tCO2e: supplierTCO2e, suppliers: 2, tier: '1' as const } : undefined;
    const categoryOne = { category: 1, tCO2e: '27.306', complete: true, sources: [], state: 'reported' as const };
    fakeApi.on(climateRoutes.climateMetrics, (): ClimateMetricsView => ({
      ...METRICS,
      scope3: [{ ...categoryOne, method: 'average', tier: '2', ...(supplier ? { supplier } : {}) }],
      scope3Total: { tCO2e: '27.306', categories: [1], complete: true },
    }));
    renderWidget(<MetricsPanel year={YEAR} version={1} />, { language });
    await screen.findByTestId('climate-metrics');
    const row = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes('27.306'))!;
    return within(row).getAllByRole('cell').at(-2)!.textContent;
  };

  it.each([
    ['en', 'Tier 1: primary data (the suppliers’ part); Tier 2: activity data × published factor (the rest)'],
    ['hk', '第1級：原始數據（供應商提供的部分）；第2級：活動數據 × 公開因子（其餘部分）'],
    ['cn', '第1级：原始数据（供应商提供的部分）；第2级：活动数据 × 公开因子（其余部分）'],
  ] as const)(
    'names category 1’s tier for each part when suppliers answered part of it, in %s',
    async (language, tiers) => {
      expect(await categoryOneTier(language, '5.2')).toBe(tiers);
    },
  );

  it('says category 1 is tier 1 when suppliers answered all of it, the screening’s tier when none answered', async () => {
    expect(await categoryOneTier('en', '27.306')).toBe('Tier 1: primary data');
    cleanup();
    expect(await categoryOneTier('en')).toBe('Tier 2: activity data × published factor');
  });

  it.each([
    ['en', 'Incomplete: some factors are missing'],
    ['hk', '不完整：部分排放因子缺失'],
    ['cn', '不完整：部分排放因子缺失'],
  ] as const)(
    'says a Scope 3 category a gap left incomplete is incomplete, and so is the total with it, in %s',
    async (language, incomplete) => {
      // Category 5 from the waste rows, one of which has no factor for the year: the API says complete: false.
      fakeApi.on(climateRoutes.climateMetrics, (): ClimateMetricsView => ({
        ...METRICS,
        scope3: [
          { category: 5, tCO2e: '31.392', complete: false, sources: ['waste'], state: 'reported' as const },
          { category: 6, tCO2e: '3.8291', complete: true, sources: ['businessTravel'], state: 'reported' as const },
        ],
        scope3Total: { tCO2e: '35.2211', categories: [5, 6], complete: false },
      }));
      renderWidget(<MetricsPanel year={YEAR} version={1} />, { language });
      const panel = await screen.findByTestId('climate-metrics');
      const category5 = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes('31.392'));
      expect(category5?.textContent).toContain(incomplete);
      const category6 = screen.getAllByRole('row').find((r) => r.textContent?.includes('3.8291'));
      expect(category6?.textContent).not.toContain(incomplete);
      // The total's line says it too: 35.221 is not the whole of categories 5 and 6.
      const total = within(panel).getByText(/35\.221/).textContent!;
      expect(total).toContain(incomplete);
      // After its unit and categories, not between the figure and its unit ("35.221 (Incomplete…) tCO2e").
      expect(total.indexOf(incomplete)).toBeGreaterThan(total.lastIndexOf('6'));
    },
  );
});
