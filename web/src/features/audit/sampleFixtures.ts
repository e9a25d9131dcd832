import type { FigureTrail as Trail, SampledFigure, SampleView } from '@esg/core/schemas/audit';

/** An auditor's sample, its figure and the figure's trail as the API answers them (ADR 0116): the audit tests' data. */
/** A sample and the year's version it was drawn in (ADR 0116, 0118): one of a version since restated says so. */
export const YEAR = '2025-12-31';
export const FIGURE: SampledFigure = {
  id: 'row-1.ghg.2.-.-',
  rowId: 'row-1',
  type: 'electricity',
  locationId: 'loc-hq',
  location: 'Head office',
  measure: 'ghg',
  scope: 2,
  value: 12.5,
  unit: 'tCO2e',
  mark: { status: 'exception', note: 'March bill shows 990 kWh.', by: 'olivia', at: '2026-02-01T03:00:00.000Z' },
};
export const sample = (id: string, over: Partial<SampleView> = {}): SampleView => ({
  id,
  yearEnd: YEAR,
  basis: 'tco2e',
  n: 1,
  seed: 2027,
  population: { count: 3, total: 20, unit: 'tCO2e' },
  drawnBy: 'olivia',
  drawnAt: '2026-02-01T02:00:00.000Z',
  figures: [FIGURE],
  version: 2,
  yearVersion: 1,
  restatedSince: false,
  ...over,
});
export const trail = (over: Partial<Trail> = {}): Trail => ({
  figure: FIGURE,
  sampleVersion: 2,
  yearVersion: 1,
  restatedSince: false,
  row: { unit: 'kWh', months: [], periodMonths: [], attributes: {}, auditId: '' },
  lines: [],
  evidence: [],
  audit: [],
  ...over,
});
