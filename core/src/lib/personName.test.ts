import { describe, expect, it } from 'vitest';
import { greetingName, personName, personNameOr } from './personName';

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

describe('greetingName', () => {
  it('greets a Chinese name whole, any other by its given name', () => {
    expect(greetingName({ firstName: '大文', lastName: '陳' })).toBe('陳大文');
    expect(greetingName({ firstName: 'Alice', lastName: 'Chan' })).toBe('Alice');
    expect(greetingName({ firstName: '', lastName: 'Chan' })).toBe('Chan');
    expect(greetingName({ firstName: 'Alice', lastName: '陳' })).toBe('Alice');
  });
});

describe('personNameOr', () => {
  it('names a person, or keeps what the record kept of someone who is not a user', () => {
    expect(personNameOr({ firstName: '大文', lastName: '陳' }, 'u1')).toBe('陳大文');
    expect(personNameOr(undefined, 'Dora Ho')).toBe('Dora Ho');
  });
});
