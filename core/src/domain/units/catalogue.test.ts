import { describe, expect, it } from 'vitest';
import { referenceData } from '../catalogues/data';
import { unitCatalogue } from './catalogue';

describe('the seeded unit catalogue', () => {
  it("keeps a gas unit's source as published and its confidence as a field of its own", () => {
    const towngas = unitCatalogue(referenceData().unitFactors).conversions.find((c) => c.from === 'towngas-unit');
    expect(towngas).toMatchObject({
      to: 'MJ',
      numerator: '48',
      source: 'HKEX, Reporting Guidance on Environmental KPIs (Appendix 2)',
      confidence: 'high',
    });
  });

  it('refuses reference data whose confidence is not high, medium or low', () => {
    const csv = [
      'id,what,value,unit,source,confidence,note',
      'towngas-energy,x,48,MJ/unit,HKEX,certain,',
      'lpg-energy,x,46,MJ/unit,HKEX,high,',
    ].join('\n');
    expect(() => unitCatalogue(csv)).toThrow(/certain|invalid/i);
  });
});
