import { describe, expect, it } from 'vitest';
import { monetaryUnitSample, seededRandom } from './sampling';

const figures = [
  { id: 'a', size: 1 },
  { id: 'b', size: 2 },
  { id: 'c', size: 7 },
  { id: 'd', size: 0 },
  { id: 'e', size: 90 },
];

describe('monetary-unit sampling (ADR 0116)', () => {
  it('draws the same sample from the same seed, whatever order the figures come in', () => {
    const one = monetaryUnitSample(figures, 3, 12345).map((f) => f.id);
    const again = monetaryUnitSample([...figures].reverse(), 3, 12345).map((f) => f.id);
    expect(again).toEqual(one);
    expect(one).toHaveLength(3);
    expect(new Set(one).size).toBe(3);
  });

  it('draws other samples from other seeds', () => {
    const samples = new Set(
      Array.from({ length: 50 }, (_, seed) =>
        monetaryUnitSample(figures, 2, seed)
          .map((f) => f.id)
          .join(),
      ),
    );
    expect(samples.size).toBeGreaterThan(1);
  });

  it('draws a figure in proportion to its size, and never one of size zero', () => {
    const counts: Record<string, number> = {};
    const runs = 20_000;
    for (let seed = 0; seed < runs; seed++) {
      const [first] = monetaryUnitSample(figures, 1, seed);
      counts[first!.id] = (counts[first!.id] ?? 0) + 1;
    }
    const total = 100;
    for (const f of figures.filter((x) => x.size > 0))
      expect(Math.abs(counts[f.id]! / runs - f.size / total), f.id).toBeLessThan(0.01);
    expect(counts.d).toBeUndefined();
  });

  it('draws every figure with a size when n exceeds them, and none for n = 0', () => {
    expect(
      monetaryUnitSample(figures, 10, 7)
        .map((f) => f.id)
        .sort(),
    ).toEqual(['a', 'b', 'c', 'e']);
    expect(monetaryUnitSample(figures, 0, 7)).toEqual([]);
    expect(monetaryUnitSample([{ id: 'x', size: Number.NaN }], 1, 7)).toEqual([]);
  });

  it('generates numbers in [0, 1) reproducibly', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
