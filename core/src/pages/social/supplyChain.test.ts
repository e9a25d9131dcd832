import { describe, expect, it } from 'vitest';
import { checkPage } from '../../catalogue/check';
import { deriveValues } from '../../catalogue/derive';
import { product } from './product';
import { supplyChain } from './supplyChain';
import { validatePage } from '../../catalogue/schema/page';
import { formRuleIssues } from '../formRules';

const derived = (page: typeof product, values: Record<string, unknown>) => {
  const checked = validatePage(page, values);
  expect(checked.ok).toBe(true);
  return deriveValues(page, checked.ok ? checked.value : {});
};

describe('Supply chain (HKEX B5)', () => {
  it('is a well-formed declaration', () => expect(checkPage(supplyChain)).toEqual([]));

  it('totals the suppliers of every region (B5.1) and refuses more engaged suppliers than that (B5.2)', () => {
    const values = {
      suppliersByRegion: [
        { region: 'Hong Kong', suppliers: '12' },
        { region: 'Mainland China', suppliers: '30' },
        { region: 'Vietnam', suppliers: '3' },
      ],
      suppliersEngaged: '45',
    };
    // 12 + 30 + 3 = 45 suppliers; all 45 engaged is allowed, 46 is not.
    expect(derived(supplyChain, values)).toEqual({ values: { totalSuppliers: '45' }, errors: {} });
    expect(formRuleIssues(supplyChain, values)).toEqual([]);
    expect(formRuleIssues(supplyChain, { ...values, suppliersEngaged: '46' })).toEqual([
      { path: 'suppliersEngaged', code: 'max', message: 'This field cannot be more than 45.', params: { max: '45' } },
    ]);
    expect(formRuleIssues(supplyChain, { suppliersEngaged: '1' })).toEqual([
      { path: 'suppliersEngaged', code: 'max', message: 'This field cannot be more than 0.', params: { max: '0' } },
    ]);
  });

  it('counts suppliers in whole numbers, never negative', () => {
    const checked = validatePage(supplyChain, {
      suppliersByRegion: [{ region: 'Hong Kong', suppliers: '1.5' }],
      suppliersEngaged: '-1',
    });
    expect(checked.ok).toBe(false);
    if (!checked.ok)
      expect(checked.issues.map((i) => i.path).sort()).toEqual(['suppliersByRegion.0.suppliers', 'suppliersEngaged']);
  });
});

describe('Product responsibility (HKEX B6)', () => {
  it('is a well-formed declaration', () => expect(checkPage(product)).toEqual([]));

  it('computes B6.1 % recalled = recalled ÷ sold × 100 to two decimal places', () => {
    // 3 of 8,000 = 0.0375 % → 0.04; 250 of 1,000 = 25 %; nothing sold → 0; nothing entered → not entered (a rate,
    // docs/decisions/0069): a company that sells no products prints no 0 % beside its B6.1 explanation.
    expect(derived(product, { productsSold: '8000', productsRecalled: '3' }).values).toEqual({
      percentRecalled: '0.04',
    });
    expect(derived(product, { productsSold: '1000', productsRecalled: '250' }).values).toEqual({
      percentRecalled: '25',
    });
    expect(derived(product, { productsSold: '0', productsRecalled: '0' }).values).toEqual({ percentRecalled: '0' });
    expect(derived(product, {}).values).toEqual({});
    expect(derived(product, { productsSold: '100' }).values).toEqual({});
  });

  it('refuses more products recalled than sold', () => {
    expect(formRuleIssues(product, { productsSold: '8000', productsRecalled: '8000' })).toEqual([]);
    expect(formRuleIssues(product, { productsSold: '10', productsRecalled: '11' })).toEqual([
      { path: 'productsRecalled', code: 'max', message: 'This field cannot be more than 10.', params: { max: '10' } },
    ]);
  });
});
