import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { DashboardView } from '@esg/core/schemas/dashboard';
import { companyRoutes } from '@esg/core/contract/company';
import { dashboardRoutes } from '@esg/core/contract/dashboard';
import { climateRoutes } from '@esg/core/contract/climate';
import { workflowRoutes } from '@esg/core/contract/workflow';
import { apiError, fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import { openPeriod, YEAR } from '../../../forms/pageData/pageFixtures';
import { DashboardPage } from './DashboardPage';

const fig = (value: number, unit: string, previous: number | null = null) => ({
  value,
  unit,
  complete: true,
  missing: [],
  previous,
  change: previous === null ? null : ((value - previous) / previous) * 100,
});
const factorSet = { year: 2025, gwpSet: 'AR5', sources: [] };
const view: DashboardView = {
  yearEnd: YEAR,
  compareYearEnd: '2025-03-31',
  location: null,
  locked: false,
  factorSet,
  figures: {
    'energy.total': fig(489.14, 'MWh', 459.82),
    'energy.electricity': fig(450, 'MWh', 420),
    water: fig(1608, 'm3', 1512),
    'intensity.A2.2.area': fig(0.36054, 'm3/m2', 0.33901),
    'intensity.A1.2.employees': fig(3.5118, 'tCO2e/persons', 3.306),
    'workforce.total': fig(124, 'persons'),
  },
  byMonth: [],
  years: [],
  locations: [],
  energyTypes: ['electricity'],
  companyWide: [],
} as unknown as DashboardView;

afterEach(() => {
  cleanup();
  fakeApi.reset();
  localStorage.clear();
  vi.restoreAllMocks();
});

async function open(metrics?: unknown) {
  storedSession({ privileges: ['company:read'], company: { id: 'acme', name: 'Acme' }, year: YEAR });
  fakeApi.on(companyRoutes.listPeriods, () => [openPeriod('2025')] as never);
  fakeApi.on(dashboardRoutes.dashboard, () => view);
  fakeApi.on(climateRoutes.climateMetrics, () =>
    metrics ? (metrics as never) : Promise.reject(apiError(404, 'Not found')),
  );
  fakeApi.on(workflowRoutes.workflowProgress, () => Promise.reject(apiError(404, 'Not found')));
  renderWidget(<DashboardPage />, { path: '/dashboard' });
  await screen.findByTestId('card-energy');
}

const headings = (name: string) => screen.queryAllByRole('heading', { name }).length;

describe('the dashboard’s cards (ADR 0032)', () => {
  it('shows each figure card once, its chart under a title of its own, and no two cards under one key', async () => {
    const errors = vi.spyOn(console, 'error');
    await open();
    await waitFor(() => expect(headings('Energy consumption by type (A2.1)')).toBe(1));
    expect(headings('Energy consumption (A2.1)')).toBe(1);
    expect(headings('Water consumption (A2.2)')).toBe(1);
    expect(headings('Water consumption by year (A2.2)')).toBe(1);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
  });

  it('puts a value and its comparison on lines of their own, in the units’ display labels', async () => {
    await open();
    const lines = (key: string) =>
      [...document.querySelector(`[data-figure="${key}"]`)!.children].map((c) => [c.tagName, c.textContent]);
    expect(lines('energy.total')).toEqual([
      ['DIV', '489.14 MWh'],
      ['DIV', 'Comparison year: 459.82 MWh · Change: 6.38 %'],
    ]);
    expect(lines('intensity.A2.2.area')[0]).toEqual(['DIV', '0.36054 m³/m²']);
    expect(lines('intensity.A1.2.employees')[0]).toEqual(['DIV', '3.5118 tCO₂e per person']);
    expect(lines('workforce.total')[1]).toEqual(['DIV', 'Comparison year: No data · Change: –']);
  });

  it.each([true, false])(
    'says Part D’s Scope 3 total is incomplete only when it is (complete: %s)',
    async (complete) => {
      await open({ targets: [], scope3Total: { tCO2e: '841.65', categories: [1, 2, 3, 5, 6, 7, 13], complete } });
      const card = await screen.findByText(/Part D’s Scope 3 total/);
      expect(card.textContent).toContain('841.65 tCO₂e (categories 1, 2, 3, 5, 6, 7, 13).');
      expect(card.textContent!.includes('It is incomplete: some of its sources could not be counted')).toBe(!complete);
    },
  );
});
