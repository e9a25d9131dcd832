/**
 * Monetary-unit sampling of a year's figures (docs/decisions/0116-sample-and-trace.md): every tonne of CO2e
 * (or MWh) is one sampling unit, and a figure is drawn with probability proportional to its size, without
 * replacement — each draw picks one unit at random among the units of the figures not yet drawn. Computed
 * in one pass as Efraimidis–Spirakis keys (u^(1/size), the n largest), from a recorded 32-bit seed, over
 * the figures in id order, so the same seed and figures give the same sample on any machine.
 */

export interface Sized {
  id: string;
  /** The figure's size in the sampling unit; zero or less is never drawn. */
  size: number;
}

export const SEED_MAX = 0xffff_ffff;

/** mulberry32: a small, well-distributed 32-bit generator; deterministic from its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fresh seed, recorded with the sample so anyone can draw it again. */
export const newSeed = () => Math.floor(Math.random() * SEED_MAX);

/**
 * `n` figures drawn with probability proportional to size, without replacement, reproducible from `seed`.
 * Fewer when fewer figures have a size; the order is the draw's (largest key first).
 */
export function monetaryUnitSample<T extends Sized>(figures: readonly T[], n: number, seed: number): T[] {
  const random = seededRandom(seed);
  const keyed = [...figures]
    .filter((f) => f.size > 0 && Number.isFinite(f.size))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    // log(u)/size orders as u^(1/size) without underflow; 1 - random() is in (0, 1].
    .map((f) => ({ f, key: Math.log(1 - random()) / f.size }));
  keyed.sort((a, b) => b.key - a.key);
  return keyed.slice(0, Math.max(0, n)).map((k) => k.f);
}
