import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
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

async function open(language: 'en' | 'hk' | 'cn') {
  fakeApi.on(resourceRoutes.emissions, () => emissions);
  fakeApi.on(resourceRoutes.reportSettings, () => ({
    yearEnd: '2026-03-31',
    gwpSet: 'AR5' as const,
    version: 0,
    locked: false,
  }));
  renderWidget(<EmissionsSummary year="2026-03-31" list={list} />, { language });
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
});
