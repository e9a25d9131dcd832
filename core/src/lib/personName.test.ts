import { describe, expect, it } from 'vitest';
import { personName } from './personName';

describe('personName', () => {
  it('writes a Chinese name family name first, run together, and any other given name first', () => {
    expect(personName({ firstName: '大文', lastName: '陳' })).toBe('陳大文');
    expect(personName({ firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(personName({ firstName: 'Ann', lastName: '李' })).toBe('Ann 李');
    expect(personName({ firstName: ' 大文 ', lastName: '' })).toBe('大文');
    expect(personName({ firstName: '', lastName: 'Lee' })).toBe('Lee');
    expect(personName({ firstName: null, lastName: undefined })).toBe('');
  });
});
