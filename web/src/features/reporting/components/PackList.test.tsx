import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { reportingRoutes } from '@esg/core/contract/reporting';
import type { PackListItem } from '@esg/core/schemas/reports';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { PackList } from './PackList';

const YEAR = '2025-12-31';
const pack = (id: string, parity?: PackListItem['parity']): PackListItem => ({
  id,
  yearEnd: YEAR,
  langs: ['en', 'hk'],
  edition: 'draft',
  status: parity ? 'DONE' : 'RUNNING',
  progress: parity ? 100 : 40,
  createdBy: 'Ann Lee',
  createdAt: '2026-03-02T02:05:00.000Z',
  ...(parity ? { finishedAt: '2026-03-02T02:06:00.000Z', bytes: 2_400_000 } : {}),
  ...(parity ? { parity } : {}),
});
const PASSED = pack('01JB4Z8Q7W3N5K2M6P9R1T0V8A', {
  passed: true,
  editions: [{ lang: 'hk', compared: 842, mismatches: [] }],
});
const FAILED = pack('01JB4Z8Q7W3N5K2M6P9R1T0V8B', {
  passed: false,
  editions: [
    {
      lang: 'hk',
      compared: 842,
      mismatches: [
        {
          kind: 'figure',
          section: '3.1 A1 Emissions',
          otherSection: '3.1 A1 排放物',
          reference: { page: 10, item: 'Scope 1 (direct) tCO2e 14.55 14.10' },
          other: { page: 9, item: '範圍一（直接） tCO2e 14.56 14.10' },
        },
      ],
    },
  ],
});
const PRINTING = pack('01JB4Z8Q7W3N5K2M6P9R1T0V8C');

describe("the year's publication packs on view_pdf (ADR 0099)", () => {
  it.each([
    [
      'en',
      'Passed',
      'Failed: 1 difference',
      'Page 10: Scope 1 (direct) tCO2e 14.55 14.10',
      'Page 9: 範圍一',
      '3.1 A1 Emissions',
    ],
    [
      'hk',
      '通過',
      '未通過：1 項差異',
      '第 10 頁：Scope 1 (direct) tCO2e 14.55 14.10',
      '第 9 頁：範圍一',
      '3.1 A1 排放物',
    ],
    [
      'cn',
      '通过',
      '未通过：1 项差异',
      '第 10 页：Scope 1 (direct) tCO2e 14.55 14.10',
      '第 9 页：範圍一',
      '3.1 A1 排放物',
    ],
  ] as const)(
    'lists each parity result and names the page and line of both editions (%s)',
    async (language, passed, failed, en, hk, section) => {
      fakeApi.on(reportingRoutes.yearPacks, () => [PRINTING, FAILED, PASSED]);
      renderWidget(<PackList year={YEAR} />, { path: '/reporting/view_pdf', language });
      expect(await screen.findByText(passed)).toBeDefined();
      expect(screen.getAllByText(failed).length).toBeGreaterThan(0);
      const text = document.body.textContent!;
      expect(text).toContain(en);
      expect(text).toContain(hk);
      expect(text).not.toContain('figure');
      // The section is named as the reader's edition heads it: no English heading on a Chinese screen.
      const cell = screen.getByText(section);
      expect(cell.closest('td')).not.toBeNull();
      if (language !== 'en') expect(text).not.toContain('Emissions');
      // Only the pack that passed offers its zip.
      const downloads = screen.getAllByRole('button').filter((b) => /\.zip/.test(b.textContent ?? ''));
      expect(downloads).toHaveLength(1);
    },
  );

  it('downloads the zip of a pack that passed', async () => {
    fakeApi.on(reportingRoutes.yearPacks, () => [PASSED]);
    let asked: string | undefined;
    fakeApi.on(reportingRoutes.downloadPack, ({ params }) => {
      asked = params.id;
      return new Blob(['PK']);
    });
    const { user } = renderWidget(<PackList year={YEAR} />, { path: '/reporting/view_pdf' });
    const row = (await screen.findByText('Passed')).closest('tr')!;
    await user.click(within(row).getByRole('button'));
    expect(asked).toBe(PASSED.id);
  });
});
