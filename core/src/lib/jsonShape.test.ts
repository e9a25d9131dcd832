import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, MAX_JSON_VALUES, jsonShapeProblem } from './jsonShape';

const nest = (n: number): unknown => JSON.parse('['.repeat(n) + ']'.repeat(n));

describe('JSON body shape (docs/decisions/0062-hostile-input.md)', () => {
  it('measures 100,000 levels without recursion and names where the limit was passed', () => {
    expect(jsonShapeProblem(nest(100_000), 'body')).toEqual({
      problem: 'jsonTooDeep',
      path: `body${'.0'.repeat(MAX_JSON_DEPTH)}`,
    });
  });

  it('accepts exactly the depth limit', () => {
    expect(jsonShapeProblem(nest(MAX_JSON_DEPTH), 'body')).toBeUndefined();
    expect(jsonShapeProblem(nest(MAX_JSON_DEPTH + 1), 'body')?.problem).toBe('jsonTooDeep');
  });

  it('counts members and elements across the whole value (the two members a and b count too)', () => {
    const half = Array.from({ length: MAX_JSON_VALUES / 2 }, () => 0);
    expect(jsonShapeProblem({ a: half, b: half.slice(2) }, 'body')).toBeUndefined();
    expect(jsonShapeProblem({ a: half, b: half.slice(1) }, 'body')?.problem).toBe('jsonTooManyValues');
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the key %s at any depth', (key) => {
    const value = JSON.parse(`{"rows":[{"ok":1},{"${key}":{}}]}`);
    expect(jsonShapeProblem(value, 'body')).toEqual({ problem: 'jsonForbiddenKey', path: `body.rows.1.${key}` });
  });

  it('lets the same words through as values and array positions', () => {
    expect(jsonShapeProblem({ name: '__proto__', list: ['constructor'] }, 'body')).toBeUndefined();
  });
});
