import { describe, expect, it } from 'vitest';
import { toDecimal } from '../../lib/rational';
import { attributedText, sumTonnes } from './attribution';

describe('what a supplier attributes to its customer (ADR 0119)', () => {
  it('by share: (Scope 1 + Scope 2) × share ÷ 100', () => {
    // 1,250.5 t + 3,749.5 t = 5,000 t; 12.5 % of it = 625 t.
    expect(attributedText({ basis: 'share', scope1: '1250.5', scope2: '3749.5', sharePercent: '12.5' })).toBe('625');
    // 0.3 t + 0.1 t at 33.333333 % = 0.133333332 t, exact (no binary floating point).
    expect(attributedText({ basis: 'share', scope1: '0.3', scope2: '0.1', sharePercent: '33.333333' })).toBe(
      '0.133333332',
    );
  });

  it('by product: footprint per unit (kgCO2e) × units ÷ 1,000', () => {
    // 2.35 kgCO2e per carton × 48,000 cartons = 112,800 kg = 112.8 t.
    expect(attributedText({ basis: 'product', unitFootprint: '2.35', units: '48000' })).toBe('112.8');
  });

  it('a zero share or no units attribute nothing', () => {
    expect(attributedText({ basis: 'share', scope1: '10', scope2: '5', sharePercent: '0' })).toBe('0');
    expect(attributedText({ basis: 'product', unitFootprint: '9.9', units: '0' })).toBe('0');
  });

  it('sums the answers exactly', () => {
    expect(toDecimal(sumTonnes(['625', '112.8', '0.133333332']), 12)).toBe('737.933333332');
  });
});
