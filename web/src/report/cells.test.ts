import { describe, expect, it } from 'vitest';
import { cellClass, hasLongWord, LONGEST_WORD } from './cells';

describe('a report table cell', () => {
  it('keeps a date on one line, aligns numbers and page references right, leaves text alone', () => {
    expect(cellClass('08-03-2025', false)).toBe('date');
    expect(cellClass('2025年3月8日', false)).toBe('date');
    expect(cellClass('120,000', true)).toBe('num');
    expect(cellClass({ page: 'env-a1' }, false)).toBe('num');
    expect(cellClass('Homework club', false)).toBeUndefined();
    expect(cellClass('2025', false)).toBeUndefined();
    // A unit in words is kept whole (ADR 0137).
    expect(cellClass('千克/百萬兆焦耳', false, true)).toBe('whole');
  });

  it('keeps a short Chinese term whole between its spaces and punctuation, and lets a Chinese sentence wrap', () => {
    expect(cellClass('香港特別行政區', false)).toBe('term');
    expect(cellClass('3 燃料及能源相關活動', false)).toBe('term');
    expect(cellClass('關鍵績效指標A1.1', false)).toBe('term');
    expect(cellClass('平均數據（按活動）', false)).toBe('term');
    expect(cellClass('第2級：活動數據 × 公開因子', false)).toBe('keep');
    expect(cellClass('下游運輸由我們的物流客戶安排並支付費用，不屬於本集團的營運控制範圍', false)).toBeUndefined();
    // English wraps at its spaces as before.
    expect(cellClass('Hong Kong Special Administrative Region', false)).toBeUndefined();
  });

  it('breaks a URL or a name typed without spaces anywhere, and nothing a word of prose or Chinese is', () => {
    const url = 'https://www.example.org.hk/winners/2025/environmental/acme_certificate_of_merit_ESG2025HK0001';
    expect(cellClass(url, false)).toBe('long');
    expect(cellClass('HKESGAwardsOrganisingCommitteeForEnvironmentalExcellence', false)).toBe('long');
    // In a Chinese cell too: the Chinese wraps between characters, the URL could not.
    expect(cellClass(`優異證書 ${url}`, false)).toBe('long');
    // Hyphens already break: each part is a word.
    expect(cellClass('environmental-excellence-category-acme-holdings-limited', false)).toBeUndefined();
    expect(cellClass('Internationalisation of responsible procurement', false)).toBeUndefined();
    // A Chinese sentence is not one long word.
    expect(cellClass('下游運輸由我們的物流客戶安排並支付費用，不屬於本集團的營運控制範圍', false)).toBeUndefined();
    expect(hasLongWord('a'.repeat(LONGEST_WORD))).toBe(false);
    expect(hasLongWord('a'.repeat(LONGEST_WORD + 1))).toBe(true);
  });
});
