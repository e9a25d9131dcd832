/**
 * A value axis with round ticks (1, 2, 2.5 or 5 × a power of ten), from zero or below it, as a chart's reader
 * expects: the report's charts are drawn as SVG in core (ADR 0135).
 */
export interface Axis {
  min: number;
  max: number;
  ticks: number[];
}

const STEPS = [1, 2, 2.5, 5, 10];

/** Round ticks covering every value and zero, about `count` of them. */
export function valueAxis(values: readonly number[], count = 5): Axis {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  if (hi === lo) return { min: 0, max: 1, ticks: [0, 1] };
  const rough = (hi - lo) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = STEPS.find((s) => s * power >= rough)! * power;
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let i = 0; min + i * step <= max + step / 1e6; i++) ticks.push(round(min + i * step));
  return { min: round(min), max: round(max), ticks };
}

const round = (v: number) => Number(v.toPrecision(12));

const FIGURE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
/**
 * A tick's figure: thousands grouped with commas and an ASCII minus, so the parity check reads a run of them as an
 * axis, not as the company's figures (parity/layout.ts).
 */
export const tickLabel = (v: number) => FIGURE.format(v).replace('−', '-');
