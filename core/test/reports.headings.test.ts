import { describe, expect, it } from 'vitest';
import { buildReport } from '../src/domain/reports/build';
import type { ReportInputs } from '../src/domain/reports/inputs';
import { acmeStatementOnly } from './draftInputs';

/** ADR 0087: a part's heading is not printed again as the caption of its first table or card. */
const inputs = (lang: ReportInputs['lang']) => acmeStatementOnly(lang);

describe('a part’s heading, printed once', () => {
  it.each(['en', 'hk', 'cn'] as const)('no caption repeats its part’s heading (%s)', (lang) => {
    const { sections } = buildReport(inputs(lang)).data;
    const unnumbered = (h: string) => h.replace(/^[\d.]+ /, '');
    const repeats = sections.flatMap((s) =>
      s.blocks.flatMap((b) => ('caption' in b && b.caption === unnumbered(s.heading) ? [s.heading] : [])),
    );
    expect(repeats).toEqual([]);
    // The board statement and the content index keep their tables, under the part's heading alone.
    const index = sections.find((s) => s.id === 'content-index')!;
    expect(index.blocks[0]).toMatchObject({ kind: 'table', caption: '' });
    const board = sections.find((s) => s.id === 'page-board-statement')!;
    expect(JSON.stringify(board.blocks)).toContain(lang === 'en' ? '20-03-2026' : '2026年3月20日');
  });
});
