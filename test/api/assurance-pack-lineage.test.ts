import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/api';
import { downloadedPack } from '../support/pack';

/**
 * Every figure of the pack is traced to what it sums (docs/decisions/0117-the-assurance-pack.md): in the demo's
 * complete year (Acme FY2025, printed, a renewable certificate retired at Head office), the distinct lines listed
 * under each figure add up to the figure — market-based Scope 2 with the instrument that lowers it among them.
 * Building it only reads the year.
 */
const YEAR = '2025-12-31';
let lineage: string[][];

const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

beforeAll(async () => {
  const token = await signIn('acme.admin');
  lineage = (await downloadedPack(token, YEAR)).table('lineage.csv');
}, 180_000);

describe('the pack’s lineage of the demo’s complete year', () => {
  it('sums, under every figure but the intensities, the lines that make the figure', () => {
    const figures = new Map<string, number>();
    // One row per line × factor: each line once (a line priced by two factors is two rows).
    const lines = new Map<string, Map<string, number>>();
    for (const r of lineage) {
      const [name, value] = [r[0]!, r[1]!];
      if (name.includes(' intensity per ') || value === '') continue;
      figures.set(name, Number(value));
      if (r[8] === '') continue;
      const mine = lines.get(name) ?? new Map<string, number>();
      mine.set(`${r[4]}|${r[6]}|${r[7]}|${r[8]}`, Number(r[8]));
      lines.set(name, mine);
    }
    expect(figures.has('D-MT-GHG2 marketBased')).toBe(true);
    const off: string[] = [];
    for (const [name, value] of figures) {
      const sum = [...(lines.get(name)?.values() ?? [])].reduce((s, v) => s + v, 0);
      if (!near(sum, value)) off.push(`${name}: lines ${sum} ≠ ${value}`);
    }
    expect(off).toEqual([]);
  });

  it('lists the certificate under market-based Scope 2, at Head office, as what it takes off', () => {
    const market = lineage.filter((r) => r[0] === 'D-MT-GHG2 marketBased');
    const location = lineage.filter((r) => r[0] === 'D-MT-GHG2 total');
    const instrument = market.filter((r) => r[6] === 'certificate');
    expect(instrument).toHaveLength(1);
    expect(instrument[0]![5]).toBe('Head office');
    expect(Number(instrument[0]![8])).toBeCloseTo(Number(market[0]![1]) - Number(location[0]![1]), 6);
    expect(location.some((r) => r[6] === 'certificate')).toBe(false);
  });
});
