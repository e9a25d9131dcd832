import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { sampleRoutes } from '@esg/core/contract/samples';
import type { FigureTrail as Trail, SampledFigure, SampleView } from '@esg/core/schemas/audit';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import '../i18n';
import { AuditSamplePage } from './AuditSamplePage';

const YEAR = '2025-12-31';
const FIGURE: SampledFigure = {
  id: 'row-1.ghg.2.-.-',
  rowId: 'row-1',
  type: 'electricity',
  locationId: 'loc-hq',
  location: 'Head office',
  measure: 'ghg',
  scope: 2,
  value: 12.5,
  unit: 'tCO2e',
};
const SAMPLE: SampleView = {
  id: '01JB4Z8Q7W3N5K2M6P9R1T0V8B',
  yearEnd: YEAR,
  basis: 'tco2e',
  n: 1,
  seed: 2027,
  population: { count: 3, total: 20, unit: 'tCO2e' },
  drawnBy: 'olivia',
  drawnAt: '2026-02-01T02:00:00.000Z',
  figures: [FIGURE],
  version: 1,
  yearVersion: 1,
  restatedSince: false,
};
const TRAIL: Trail = {
  figure: FIGURE,
  sampleVersion: 1,
  yearVersion: 1,
  restatedSince: false,
  row: { unit: 'kWh', months: [], periodMonths: [], attributes: {}, auditId: '' },
  lines: [],
  evidence: [],
  audit: [],
};

describe('an auditor’s samples page (ADR 0116)', () => {
  it('gives the keyboard back to the Trace button that opened a trail once it is closed (hk)', async () => {
    storedSession({ privileges: ['company:read'], year: YEAR, login: 'acme.auditor' });
    fakeApi.on(sampleRoutes.samples, () => [SAMPLE]);
    fakeApi.on(sampleRoutes.figureTrail, () => TRAIL);
    const { user } = renderWidget(<AuditSamplePage />, { language: 'hk' });
    const trace = await screen.findByRole('button', { name: /追溯/ });
    await user.click(trace);
    const region = await screen.findByRole('region', { name: /追溯記錄/ });
    await waitFor(() => expect(document.activeElement).toBe(region));
    await user.click(screen.getByRole('button', { name: '關閉' }));
    await waitFor(() => expect(document.activeElement).toBe(trace));
  });
});
