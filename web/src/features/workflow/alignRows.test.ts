import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALIGNED_CELLS, alignRows, type RowStep } from './alignRows';

const wasOf = (s: RowStep) => (s.kind === 'added' ? undefined : s.was);
const nowOf = (s: RowStep) => (s.kind === 'removed' ? undefined : s.now);

describe('two versions of a table’s rows, aligned', () => {
  it('names every row once, each side in order, and leaves out only rows kept as they were', () => {
    const keys = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 12 });
    fc.assert(
      fc.property(keys, keys, (was, now) => {
        const steps = alignRows(was, now);
        const before = steps.map(wasOf).filter((i) => i !== undefined);
        const after = steps.map(nowOf).filter((j) => j !== undefined);
        expect(before).toEqual([...before].sort((x, y) => x - y));
        expect(after).toEqual([...after].sort((x, y) => x - y));
        // The rows no step names pair up, in order, as equal rows.
        const keptBefore = was.filter((_, i) => !before.includes(i));
        const keptAfter = now.filter((_, j) => !after.includes(j));
        expect(keptBefore).toEqual(keptAfter);
        // Between two kept rows nothing removed equals anything added: the kept rows are as many as can be.
        const gap = (kept: number[], at: number) => kept.filter((k) => k < at).length;
        const keptI = was.map((_, i) => i).filter((i) => !before.includes(i));
        const keptJ = now.map((_, j) => j).filter((j) => !after.includes(j));
        for (const s of steps)
          for (const t of steps)
            if (wasOf(s) !== undefined && nowOf(t) !== undefined)
              if (gap(keptI, wasOf(s)!) === gap(keptJ, nowOf(t)!)) expect(was[wasOf(s)!]).not.toBe(now[nowOf(t)!]);
      }),
    );
  });

  it('matches rows by their place past the size it aligns, the ends both share set aside first', () => {
    const size = Math.ceil(Math.sqrt(ALIGNED_CELLS)) + 1;
    const was = Array.from({ length: size }, (_, i) => `r${i}`);
    // One row removed at any size: the rows after it are the end both share.
    expect(alignRows(was, was.slice(1))).toEqual([{ kind: 'removed', was: 0 }]);
    // The first removed and the last changed: nothing in common at the ends, every row by its place.
    const now = [...was.slice(1, -1), 'last'];
    const steps = alignRows(was, now);
    expect(steps).toHaveLength(size);
    expect(steps[0]).toEqual({ kind: 'changed', was: 0, now: 0 });
    expect(steps.at(-1)).toEqual({ kind: 'removed', was: size - 1 });
    // Below it, the same change is one row removed and one changed.
    expect(alignRows([...was.slice(0, 100)], [...was.slice(1, 99), 'last'])).toEqual([
      { kind: 'removed', was: 0 },
      { kind: 'changed', was: 99, now: 98 },
    ]);
  });
});
