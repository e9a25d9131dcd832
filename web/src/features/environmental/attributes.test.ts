import { describe, expect, it } from 'vitest';
import { ATTRIBUTES } from '@esg/core/domain/resources/schemas';
import { describeRow, emptyDraft, missingAttributes, toAttributes } from './attributes';

describe('row attributes from the add-row form', () => {
  it('sends what the API schema accepts: blanks of optional fields left out', () => {
    const attributes = toAttributes('fuel', { fuel: 'diesel', equipment: ' ' });
    expect(attributes).toEqual({ fuel: 'diesel' });
    expect(ATTRIBUTES.fuel.safeParse(attributes).success).toBe(true);
  });

  it('keeps the electricity account even when blank, as the API requires it', () => {
    const attributes = toAttributes('electricity', { ...emptyDraft('electricity'), supplier: 'clp' });
    expect(attributes).toEqual({ supplier: 'clp', account: '' });
    expect(ATTRIBUTES.electricity.safeParse(attributes).success).toBe(true);
  });

  it('turns yes/no into booleans and airport codes into upper case', () => {
    const waste = toAttributes('waste', { hazardous: 'yes', wasteType: 'Batteries', handling: 'recycled' });
    expect(ATTRIBUTES.waste.safeParse(waste).success).toBe(true);
    expect(waste.hazardous).toBe(true);
    const flight = toAttributes('businessTravel', {
      mode: 'flight',
      origin: 'hkg',
      destination: 'sin',
      roundTrip: 'no',
    });
    expect(flight).toEqual({ mode: 'flight', origin: 'HKG', destination: 'SIN', roundTrip: false });
    expect(ATTRIBUTES.businessTravel.safeParse(flight).success).toBe(true);
  });

  it('names the required attributes not yet given', () => {
    expect(missingAttributes('vehicle', emptyDraft('vehicle'))).toEqual(['vehicleType', 'fuel']);
    expect(missingAttributes('tree', emptyDraft('tree'))).toEqual([]);
  });

  it('describes a row by its attributes in the type’s order', () => {
    const text = describeRow('electricity', { account: '1-23', supplier: 'hke' }, (spec, v) => `${spec.key}=${v}`);
    expect(text).toBe('supplier=hke · account=1-23');
  });
});
