import { describe, expect, it } from 'vitest';
import { format } from './format';

describe('format', () => {
  it('fills {name} placeholders and leaves one without a value as written', () => {
    expect(format('Page {page} of {pages}', { page: 2, pages: 9 })).toBe('Page 2 of 9');
    expect(format('{names}尚未公佈 {year} 年', { names: 'CLP' })).toBe('CLP尚未公佈 {year} 年');
    expect(format('no placeholders')).toBe('no placeholders');
    expect(format('{a}{a}', { a: '' })).toBe('');
  });
});
