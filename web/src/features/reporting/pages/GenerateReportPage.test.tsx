import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { reportingRoutes } from '@esg/core/contract/reporting';
import { workflowRoutes } from '@esg/core/contract/workflow';
import type { ReportListItem } from '@esg/core/schemas/reports';
import { ApiError } from '../../../api/errors';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import '../i18n';
import { GenerateReportPage } from './GenerateReportPage';

const YEAR = '2025-12-31';

/** A signed-in reader of the year (an invited auditor: `roleId`), its index with no gaps and its tasks, open or locked. */
function yearOf(locked: boolean, privileges = ['company:read'], roleId?: string) {
  storedSession({ privileges, year: YEAR, ...(roleId ? { roleId } : {}) });
  fakeApi.on(reportingRoutes.reportIndex, () => ({ yearEnd: YEAR, entries: [], gaps: [] }));
  fakeApi.on(workflowRoutes.workflowMatrix, () => ({ yearEnd: YEAR, today: '2026-01-01', locked, tasks: [] }));
  fakeApi.on(reportingRoutes.yearReports, () => []);
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

/** The invited auditor reads the year (ADR 0115): printing is the company's, so it is not offered, and says why. */
describe('the generate report page, to an invited auditor', () => {
  it.each([
    [
      'en',
      'Generate report',
      'Print publication pack',
      'Your role can view this, not do it. Ask the company’s administrator.',
    ],
    ['hk', '生成報告', '印製出版套裝', '您的角色只可檢視，不能執行此操作。請聯絡公司管理員。'],
    ['cn', '生成报告', '印制出版套装', '您的角色只可查看，不能执行此操作。请联系公司管理员。'],
  ] as const)(
    'offers neither a report nor a pack to print, and says why (%s)',
    async (language, start, pack, reason) => {
      yearOf(false, ['company:read', 'assurance:audit'], 'auditor');
      const { user } = renderWidget(<GenerateReportPage />, { path: '/reporting/generate_report', language });
      for (const name of [start, pack]) {
        const button = await screen.findByRole('button', { name });
        expect(button.getAttribute('aria-disabled'), name).toBe('true');
        await user.click(button);
      }
      // Each says why (Cloudscape's disabled reason: the button's description, shown on hover and focus).
      for (const name of [start, pack]) {
        const button = screen.getByRole('button', { name });
        const description = document.getElementById(button.getAttribute('aria-describedby') ?? '');
        expect(description?.textContent, name).toBe(reason);
      }
      expect(fakeApi.calls(reportingRoutes.requestReport)).toEqual([]);
      expect(fakeApi.calls(reportingRoutes.requestPack)).toEqual([]);
    },
  );

  it('offers both to a company user, whose role prints', async () => {
    yearOf(false, ['company:read', 'company:write']);
    renderWidget(<GenerateReportPage />, { path: '/reporting/generate_report' });
    for (const name of ['Generate report', 'Print publication pack'])
      expect((await screen.findByRole('button', { name })).getAttribute('aria-disabled'), name).toBeNull();
  });
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

/** A finished report keeps its View and Downloads, and another language can be printed at once (no reload). */
describe('printing one language after another', () => {
  const done = (id: string, lang: 'en' | 'hk') => ({
    id,
    status: 'DONE' as const,
    progress: 100,
    lang,
    word: 'ready' as const,
  });

  it('keeps the language and Generate beside the finished report, and prints the next language from there', async () => {
    yearOf(false);
    let queued = 0;
    fakeApi.on(reportingRoutes.requestReport, ({ query }) => ({
      id: `01JDREPORT000000000000000${++queued}`,
      status: 'QUEUED' as const,
      progress: 0,
      ...(query?.lang ? { lang: query.lang } : {}),
    }));
    fakeApi.on(reportingRoutes.reportProgress, ({ params }) => done(params.id, queued === 1 ? 'en' : 'hk'));
    const { user, page } = renderWidget(<GenerateReportPage />, { path: '/reporting/generate_report', language: 'hk' });
    await user.click(await screen.findByRole('button', { name: '生成報告' }));
    expect(await screen.findByRole('link', { name: '檢視 PDF' })).toBeDefined();
    expect(screen.getByRole('button', { name: '下載 PDF' })).toBeDefined();

    const select = page.findFormField()!.findControl()!.findSelect()!;
    await user.click(select.findTrigger().getElement());
    await user.click(screen.getByText('繁體中文'));
    await user.click(screen.getByRole('button', { name: '生成報告' }));
    await vi.waitFor(() => expect(fakeApi.calls(reportingRoutes.requestReport)).toHaveLength(2));
    expect(fakeApi.calls(reportingRoutes.requestReport)[1]!.query).toEqual({ lang: 'hk' });
    expect(await screen.findByRole('link', { name: '檢視 PDF' })).toBeDefined();
  });

  it('offers the year’s last finished report on a new visit, with what it is', async () => {
    yearOf(false);
    const id = '01JDREPORT0000000000000009';
    fakeApi.on(reportingRoutes.yearReports, (): ReportListItem[] => [
      {
        id,
        yearEnd: YEAR,
        lang: 'hk',
        edition: 'draft',
        createdBy: 'acme.admin',
        createdAt: '2026-01-02T02:00:00.000Z',
        finishedAt: '2026-01-02T02:01:00.000Z',
      },
    ]);
    fakeApi.on(reportingRoutes.reportProgress, () => done(id, 'hk'));
    renderWidget(<GenerateReportPage />, { path: '/reporting/generate_report', language: 'hk' });
    const view = await screen.findByRole('link', { name: '檢視 PDF' });
    expect(view.getAttribute('href')).toBe(`/reporting/view_pdf?id=${id}`);
    expect(screen.getByRole('button', { name: '下載 PDF' })).toBeDefined();
    expect(document.body.textContent).toContain('本年度最近的報告：繁體中文，');
    expect(screen.getByRole('button', { name: '生成報告' })).toBeDefined();
  });
});
