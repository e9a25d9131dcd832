import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser } from '@esg/functions/workers/chromium';
import { reportFigure, reportNumber, rowScale } from '@esg/core/domain/reports/format';
import { call, signIn } from '../support/api';
import { freshCompany, periodIds } from '../support/company';
import { asPrinted, printReport, squeeze } from '../support/report';
import { whoIs } from '../support/tenants';

/**
 * The dashboard and the PDF can never disagree. Acme's FY2025 report is printed once (in
 * this process, as the worker would) and every figure GET /api/dashboard/{year} answers is found
 * in its text, in the report's format. The demo seeds no Social answers, so a company of its own
 * fills the Social pages and its report is checked the same way for them.
 */
const OPEN = '2025-12-31';
type Figures = Record<string, { value: number | null; previous: number | null; unit: string }>;
let text: string;
let figures: Figures;
/** A company of its own whose Social pages hold every figure the dashboard shows (the demo seeds none). */
let social: { text: string; figures: Figures };

/** The Social figures the report prints in its tables (B1.1, B2.2, B3.2). */
const SOCIAL = [
  'workforce.total',
  'workforce.Male',
  'workforce.Female',
  'workforce.Under30',
  'workforce.Age30to50',
  'workforce.Over50',
  'trainingHours',
  'lostDays',
];

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

beforeAll(async () => {
  const { tenantId, token } = await freshCompany([{ yearEnd: OPEN }]);
  const id = (await periodIds(token, [OPEN]))[OPEN]!;
  const employment = {
    ...{ beginTotal: '1190', endTotal: '1237', hiresTotal: '301', leaversTotal: '254' },
    ...{ endMale: '652', endFemale: '585', endUnder30: '211', endAge30to50: '734', endOver50: '292' },
  };
  const saves = await Promise.all([
    call('PUT', '/api/employee/batch', { token, body: { id, values: employment, version: 0 } }),
    call('PUT', `/api/dev-train/batch/${id}`, {
      token,
      body: { values: { employeesTotal: '1237', traineesTotal: '1011', trainingHoursTotal: '8456.5' }, version: 0 },
    }),
    call('PUT', '/api/health-safety', {
      token,
      body: { year: OPEN, values: { fatalities: '0', lostDays: '37.5' }, version: 0 },
    }),
  ]);
  for (const saved of saves) expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const [pages, dashboard] = await Promise.all([
    printReport(tenantId, OPEN, 'en'),
    call('GET', `/api/dashboard/${OPEN}`, { token }),
  ]);
  expect(dashboard.status, JSON.stringify(dashboard.body)).toBe(200);
  social = { text: squeeze(pages.join('\n')), figures: dashboard.body.figures };
}, 240_000);

afterAll(() => closeBrowser());

/** The dashboard's figures the report prints in its tables (A1.2, A2.1, A2.2, B1, B2, B3), this year and last. */
const PRINTED = ['ghg.scope1', 'ghg.scope2', 'ghg.scope3', 'ghg.total', 'energy.total', 'water', ...SOCIAL];

describe('the dashboard of Acme FY2025 and its printed report', () => {
  it('print every figure the dashboard shows, this year’s and the comparison year’s', () => {
    const keys = [...PRINTED, ...Object.keys(figures).filter((k) => /^(energy|intensity)\./.test(k))];
    const checked: string[] = [];
    for (const key of keys) {
      const f = figures[key];
      expect(f, key).toBeDefined();
      // A row of very small tonnes prints in kilograms, both years alike (ADR 0075 amended): the API's × 1,000.
      const { factor } = rowScale(f!.unit, [f!.value, f!.previous]);
      for (const value of [f!.value, f!.previous]) {
        if (value === null) continue;
        // Computed environmental figures print to four significant digits (ADR 0075), counts as they are.
        const shown = /^(ghg|energy|water|intensity)/.test(key)
          ? asPrinted(reportFigure(value * factor, 'en'))
          : reportNumber(value, 'en');
        expect(text, `${key}: ${value}`).toContain(squeeze(shown));
        checked.push(key);
      }
    }
    // Acme has emissions, energy, water and a workforce in both years: most figures are compared.
    expect(new Set(checked).size).toBeGreaterThanOrEqual(PRINTED.length);
  });
});

describe('the dashboard of a company with every Social figure and its printed report', () => {
  it('print each Social figure the dashboard shows: headcount by gender and age group, training hours, lost days', () => {
    for (const key of SOCIAL) {
      const value = social.figures[key]?.value;
      expect(value, key).toEqual(expect.any(Number));
      expect(social.text, `${key}: ${value}`).toContain(squeeze(reportNumber(value!, 'en')));
    }
  });
});
