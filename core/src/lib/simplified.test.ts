import { describe, expect, it } from 'vitest';
import { simplifiedWith, toSimplified } from './simplified';

/** docs/decisions/0096-bilingual-answers.md: Simplified is derived from the Hong Kong Traditional text. */
describe('toSimplified (OpenCC, Hong Kong Traditional → Simplified)', () => {
  it.each([
    ['資訊', '资讯'],
    ['僱員', '雇员'],
    ['碳排放', '碳排放'],
    ['溫室氣體', '温室气体'],
    ['董事會負責監察環境、社會及管治事宜', '董事会负责监察环境、社会及管治事宜'],
    ['綫上培訓', '线上培训'],
    ['週年報告', '周年报告'],
  ])('%s → %s', (hk, cn) => {
    expect(toSimplified(hk)).toBe(cn);
  });

  it('keeps what it does not know: Latin words, figures, units and symbols pass through', () => {
    expect(toSimplified('範圍1排放為1,234.5 tCO₂e（HKEX）😀')).toBe('范围1排放为1,234.5 tCO₂e（HKEX）😀');
  });

  it('keeps the Traditional text when the converter fails or answers nothing', () => {
    const failing = simplifiedWith(() => () => {
      throw new Error('dictionary missing');
    });
    expect(failing('溫室氣體')).toBe('溫室氣體');
    expect(simplifiedWith(() => () => '')('溫室氣體')).toBe('溫室氣體');
    expect(
      simplifiedWith(() => {
        throw new Error('cannot load');
      })('僱員'),
    ).toBe('僱員');
  });
});

/** ADR 0138: only the dictionaries of opencc-js's `hk2s` configuration are bundled; the conversion is the preset's. */
describe('toSimplified against opencc-js’s full t2cn preset', () => {
  it('converts the Traditional catalogue alike, phrase by phrase', async () => {
    const { Converter } = await import('opencc-js/t2cn');
    const preset = Converter({ from: 'hk', to: 'cn' });
    const { PROVISION_TITLES_HK } = await import('../domain/kpi/titles');
    const texts = [...Object.values(PROVISION_TITLES_HK), '資訊', '僱員', '綫上培訓', '週年報告', '豈有此理'];
    expect(texts.length).toBeGreaterThan(50);
    for (const text of texts) expect(toSimplified(text), text).toBe(preset(text));
  });
});
