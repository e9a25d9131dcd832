import { describe, expect, it } from 'vitest';
import { CHART_BACKGROUND, PALETTES, contrastRatio } from './chartPalettes';

describe('chart palettes', () => {
  it('are four, each of distinct colours', () => {
    expect(Object.keys(PALETTES)).toHaveLength(4);
    for (const colours of Object.values(PALETTES)) expect(new Set(colours).size).toBe(colours.length);
  });

  it.each(Object.entries(PALETTES))('%s: every colour reaches 3:1 against the chart background', (_id, colours) => {
    for (const c of colours) expect(contrastRatio(c, CHART_BACKGROUND), c).toBeGreaterThanOrEqual(3);
  });

  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });
});
