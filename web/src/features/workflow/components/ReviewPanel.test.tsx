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

/** A corporate award as its list stores it: numbered by its sequence column. */
const award = (sequence: number, name: string, by = 'HKCSS') => ({
  sequence: String(sequence),
  award: name,
  awardedBy: by,
});

/** The review's rows for saves of the corporate awards (before and after each, oldest first) as a reader sees them. */
async function tableLines(language: 'en' | 'hk' | 'cn', saves: [unknown[], unknown[]][]) {
  const at = (i: number) => `2026-01-06T0${2 + i}:15:00Z`;
  const edited = reply(
    saves.map(([before, after], i) => ({ at: at(i), by: 'Ben Wong', fields: [{ field: 'awards', before, after }] })),
  );
  fakeApi.on(workflowRoutes.workflowReview, () => edited);
  renderWidget(<ReviewPanel taskRef={{ year: YEAR, pageKey: 'corp_awards' }} canComment={false} />, { language });
  const table = await screen.findByTestId('review-changes');
  const lines = (cell: HTMLElement) => [...cell.querySelectorAll('div:not(:has(div))')].map((d) => d.textContent);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => {
      const [beforeCell, afterCell] = within(r).getAllByRole('cell');
      return {
        field: within(r).getByRole('rowheader').textContent,
        before: lines(beforeCell!),
        after: lines(afterCell!),
      };
    });
}

describe('what changed since the last approval', () => {
  it.each([
    [
      'en',
      'Corporate awards',
      ['Row 1 › Award: Caring Company', '(row added)'],
      ['Row 1 › Award: Caring Company 2025', 'Row 2: Green Office · WWF'],
    ],
    [
      'hk',
      '企業獎項',
      ['第 1 行 › 獎項：Caring Company', '（此行為新增）'],
      ['第 1 行 › 獎項：Caring Company 2025', '第 2 行：Green Office · WWF'],
    ],
    [
      'cn',
      '企业奖项',
      ['第 1 行 › 奖项：Caring Company', '（此行为新增）'],
      ['第 1 行 › 奖项：Caring Company 2025', '第 2 行：Green Office · WWF'],
    ],
  ] as const)(
    'shows a table’s change as the rows that changed, cell by cell (%s)',
    async (language, field, before, after) => {
      const shown = await tableLines(language, [
        [[award(1, 'Caring Company')], [award(1, 'Caring Company 2025'), award(2, 'Green Office', 'WWF')]],
      ]);
      expect(shown).toEqual([{ field, before, after }]);
    },
  );

  const AWARDS = ['Caring Company', 'Green Office', 'Safety', 'Quality', 'Energy'];
  const numbered = (names: string[]) => names.map((name, i) => award(i + 1, name));
  it.each([
    [
      'en',
      {
        before: ['Row 1: Green Office · HKCSS', 'Row 3 › Award: Quality'],
        after: ['(row removed)', 'Row 2 (was Row 3) › Award: Quality Mark'],
      },
      { before: ['Row 1: Caring Company · HKCSS'], after: ['(row removed)'] },
    ],
    [
      'hk',
      {
        before: ['第 1 行：Green Office · HKCSS', '第 3 行 › 獎項：Quality'],
        after: ['（此行已移除）', '第 2 行（原為第 3 行） › 獎項：Quality Mark'],
      },
      { before: ['第 1 行：Caring Company · HKCSS'], after: ['（此行已移除）'] },
    ],
    [
      'cn',
      {
        before: ['第 1 行：Green Office · HKCSS', '第 3 行 › 奖项：Quality'],
        after: ['（此行已移除）', '第 2 行（原为第 3 行） › 奖项：Quality Mark'],
      },
      { before: ['第 1 行：Caring Company · HKCSS'], after: ['（此行已移除）'] },
    ],
  ] as const)(
    'shows a first row removed as that row alone, the rows after it renumbered, an edit below it by its places (%s)',
    async (language, secondSave, firstSave) => {
      // The first of five removed; then the new first removed and a row below it edited (the newest save first).
      const shown = await tableLines(language, [
        [numbered(AWARDS), numbered(AWARDS.slice(1))],
        [numbered(AWARDS.slice(1)), numbered(['Safety', 'Quality Mark', 'Energy'])],
      ]);
      expect(shown.map(({ before, after }) => ({ before, after }))).toEqual([secondSave, firstSave]);
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
