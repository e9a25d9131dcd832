import { describe, expect, it } from 'vitest';
import { frameBlocks } from './about';

const texts = (blocks: ReturnType<typeof frameBlocks>) => blocks.map((b) => (b as { text: string }).text);

describe('the report’s frame: the board’s approval (ADR 0113)', () => {
  const signedOff = { boardApprovedOn: '2026-03-20', boardApprovers: ['Dora Ho', 'Eric Lam'] };

  it.each([
    ['en', ['Approved by the Board on 20-03-2026.', 'Approving directors: Dora Ho, Eric Lam.']],
    ['hk', ['本報告已於2026年3月20日獲董事會批准。', '批准的董事：Dora Ho、Eric Lam。']],
    ['cn', ['本报告已于2026年3月20日获董事会批准。', '批准的董事：Dora Ho、Eric Lam。']],
  ] as const)('prints the sign-off’s date and the directors who approved (%s)', (lang, lines) => {
    const answers = { board_statement: { approvedOn: '2026-01-05' } };
    expect(texts(frameBlocks({ lang, answers, ...signedOff }))).toEqual(lines);
  });

  it('prints the date typed on the board statement page while there is no sign-off, and no directors', () => {
    const answers = { board_statement: { approvedOn: '2026-01-05' } };
    expect(texts(frameBlocks({ lang: 'en', answers }))).toEqual(['The board approved this report on 05-01-2026.']);
    expect(texts(frameBlocks({ lang: 'en', answers: {} }))).toEqual([]);
  });

  // ADR 0118: the sign-off ends with the version; a date typed for the replaced version is no approval of this one.
  const restated = { version: 2, reason: 'A bill entered twice.', at: '2026-12-01T03:38:00Z', figures: [] };

  it.each(['en', 'hk', 'cn'] as const)(
    'states no approval for a restated version the board did not sign (%s)',
    (lang) => {
      const answers = { board_statement: { approvedOn: '2026-03-20' } };
      expect(texts(frameBlocks({ lang, answers, restatement: restated }))).toEqual([]);
    },
  );

  it('prints a date typed since the restatement, and the new sign-off’s', () => {
    const answers = { board_statement: { approvedOn: '2026-12-01' } };
    expect(texts(frameBlocks({ lang: 'en', answers, restatement: restated }))).toEqual([
      'The board approved this report on 01-12-2026.',
    ]);
    const old = { board_statement: { approvedOn: '2026-03-20' } };
    expect(
      texts(frameBlocks({ lang: 'en', answers: old, restatement: restated, boardApprovedOn: '2026-12-05' })),
    ).toEqual(['Approved by the Board on 05-12-2026.']);
  });
});
