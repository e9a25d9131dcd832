import { describe, expect, it } from 'vitest';
import { ownValue } from './own';

describe('ownValue', () => {
  const parsed = JSON.parse('{"hq":1,"shop":0}') as Record<string, number>;
  it('answers the record’s own members, a falsy one too', () => {
    expect(ownValue(parsed, 'hq')).toBe(1);
    expect(ownValue(parsed, 'shop')).toBe(0);
  });
  it('never what every object inherits, nor a missing record', () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'nowhere'])
      expect(ownValue(parsed, key), key).toBeUndefined();
    expect(ownValue(undefined, 'hq')).toBeUndefined();
  });
});
