import { describe, expect, it } from 'vitest';
import { referencePorts } from '../src/calc/emissions/adapters';
import { referenceData } from '../src/domain/catalogues/data';
import { entryEstimates } from '../src/domain/climate/scope3/entries';
import { scope3Total, screenCategories } from '../src/domain/climate/scope3/screening';
import { attributedText, sumTonnes } from '../src/domain/suppliers/attribution';

const { library } = referencePorts(referenceData());

describe("suppliers' answers in category 1 (ADR 0119)", () => {
  it('add to the category as tier 1 data, beside the estimates, and into the total', () => {
    // 12 t of concrete × 118.79306 kgCO2e/t = 1.42551672 t; two suppliers: 625 t by share, 112.8 t by product.
    const estimates = entryEstimates(
      { scope3Purchases: [{ category: '1', item: 'Fit-out', basis: 'mass', material: 'concrete', tonnes: '12' }] },
      library,
      2025,
    );
    const answered = sumTonnes([
      attributedText({ basis: 'share', scope1: '1250.5', scope2: '3749.5', sharePercent: '12.5' }),
      '112.8',
    ]);
    const lines = screenCategories(new Map(), [], [], estimates, { tCO2e: answered, suppliers: 2 });
    expect(lines[0]).toMatchObject({
      category: 1,
      state: 'reported',
      tCO2e: '739.22551672',
      supplier: { tCO2e: '737.8', suppliers: 2, tier: '1' },
    });
    expect(scope3Total(lines)).toMatchObject({ tCO2e: '739.22551672', categories: [1] });
  });

  it('alone make the category reported; screened not relevant, they are not counted', () => {
    const supplier = { tCO2e: sumTonnes(['625']), suppliers: 1 };
    expect(screenCategories(new Map(), [], [], [], supplier)[0]).toMatchObject({ state: 'reported', tCO2e: '625' });
    const excluded = screenCategories(
      new Map(),
      [],
      [{ category: '1', relevance: 'notRelevant', reason: 'None.' }],
      [],
      supplier,
    );
    expect(excluded[0]).toMatchObject({ state: 'excluded', tCO2e: null });
    expect(excluded[0]!.supplier).toBeUndefined();
    // No answers: no supplier part at all.
    expect(
      screenCategories(new Map(), [], [], [], { tCO2e: sumTonnes([]), suppliers: 0 })[0]!.supplier,
    ).toBeUndefined();
  });
});
