import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { reportingRoutes } from '@esg/core/contract/reporting';
import { workflowRoutes } from '@esg/core/contract/workflow';
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
    fakeApi.on(workflowRoutes.workflowMatrix, () => ({ yearEnd: YEAR, today: '2026-01-01', locked: false, tasks: [] }));
    renderWidget(<GenerateReportPage />, { path: '/reporting/generate_report' });
    expect(await screen.findByText('Print the ESG report of the reporting year 31-12-2025 as a PDF.')).toBeDefined();
    expect(document.body.textContent).not.toContain(YEAR);
  });

  it.each([
    ['en', 'locks the year below once every page is approved and the board has signed off the report'],
    ['hk', '所有頁面獲批核且董事會審批報告後，貴公司的管理員可在下方鎖定年度'],
    ['cn', '所有页面获批核且董事会审批报告后，贵公司的管理员可在下方锁定年度'],
  ] as const)('says who can lock the year and how to ask (%s)', async (language, text) => {
    storedSession({ privileges: ['company:read'], year: YEAR });
    fakeApi.on(reportingRoutes.reportIndex, () => ({ yearEnd: YEAR, entries: [], gaps: [] }));
    fakeApi.on(workflowRoutes.workflowMatrix, () => ({ yearEnd: YEAR, today: '2026-01-01', locked: false, tasks: [] }));
    renderWidget(<GenerateReportPage />, { path: '/reporting/generate_report', language });
    expect((await screen.findByTestId('who-locks')).textContent).toContain(text);
  });

  it.each([
    ['en', 'This reporting year is locked', 'Its reports print as final'],
    ['hk', '此報告年度已鎖定', '本年度的報告以定稿列印'],
    ['cn', '此报告年度已锁定', '本年度的报告以定稿打印'],
  ] as const)(
    'says a locked year is locked and its reports final, not how to lock it (%s)',
    async (language, title, text) => {
      storedSession({ privileges: ['company:read', 'users:manage'], year: YEAR });
      fakeApi.on(reportingRoutes.reportIndex, () => ({ yearEnd: YEAR, entries: [], gaps: [] }));
      fakeApi.on(workflowRoutes.workflowMatrix, () => ({
        yearEnd: YEAR,
        today: '2026-01-01',
        locked: true,
        tasks: [],
      }));
      renderWidget(<GenerateReportPage />, { path: '/reporting/generate_report', language });
      const note = await screen.findByTestId('year-locked');
      expect(note.textContent).toContain(title);
      expect(note.textContent).toContain(text);
      expect(screen.queryByTestId('who-locks')).toBeNull();
    },
  );
});
