import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser } from '@esg/functions/workers/chromium';
import { reportNumber } from '@esg/core/domain/reports/format';
import { call, signIn } from '../support/api';
import { printReport, squeeze } from '../support/report';
import { whoIs } from '../support/tenants';

/**
 * Issue 17: the dashboard and the PDF can never disagree. Acme's FY2025 report is printed once (in
 * this process, as the worker would) and every figure GET /api/dashboard/{year} answers is found
 * in its text, in the report's format.
 */
const OPEN = '2025-12-31';
let text: string;
let figures: Record<string, { value: number | null; previous: number | null }>;

beforeAll(async () => {
  const { tenantId } = await whoIs('acme.admin');
  const token = await signIn('acme.admin');
  const [pages, dashboard] = await Promise.all([
    printReport(tenantId, OPEN, 'en'),
    call('GET', `/api/dashboard/${OPEN}`, { token }),
  ]);
  expect(dashboard.status, JSON.stringify(dashboard.body)).toBe(200);
  text = squeeze(pages.join('\n'));
  figures = dashboard.body.figures;
}, 240_000);

afterAll(() => closeBrowser());

/** The dashboard's figures the report prints in its tables (A1.2, A2.1, A2.2, B1, B2, B3), this year and last. */
const PRINTED = [
  'ghg.scope1',
  'ghg.scope2',
  'ghg.scope3',
  'ghg.total',
  'energy.total',
  'water',
  'workforce.total',
  'workforce.Male',
  'workforce.Female',
  'workforce.Under30',
  'workforce.Age30to50',
  'workforce.Over50',
  'trainingHours',
  'lostDays',
];

describe('the dashboard of Acme FY2025 and its printed report', () => {
  it('print every figure the dashboard shows, this year’s and the comparison year’s', () => {
    const keys = [...PRINTED, ...Object.keys(figures).filter((k) => /^(energy|intensity)\./.test(k))];
    const checked: string[] = [];
    for (const key of keys) {
      const f = figures[key];
      expect(f, key).toBeDefined();
      for (const value of [f!.value, f!.previous]) {
        if (value === null) continue;
        expect(text, `${key}: ${value}`).toContain(squeeze(reportNumber(value, 'en')));
        checked.push(key);
      }
    }
    // Acme has emissions, energy, water and a workforce in both years: most figures are compared.
    expect(new Set(checked).size).toBeGreaterThanOrEqual(PRINTED.length);
  });
});
