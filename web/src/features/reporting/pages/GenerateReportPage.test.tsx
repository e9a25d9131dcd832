import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { reportingRoutes } from '@esg/core/contract/reporting';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import '../i18n';
import { GenerateReportPage } from './GenerateReportPage';

const YEAR = '2025-12-31';

/** /reporting/generate_report: the page says which year it prints, its day as DD-MM-YYYY. */
describe('the generate report page', () => {
  it("names the reporting year's end as DD-MM-YYYY in its description", async () => {
    storedSession({ privileges: ['company:read'], year: YEAR });
    fakeApi.on(reportingRoutes.reportIndex, () => ({ yearEnd: YEAR, entries: [], gaps: [] }));
    renderWidget(<GenerateReportPage />, { path: '/reporting/generate_report' });
    expect(await screen.findByText('Print the ESG report of the reporting year 31-12-2025 as a PDF.')).toBeDefined();
    expect(document.body.textContent).not.toContain(YEAR);
  });

  it.each([
    ['en', 'Only the platform administrator can lock a year'],
    ['hk', '只有平台管理員可以鎖定年度'],
    ['cn', '只有平台管理员可以锁定年度'],
  ] as const)('says who can lock the year and how to ask (%s)', async (language, text) => {
    storedSession({ privileges: ['company:read'], year: YEAR });
    fakeApi.on(reportingRoutes.reportIndex, () => ({ yearEnd: YEAR, entries: [], gaps: [] }));
    renderWidget(<GenerateReportPage />, { path: '/reporting/generate_report', language });
    expect((await screen.findByTestId('who-locks')).textContent).toContain(text);
  });
});
