import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { workflowRoutes } from '@esg/core/contract/workflow';
import type { ReviewReply, TaskView } from '@esg/core/schemas/workflow';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { ReviewPanel } from './ReviewPanel';

const YEAR = '2025-12-31';

const TASK = {
  pageKey: 'board_statement',
  section: 'background',
  state: 'submitted',
  owners: [],
  unowned: true,
  overdue: false,
  openComments: 0,
  version: 2,
} satisfies TaskView;

const reply = (changes: ReviewReply['changes']): ReviewReply => ({ task: TASK, changes, comments: [] });

/** The English of "Board oversight of ESG" rewritten, the Traditional left as it was (ADR 0096). */
const ENGLISH_EDITED = reply([
  {
    at: '2026-01-06T02:15:00Z',
    by: 'Ben Wong',
    fields: [
      {
        field: 'boardOversight',
        before: { en: 'The board oversees ESG.', hk: '董事會監察環境、社會及管治事宜。' },
        after: { en: 'The board oversees ESG each quarter.', hk: '董事會監察環境、社會及管治事宜。', stale: 'hk' },
      },
    ],
  },
]);

async function cells(language: 'en' | 'hk' | 'cn', answer: ReviewReply, location?: string) {
  fakeApi.on(workflowRoutes.workflowReview, () => answer);
  const pageKey = location ? 'electricities' : 'board_statement';
  renderWidget(
    <ReviewPanel taskRef={{ year: YEAR, pageKey, ...(location ? { location } : {}) }} canComment={false} />,
    {
      language,
    },
  );
  const table = await screen.findByTestId('review-changes');
  const row = within(table).getAllByRole('row')[1]!;
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
}

describe('what changed since the last approval', () => {
  it.each([
    [
      'en',
      'Corporate awards',
      ['Row 1 › Award: Caring Company', 'Row 2: (empty)'],
      ['Row 1 › Award: Caring Company 2025', 'Row 2: Green Office · WWF'],
    ],
    [
      'hk',
      '企業獎項',
      ['第 1 行 › 獎項：Caring Company', '第 2 行：（空白）'],
      ['第 1 行 › 獎項：Caring Company 2025', '第 2 行：Green Office · WWF'],
    ],
    [
      'cn',
      '企业奖项',
      ['第 1 行 › 奖项：Caring Company', '第 2 行：（空白）'],
      ['第 1 行 › 奖项：Caring Company 2025', '第 2 行：Green Office · WWF'],
    ],
  ] as const)(
    'shows a table’s change as the rows that changed, cell by cell (%s)',
    async (language, field, before, after) => {
      const award = (sequence: string, name: string, by: string) => ({ sequence, award: name, awardedBy: by });
      const edited = reply([
        {
          at: '2026-01-06T02:15:00Z',
          by: 'Ben Wong',
          fields: [
            {
              field: 'awards',
              before: [award('1', 'Caring Company', 'HKCSS')],
              after: [award('1', 'Caring Company 2025', 'HKCSS'), award('2', 'Green Office', 'WWF')],
            },
          ],
        },
      ]);
      fakeApi.on(workflowRoutes.workflowReview, () => edited);
      renderWidget(<ReviewPanel taskRef={{ year: YEAR, pageKey: 'corp_awards' }} canComment={false} />, { language });
      const table = await screen.findByTestId('review-changes');
      const row = within(within(table).getAllByRole('row')[1]!);
      expect(row.getByRole('rowheader').textContent).toBe(field);
      const [beforeCell, afterCell] = row.getAllByRole('cell');
      const lines = (cell: HTMLElement) => [...cell.querySelectorAll('div:not(:has(div))')].map((d) => d.textContent);
      expect(lines(beforeCell!)).toEqual(before);
      expect(lines(afterCell!)).toEqual(after);
    },
  );

  it.each([
    ['en', 'English: The board oversees ESG.', 'English: The board oversees ESG each quarter.'],
    ['hk', '英文：The board oversees ESG.', '英文：The board oversees ESG each quarter.'],
    ['cn', '英文：The board oversees ESG.', '英文：The board oversees ESG each quarter.'],
  ] as const)('shows the language of a translation that changed, named (%s)', async (language, before, after) => {
    const row = await cells(language, ENGLISH_EDITED);
    expect(row).toContain(before);
    expect(row).toContain(after);
    // Neither side shows the Traditional text nobody changed as if it were the change.
    expect(row.join(' ')).not.toContain('董事會監察');
    expect(row.at(-1)).toBe('Ben Wong06-01-2026 10:15');
  });

  it('names each language that changed, and a cleared one as empty', async () => {
    const both = reply([
      {
        at: '2026-01-06T02:15:00Z',
        by: 'Ben Wong',
        fields: [{ field: 'boardOversight', before: { en: 'Old', hk: '舊' }, after: { en: 'New', hk: '' } }],
      },
    ]);
    fakeApi.on(workflowRoutes.workflowReview, () => both);
    renderWidget(<ReviewPanel taskRef={{ year: YEAR, pageKey: 'board_statement' }} canComment={false} />, {
      language: 'hk',
    });
    const table = await screen.findByTestId('review-changes');
    expect(within(table).getByText('繁體中文：舊')).toBeTruthy();
    expect(within(table).getByText('繁體中文：（空白）')).toBeTruthy();
    expect(within(table).getByText('英文：New')).toBeTruthy();
  });

  it('shows a month’s figure with its thousands grouped, and the time on one line', async () => {
    const months = reply([
      {
        at: '2026-01-06T02:15:00Z',
        by: 'Ben Wong',
        fields: [{ field: 'Head office · CLP', month: 3, before: '1234567.5', after: '1250000' }],
      },
    ]);
    const row = await cells('en', months, '01J00000000000000000000LOC');
    expect(row).toEqual(expect.arrayContaining(['1,234,567.5', '1,250,000']));
    const when = screen.getByText('06-01-2026 10:15');
    expect(when.style.whiteSpace).toBe('nowrap');
  });

  it.each([
    ['hk', '總辦事處 · 1-2345-678'],
    ['cn', '总办事处 · 1-2345-678'],
    ['en', 'Head office · 1-2345-678'],
  ] as const)('names a row’s location in the reader’s language (%s)', async (language, shown) => {
    const names = { en: 'Head office', hk: '總辦事處', cn: '总办事处' };
    const located = {
      ...reply([
        {
          at: '2026-01-06T02:15:00Z',
          by: 'Ben Wong',
          fields: [{ field: 'Head office · 1-2345-678', month: 3, before: '100', after: '120' }],
        },
      ]),
      task: {
        ...TASK,
        pageKey: 'electricities',
        location: { id: '01J00000000000000000000LOC', name: 'Head office', names },
      },
    };
    await cells(language, located, '01J00000000000000000000LOC');
    expect(within(screen.getByTestId('review-changes')).getByRole('rowheader').textContent).toBe(shown);
  });

  it.each([
    ['en', 'the system'],
    ['hk', '系統'],
    ['cn', '系统'],
  ] as const)('names the seed’s save as the system, never blank (%s)', async (language, who) => {
    const seeded = reply([
      { at: '2026-01-06T02:15:00Z', by: 'seed', fields: [{ field: 'boardOversight', before: null, after: 'x' }] },
    ]);
    const row = await cells(language, seeded);
    expect(row.at(-1)).toContain(who);
    expect(row.at(-1)).not.toContain('seed');
  });
});
