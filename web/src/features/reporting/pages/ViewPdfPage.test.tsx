import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { reportingRoutes } from '@esg/core/contract/reporting';
import type { ReportListItem } from '@esg/core/schemas/reports';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import '../i18n';
import { ViewPdfPage } from './ViewPdfPage';

const YEAR = '2025-12-31';
const report = {
  id: '01JB4Z8Q7W3N5K2M6P9R1T0V8A',
  yearEnd: YEAR,
  lang: 'hk',
  edition: 'draft',
  status: 'DONE',
  progress: 100,
  createdBy: 'Ann Lee',
  createdAt: '2026-03-02T02:05:00.000Z',
  finishedAt: '2026-03-02T02:06:00.000Z',
  bytes: 2_400_000,
} as unknown as ReportListItem;

afterEach(() => {
  cleanup();
  fakeApi.reset();
  localStorage.clear();
});

async function open(language: 'en' | 'hk' | 'cn', reports: ReportListItem[]) {
  storedSession({ privileges: ['company:read'], company: { id: 'acme', name: 'Acme' }, year: YEAR });
  fakeApi.on(reportingRoutes.yearReports, () => reports);
  fakeApi.on(reportingRoutes.yearPacks, () => []);
  const view = renderWidget(<ViewPdfPage />, { path: '/reporting/view_pdf', language });
  await screen.findAllByRole('table');
  return view;
}

const headers = (table: HTMLElement) => [...table.querySelectorAll('th')].map((th) => th.textContent?.trim() ?? '');

describe('View PDF (the spec’s screens)', () => {
  it.each([
    ['en', 'View PDF', 'Generate a report of this year, then view it here.', 'Choose a report in the list to view it.'],
    ['hk', '檢視 PDF', '生成本年度的報告後，即可在此檢視。', '請在列表中選擇要檢視的報告。'],
    ['cn', '查看 PDF', '生成本年度的报告后，即可在此查看。', '请在列表中选择要查看的报告。'],
  ] as const)(
    'is titled as its navigation names it and says where a report is made while there is none (%s)',
    async (language, title, empty, choose) => {
      await open(language, []);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      expect(await screen.findByText(empty)).toBeTruthy();
      expect(screen.queryByText(choose)).toBeNull();
      // The publication packs' languages and their edition: two columns, two words.
      const packHeaders = headers(screen.getAllByRole('table').at(-1)!).filter(Boolean);
      expect(new Set(packHeaders).size).toBe(packHeaders.length);
    },
  );

  it('asks to choose a report once the year has one', async () => {
    await open('en', [report]);
    expect(await screen.findByText('Choose a report in the list to view it.')).toBeTruthy();
    expect(screen.queryByText('Generate a report of this year, then view it here.')).toBeNull();
  });
});
