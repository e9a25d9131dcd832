import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { reportingRoutes } from '@esg/core/contract/reporting';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { ReportList } from './ReportList';

const YEAR = '2025-12-31';
const report = (id: string, finishedAt: string) => ({
  id,
  yearEnd: YEAR,
  lang: 'en' as const,
  edition: 'draft' as const,
  createdBy: 'Ann Lee',
  createdAt: finishedAt,
  finishedAt,
  bytes: 120_000,
});
const JUST_MADE = report('01JB4Z8Q7W3N5K2M6P9R1T0V8B', '2026-03-02T02:05:00.000Z');
const EARLIER = report('01JB4Z8Q7W3N5K2M6P9R1T0V8A', '2026-03-01T02:05:00.000Z');

describe("the year's reports in the viewer", () => {
  it('shows the report open in the viewer (after "View PDF", the one just made) as the selected row', async () => {
    fakeApi.on(reportingRoutes.yearReports, () => [JUST_MADE, EARLIER]);
    const { user, router } = renderWidget(<ReportList year={YEAR} current={JUST_MADE.id} />, {
      path: `/reporting/view_pdf?id=${JUST_MADE.id}`,
    });
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([true, false]);
    await user.click(radios[1]!);
    expect(router.state.location.search).toBe(`?id=${EARLIER.id}`);
  });

  it.each([
    ['en', 'Final · version 1', 'Final · version 2'],
    ['hk', '定稿 · 第 1 版', '定稿 · 第 2 版'],
  ] as const)(
    'names the version of a restated year each final report printed, the first kept (%s, ADR 0118)',
    async (language, v1, v2) => {
      const final = (r: typeof JUST_MADE, yearVersion: number) => ({ ...r, edition: 'final' as const, yearVersion });
      fakeApi.on(reportingRoutes.yearReports, () => [final(JUST_MADE, 2), final(EARLIER, 1)]);
      renderWidget(<ReportList year={YEAR} />, { path: '/reporting/view_pdf', language });
      expect(await screen.findByText(v2)).toBeDefined();
      expect(screen.getByText(v1)).toBeDefined();
    },
  );
});
