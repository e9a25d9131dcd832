import { describe, expect, it } from 'vitest';
import { ATTRIBUTES } from '@esg/core/schemas/resources';
import {
  describeRow,
  draftOf,
  editedAttributes,
  emptyDraft,
  missingAttributes,
  sameAttributes,
  toAttributes,
} from './attributes';

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

describe('row attributes in the edit-row form', () => {
  it('shows stored attributes as the form holds them: booleans as yes/no, absent ones blank', () => {
    expect(draftOf('waste', { hazardous: true, wasteType: 'Batteries', handling: 'recycled' })).toEqual({
      hazardous: 'yes',
      wasteType: 'Batteries',
      handling: 'recycled',
    });
    expect(draftOf('businessTravel', { mode: 'rail' })).toEqual({
      mode: 'rail',
      cabin: '',
      origin: '',
      destination: '',
      roundTrip: '',
    });
  });

  it('sends back what a row was, unchanged, when nothing is edited', () => {
    const stored = { supplier: 'hke', account: '1-2345-678' };
    expect(editedAttributes('electricity', stored, draftOf('electricity', stored))).toEqual(stored);
  });

  it('keeps the attributes the form does not show, and drops optional ones cleared', () => {
    const stored = { supplier: 'clp', account: 'A-1', factorId: 'elec-clp-2023' };
    const edited = editedAttributes('electricity', stored, { supplier: 'hke', account: 'B-2' });
    expect(edited).toEqual({ supplier: 'hke', account: 'B-2', factorId: 'elec-clp-2023' });
    expect(ATTRIBUTES.electricity.safeParse(edited).success).toBe(true);

    const distance = { unit: 'km', months: Array<string>(12).fill('') };
    const van = { vehicleType: 'private-van', fuel: 'diesel', registration: 'VN1', distance };
    const cleared = editedAttributes('vehicle', van, { ...draftOf('vehicle', van), registration: ' ' });
    expect(cleared).toEqual({ vehicleType: 'private-van', fuel: 'diesel', distance });
    expect(ATTRIBUTES.vehicle.safeParse(cleared).success).toBe(true);
  });

  it('tells a changed form from one only re-spaced', () => {
    const a = { supplier: 'clp', account: 'A-1' };
    expect(sameAttributes('electricity', a, { supplier: 'clp', account: ' A-1 ' })).toBe(true);
    expect(sameAttributes('electricity', a, { supplier: 'hke', account: 'A-1' })).toBe(false);
    expect(sameAttributes('electricity', a, { supplier: 'clp', account: 'A-2' })).toBe(false);
  });
});
