import { describe, expect, it } from 'vitest';
import { getAt, isEmptyAnswers, sameAnswers, setAt } from './paths';

describe('answers by dotted payload path', () => {
  const values = {
    locations: [{ name: 'HQ', channels: ['email'] }],
    emissions: { answer: 1, details: { emissionsName: 'Green office' } },
  };

  it('reads objects and array rows', () => {
    expect(getAt(values, 'locations.0.name')).toBe('HQ');
    expect(getAt(values, 'locations.0.channels.0')).toBe('email');
    expect(getAt(values, 'emissions.details.emissionsName')).toBe('Green office');
    expect(getAt(values, 'locations.3.name')).toBeUndefined();
    expect(getAt(values, 'nothing.here')).toBeUndefined();
  });

  it('writes a copy, creating what is missing on the way, and leaves the original alone', () => {
    const next = setAt(values, 'locations.0.name', 'Head office');
    expect(next.locations[0]).toEqual({ name: 'Head office', channels: ['email'] });
    expect(values.locations[0]!.name).toBe('HQ');
    expect(Array.isArray(next.locations)).toBe(true);
    expect(setAt({}, 'policy.answer', -1)).toEqual({ policy: { answer: -1 } });
    expect(setAt({}, 'grid.0.months.2', '5')).toEqual({ grid: [{ months: [undefined, undefined, '5'] }] });
  });

  it('calls a page empty when no answer holds anything', () => {
    expect(isEmptyAnswers({})).toBe(true);
    expect(isEmptyAnswers({ a: '', b: null, c: [] })).toBe(true);
    expect(isEmptyAnswers({ a: 'x' })).toBe(false);
    expect(isEmptyAnswers({ q: { answer: 0 } })).toBe(false);
  });
});

describe('sameAnswers', () => {
  it('ignores key order and blank-versus-missing answers', () => {
    expect(sameAnswers({ a: '1', b: [] }, { a: '1' })).toBe(true);
    expect(sameAnswers({ a: { x: 1, y: '' } }, { a: { x: 1 } })).toBe(true);
    expect(sameAnswers({ a: '', b: null }, {})).toBe(true);
  });
  it('sees a changed, added or removed answer or row', () => {
    expect(sameAnswers({ a: '1' }, { a: '2' })).toBe(false);
    expect(sameAnswers({ a: '1' }, {})).toBe(false);
    expect(sameAnswers({ rows: [{ n: '1' }] }, { rows: [{ n: '1' }, { n: '2' }] })).toBe(false);
    expect(sameAnswers({ q: { answer: 1 } }, { q: { answer: 0 } })).toBe(false);
  });
});
