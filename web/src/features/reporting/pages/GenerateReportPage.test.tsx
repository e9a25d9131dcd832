import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { reportingRoutes } from '@esg/core/contract/reporting';
import { workflowRoutes } from '@esg/core/contract/workflow';
import { ApiError } from '../../../api/errors';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import '../i18n';
import { GenerateReportPage } from './GenerateReportPage';

const YEAR = '2025-12-31';

/** A signed-in reader of the year, its index with no gaps and its tasks, open or locked. */
function yearOf(locked: boolean, privileges = ['company:read']) {
  storedSession({ privileges, year: YEAR });
  fakeApi.on(reportingRoutes.reportIndex, () => ({ yearEnd: YEAR, entries: [], gaps: [] }));
  fakeApi.on(workflowRoutes.workflowMatrix, () => ({ yearEnd: YEAR, today: '2026-01-01', locked, tasks: [] }));
}

/** /reporting/generate_report: the page says which year it prints, its day as DD-MM-YYYY. */
describe('the generate report page', () => {
  it("names the reporting year's end as DD-MM-YYYY in its description", async () => {
    yearOf(false);
    renderWidget(<GenerateReportPage />, { path: '/reporting/generate_report' });
    expect(await screen.findByText('Print the ESG report of the reporting year 31-12-2025 as a PDF.')).toBeDefined();
    expect(document.body.textContent).not.toContain(YEAR);
  });

  it.each([
    ['en', 'locks the year below once every page is approved and the board has signed off the report'],
    ['hk', '所有頁面獲批核且董事會審批報告後，貴公司的管理員可在下方鎖定年度'],
    ['cn', '所有页面获批核且董事会审批报告后，贵公司的管理员可在下方锁定年度'],
  ] as const)('says who can lock the year and how to ask (%s)', async (language, text) => {
    yearOf(false);
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
      yearOf(true, ['company:read', 'users:manage']);
      renderWidget(<GenerateReportPage />, { path: '/reporting/generate_report', language });
      const note = await screen.findByTestId('year-locked');
      expect(note.textContent).toContain(title);
      expect(note.textContent).toContain(text);
      expect(screen.queryByTestId('who-locks')).toBeNull();
    },
  );
});

/** A refused request in the reader's language, and a final edition's missing translations listed where to fix them. */
describe('a refused report', () => {
  const untranslated = new ApiError(422, 'TRANSLATION_MISSING', 'This edition cannot be final: …', {
    success: false,
    code: 'TRANSLATION_MISSING',
    status: 422,
    statusMessage: 'Unprocessable Entity',
    message: 'This edition cannot be final: some of the company’s answers have no text in its language.',
    messageKey: 'translationMissing',
    data: {
      untranslated: [
        { page: '/background/company_information', field: 'feedbackContact' },
        { page: '/background/company_information', field: 'businessDescription' },
        {
          page: '/environmental/electricities',
          field: 'instruments',
          item: { en: 'HQ, instrument 1', hk: '總部，合約工具 1', cn: '总部，合约工具 1' },
        },
      ],
    },
  });

  it.each([
    ['hk', '生成報告', '此語言版本未能定稿', ['公司資料', '— 2 項文字待翻譯', '電力', '總部，合約工具 1']],
    ['cn', '生成报告', '此语言版本未能定稿', ['公司信息', '— 2 项文字待翻译', '电力', '总部，合约工具 1']],
    [
      'en',
      'Generate report',
      'This edition cannot be final',
      ['Company information', '— 2 texts to translate', 'Electricity'],
    ],
  ] as const)(
    'names the pages to translate on, linked, in the reader’s language (%s)',
    async (language, start, message, shown) => {
      yearOf(true);
      fakeApi.on(reportingRoutes.requestReport, () => {
        throw untranslated;
      });
      const { user } = renderWidget(<GenerateReportPage />, { path: '/reporting/generate_report', language });
      await user.click(await screen.findByRole('button', { name: start }));
      const list = await screen.findByRole('list', { name: /./ });
      expect(list.parentElement!.textContent).toContain(message);
      for (const text of shown) expect(list.textContent).toContain(text);
      const link = screen.getByRole('link', { name: shown[0] });
      expect(link.getAttribute('href')).toBe('/background/company_information');
      if (language !== 'en') expect(document.body.textContent).not.toContain('cannot be final');
      // Field ids are the API's, not the reader's.
      expect(document.body.textContent).not.toMatch(/feedbackContact|businessDescription|instruments/);
    },
  );
});
