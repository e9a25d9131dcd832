import { describe, expect, it } from 'vitest';
import { format, joinClauses, joinList, placeSeparator, withAside, withPlace } from './format';

describe('format', () => {
  it('fills {name} placeholders and leaves one without a value as written', () => {
    expect(format('Page {page} of {pages}', { page: 2, pages: 9 })).toBe('Page 2 of 9');
    expect(format('{names}尚未公佈 {year} 年', { names: 'CLP' })).toBe('CLP尚未公佈 {year} 年');
    expect(format('no placeholders')).toBe('no placeholders');
    expect(format('{a}{a}', { a: '' })).toBe('');
  });
});

describe('joinList', () => {
  it('joins a Chinese list with the enumeration comma and an English one with a comma and a space', () => {
    expect(joinList(['31-12-2024', '31-12-2025'], 'en')).toBe('31-12-2024, 31-12-2025');
    expect(joinList(['總辦事處', '銅鑼灣商店'], 'hk')).toBe('總辦事處、銅鑼灣商店');
    expect(joinList([1, 6, 7], 'cn')).toBe('1、6、7');
    expect(joinList(['only'], 'hk')).toBe('only');
    expect(joinList([], 'en')).toBe('');
  });
});

describe('joinClauses', () => {
  it('runs clauses on with a semicolon of the language', () => {
    expect(joinClauses(['a factor is missing', 'a month is missing'], 'en')).toBe(
      'a factor is missing; a month is missing',
    );
    expect(joinClauses(['缺少排放因子', '缺少月份'], 'cn')).toBe('缺少排放因子；缺少月份');
  });
});

describe('withPlace', () => {
  it('joins a place and its message with ": " in English, the full-width "：" and no space in Chinese', () => {
    expect(withPlace('Row 3', 'Required.', 'en')).toBe('Row 3: Required.');
    expect(withPlace('第 3 行', '必須填寫。', 'hk')).toBe('第 3 行：必須填寫。');
    expect(withPlace('第 3 行', '必须填写。', 'cn')).toBe('第 3 行：必须填写。');
    expect(placeSeparator('hk')).toBe('：');
    expect(placeSeparator('en')).toBe(': ');
  });
});

describe('withAside', () => {
  it('puts an aside in the parentheses of the language', () => {
    expect(withAside('Emissions', 'tCO₂e', 'en')).toBe('Emissions (tCO₂e)');
    expect(withAside('排放量', '噸二氧化碳當量', 'hk')).toBe('排放量（噸二氧化碳當量）');
    expect(withAside('待處理', 3, 'cn')).toBe('待處理（3）');
  });
});
