import { describe, expect, it } from 'vitest';
import { editionAnswers } from './translated';

/** docs/decisions/0097-editions-print-their-own-language.md */
describe('editionAnswers', () => {
  const answers = {
    board_statement: {
      boardOversight: { en: 'The board oversees ESG.', hk: '董事會監察環境、社會及管治事宜。' },
      managementApproach: 'Material issues are ranked yearly.',
      progressReview: { en: 'Reviewed twice a year.', hk: '每年檢討兩次。', cn: '每年复核两次。' },
      approvedOn: '2026-03-20',
    },
  };

  it('prints each edition in its own language, Simplified converted unless overridden', () => {
    const hk = editionAnswers(answers, 'hk', 'en');
    expect(hk.answers.board_statement).toMatchObject({
      boardOversight: '董事會監察環境、社會及管治事宜。',
      progressReview: '每年檢討兩次。',
      approvedOn: '2026-03-20',
    });
    const cn = editionAnswers(answers, 'cn', 'en');
    expect(cn.answers.board_statement).toMatchObject({
      boardOversight: '董事会监察环境、社会及管治事宜。',
      progressReview: '每年复核两次。',
    });
    expect(editionAnswers(answers, 'en', 'en').answers.board_statement?.boardOversight).toBe('The board oversees ESG.');
  });

  it('marks an answer without the edition language and lists it; a legacy string is the company language', () => {
    const hk = editionAnswers(answers, 'hk', 'en');
    expect(hk.answers.board_statement?.managementApproach).toBe(
      '【英文原文——尚未翻譯】 Material issues are ranked yearly.',
    );
    expect(hk.untranslated).toEqual([{ page: '/background/board_statement', field: 'managementApproach' }]);
    expect(editionAnswers(answers, 'en', 'en').untranslated).toEqual([]);
    // A company working in Chinese: its one-language answer lacks the English edition's text.
    const en = editionAnswers({ board_statement: { managementApproach: '每年排列優次。' } }, 'en', 'hk');
    expect(en.answers.board_statement?.managementApproach).toBe('[Chinese text — translation missing] 每年排列優次。');
    expect(en.untranslated).toHaveLength(1);
  });
});
