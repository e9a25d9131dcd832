import { describe, expect, it } from 'vitest';
import { frameBlocks } from './about';

const texts = (blocks: ReturnType<typeof frameBlocks>) => blocks.map((b) => (b as { text: string }).text);

describe('the report’s frame: the board’s approval (ADR 0113)', () => {
  const signedOff = { boardApprovedOn: '2026-03-20', boardApprovers: ['Dora Ho', 'Eric Lam'] };

  it.each([
    ['en', ['Approved by the Board on 20-03-2026.', 'Approving directors: Dora Ho, Eric Lam.']],
    ['hk', ['本報告已於 20-03-2026 獲董事會批准。', '批准的董事：Dora Ho、Eric Lam。']],
    ['cn', ['本报告已于 20-03-2026 获董事会批准。', '批准的董事：Dora Ho、Eric Lam。']],
  ] as const)('prints the sign-off’s date and the directors who approved (%s)', (lang, lines) => {
    const answers = { board_statement: { approvedOn: '2026-01-05' } };
    expect(texts(frameBlocks({ lang, answers, ...signedOff }))).toEqual(lines);
  });

  it('prints the date typed on the board statement page while there is no sign-off, and no directors', () => {
    const answers = { board_statement: { approvedOn: '2026-01-05' } };
    expect(texts(frameBlocks({ lang: 'en', answers }))).toEqual(['The board approved this report on 05-01-2026.']);
    expect(texts(frameBlocks({ lang: 'en', answers: {} }))).toEqual([]);
  });
});
