import { describe, expect, it } from 'vitest';
import { pageFieldChanges, rowMonthChanges, savedBy, type AuditedRow } from '../src/calc/workflow/changes';
import { SEED_ACTOR } from '../src/vocabulary/actors';

const months = (...set: [number, string][]) => {
  const m = Array<string>(12).fill('');
  for (const [i, v] of set) m[i - 1] = v;
  return m;
};
const label = (r: AuditedRow) => `Shop · ${String(r.attributes?.account ?? '')}`;

describe('what changed on a page since its approval', () => {
  it('lists the answers that differ, field by field', () => {
    expect(
      pageFieldChanges(
        { policy: 'Old', staff: '10', same: 'x' },
        { policy: 'New', staff: '10', same: 'x', extra: 'y' },
      ),
    ).toEqual([
      { field: 'policy', before: 'Old', after: 'New' },
      { field: 'extra', before: null, after: 'y' },
    ]);
  });

  it('counts a first save as every answer changed, and a cleared answer as gone', () => {
    expect(pageFieldChanges(undefined, { a: '1' })).toEqual([{ field: 'a', before: null, after: '1' }]);
    expect(pageFieldChanges({ a: '1' }, {})).toEqual([{ field: 'a', before: '1', after: null }]);
  });

  it('says the whole page changed when a copy was kept as a digest', () => {
    expect(pageFieldChanges({ bytes: 20000, sha256: 'ab' }, { a: '1' })).toEqual([
      { field: '*', before: null, after: null },
    ]);
  });
});

describe('what changed on a location’s rows since its approval', () => {
  const row = (id: string, loc: string, m: string[]): AuditedRow => ({
    rowId: id,
    locationId: loc,
    months: m,
    attributes: { account: id },
  });

  it('lists the months that differ on the location’s rows only', () => {
    const before = [row('A', 'SHOP', months([1, '10'], [2, '20'])), row('B', 'HQ', months([1, '5']))];
    const after = [row('A', 'SHOP', months([1, '10'], [2, '25'], [3, '30'])), row('B', 'HQ', months([1, '6']))];
    expect(rowMonthChanges(before, after, 'SHOP', label)).toEqual([
      { field: 'Shop · A', month: 2, before: '20', after: '25' },
      { field: 'Shop · A', month: 3, before: '', after: '30' },
    ]);
  });

  it('shows a new row’s months as added and a deleted row’s as removed', () => {
    expect(rowMonthChanges([], [row('N', 'SHOP', months([4, '7']))], 'SHOP', label)).toEqual([
      { field: 'Shop · N', month: 4, before: null, after: '7' },
    ]);
    expect(rowMonthChanges(row('D', 'SHOP', months([5, '9'])), undefined, 'SHOP', label, true)).toEqual([
      { field: 'Shop · D', month: 5, before: '9', after: null },
    ]);
  });

  it('says the rows changed as a whole when a save was kept as a digest, and nothing for another location', () => {
    expect(rowMonthChanges({ rows: 900, bytes: 1, sha256: 'x' }, [], 'SHOP', label)).toEqual([
      { field: '*', before: null, after: null },
    ]);
    expect(rowMonthChanges([row('B', 'HQ', months())], [row('B', 'HQ', months([1, '1']))], 'SHOP', label)).toEqual([]);
  });
});

describe('who made a save', () => {
  it('is the person, else the login the audit kept, else the system (the seed), never blank', () => {
    expect(savedBy('Ben Wong', 'ben')).toBe('Ben Wong');
    expect(savedBy(undefined, 'gone.user')).toBe('gone.user');
    expect(savedBy(undefined, undefined)).toBe(SEED_ACTOR);
    expect(savedBy('', '')).toBe(SEED_ACTOR);
  });
});
