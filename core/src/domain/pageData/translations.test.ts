import { describe, expect, it } from 'vitest';
import { boardStatement } from '../../pages/background/boardStatement';
import { withTranslations } from './translations';

/** docs/decisions/0096-bilingual-answers.md: a save never erases the language it leaves out. */
describe('withTranslations', () => {
  const save = (values: Record<string, unknown>, stored?: Record<string, unknown>, lang: 'en' | 'hk' | 'cn' = 'en') =>
    withTranslations(boardStatement, values as never, stored as never, lang);

  it('migrates a stored one-language answer as the company language and adds the other', () => {
    expect(save({ boardOversight: { hk: '董事會監察。' } }, { boardOversight: 'The board oversees.' })).toEqual({
      boardOversight: { en: 'The board oversees.', hk: '董事會監察。' },
    });
    expect(save({ boardOversight: { en: 'The board oversees.' } }, { boardOversight: '董事會監察。' }, 'hk')).toEqual({
      boardOversight: { en: 'The board oversees.', hk: '董事會監察。' },
    });
  });

  it('a plain string is the company language; the other language is kept', () => {
    const stored = { boardOversight: { en: 'Old', hk: '舊' } };
    expect(save({ boardOversight: 'New' }, stored)).toEqual({ boardOversight: { en: 'New', hk: '舊', stale: 'hk' } });
    expect(save({ boardOversight: '新' }, stored, 'hk')).toEqual({
      boardOversight: { en: 'Old', hk: '新', stale: 'en' },
    });
    expect(save({ boardOversight: '简' }, stored, 'cn')).toEqual({ boardOversight: { en: 'Old', hk: '舊', cn: '简' } });
  });

  it('marks the other language as may need updating until it is edited itself', () => {
    const changed = save({ boardOversight: { en: 'New', hk: '舊' } }, { boardOversight: { en: 'Old', hk: '舊' } });
    expect(changed.boardOversight).toEqual({ en: 'New', hk: '舊', stale: 'hk' });
    const again = save({ boardOversight: { en: 'New', hk: '舊', cn: '旧版' } }, changed);
    expect(again.boardOversight).toEqual({ en: 'New', hk: '舊', cn: '旧版', stale: 'hk' });
    expect(save({ boardOversight: { en: 'New', hk: '新' } }, changed).boardOversight).toEqual({ en: 'New', hk: '新' });
    // Both edited together: neither is behind.
    expect(save({ boardOversight: { en: 'A', hk: '甲' } }, changed).boardOversight).toEqual({ en: 'A', hk: '甲' });
  });

  it('stores a plain string over a one-language answer as sent', () => {
    expect(save({ boardOversight: 'New' }, { boardOversight: 'Old' })).toEqual({ boardOversight: 'New' });
    expect(save({ boardOversight: 'New' })).toEqual({ boardOversight: 'New' });
  });

  it('stores an answer with no text in any language as empty, and leaves other fields alone', () => {
    expect(save({ boardOversight: { en: '', hk: '' }, approvedOn: '2025-03-01' })).toEqual({
      boardOversight: '',
      approvedOn: '2025-03-01',
    });
    expect(save({ boardOversight: { en: '' } }, { boardOversight: { en: 'E', hk: '中' } })).toEqual({
      boardOversight: { en: '', hk: '中' },
    });
  });
});
