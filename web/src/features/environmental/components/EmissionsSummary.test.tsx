import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { adminRoutes } from '@esg/core/contract/admin';
import { resourceRoutes } from '@esg/core/contract/environmental';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import type { Emissions, Figure } from '../api/getEmissions';
import type { ResourceList } from '../api/listResourceRows';
import { EmissionsSummary } from './EmissionsSummary';

/** The year's figures as the API gives them (ADR 0069): Scope 1 entered and complete, the rest never entered. */
const figure = (over: Partial<Figure>): Figure => ({
  value: 0,
  unit: 'tCO2e',
  complete: true,
  gaps: [],
  select: [],
  ...over,
});
const NOTHING = figure({ notEntered: true });
const emissions = {
  yearEnd: '2026-03-31',
  locked: false,
  year: 2025,
  gwpSet: 'AR5',
  removals: 'separate',
  complete: true,
  scopes: {
    total: figure({ value: 12.5 }),
    scope1: figure({ value: 12.5 }),
    scope2: NOTHING,
    scope3: NOTHING,
    removals: NOTHING,
  },
  byLocation: {},
  byMonth: [],
  byResource: {},
  provisions: {},
  intensities: {},
  lines: [],
  specs: [],
  bases: [],
  gaps: [],
} as unknown as Emissions;
const list = { totals: [] } as unknown as ResourceList;

async function open(language: 'en' | 'hk' | 'cn', totals: ResourceList = list) {
  fakeApi.on(resourceRoutes.emissions, () => emissions);
  fakeApi.on(adminRoutes.listUnits, () => [
    {
      id: 'm2',
      symbol: 'm²',
      names: { en: 'square metre', hk: '平方米', cn: '平方米' },
      typeId: 'area',
      systemId: 'si',
      version: 1,
    },
  ]);
  fakeApi.on(resourceRoutes.reportSettings, () => ({
    yearEnd: '2026-03-31',
    gwpSet: 'AR5' as const,
    version: 0,
    locked: false,
  }));
  renderWidget(<EmissionsSummary year="2026-03-31" list={totals} />, { language });
  await screen.findByTestId('figure-scope2');
}

describe('the year’s emission figures', () => {
  it('a figure nothing was entered for reads "Not entered", never 0 nor Complete', async () => {
    await open('en');
    expect(screen.getByTestId('figure-scope2').textContent).toBe('Not entered');
    expect(screen.getByTestId('figure-scope3').textContent).toBe('Not entered');
    expect(screen.getByTestId('figure-scope1').textContent).toBe('12.5 tCO2e');
    // Complete only beside what was entered: Scope 1 and the total.
    expect(screen.getAllByText('Complete')).toHaveLength(2);
  });

  it.each([
    ['hk', '未填寫'],
    ['cn', '未填写'],
  ] as const)('in %s', async (language, word) => {
    await open(language);
    expect(screen.getByTestId('figure-scope2').textContent).toBe(word);
    expect(screen.getAllByText('完整')).toHaveLength(2);
  });

  /** An intensity's denominators as the rows type their units (ADR 0014): revenue, floor area, headcount. */
  const intensity = {
    totals: [
      { unit: 'HKD m', value: '126' },
      { unit: 'm2', value: '4460' },
      { unit: 'persons', value: '124' },
    ],
  } as unknown as ResourceList;

  it.each([
    ['en', ['126 HKD m', '4,460 m²', '124 persons']],
    ['hk', ['126 百萬港元', '4,460 m²', '124 人']],
    ['cn', ['126 百万港元', '4,460 m²', '124 人']],
  ] as const)('names an intensity’s denominator units in %s', async (language, shown) => {
    await open(language, intensity);
    const totals = screen.getByTestId('page-totals');
    await vi.waitFor(() => expect(totals.textContent).toContain(shown[1]));
    expect([...totals.querySelectorAll('span')].map((s) => s.textContent)).toEqual(shown);
  });
});
