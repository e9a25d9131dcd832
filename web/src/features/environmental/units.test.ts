import { describe, expect, it } from 'vitest';
import type { UnitView } from '@esg/core/schemas/units';
import type { FuelMaster } from './api/getFuelMaster';
import { unitLabel } from '../../ui/units';
import { fittingUnit, initialUnit, unitChoices, withUnit } from './units';

const unit = (id: string, typeId: string, symbol = id) => ({ id, typeId, symbol }) as UnitView;
const catalogue = [unit('kWh', 'energy'), unit('MWh', 'energy'), unit('m3', 'volume', 'm³'), unit('L', 'volume')];
const fuels = [
  { id: 'diesel', use: 'stationary', units: ['L', 'm3'] },
  { id: 'diesel', use: 'vehicle', units: ['L'] },
] as FuelMaster;

describe('unit choices of a new row', () => {
  it('offers the catalogue units of the type’s unit types', () => {
    expect(unitChoices('electricity', catalogue, fuels, '')?.map((u) => u.id)).toEqual(['kWh', 'MWh']);
    expect(unitChoices('water', catalogue, fuels, '')).toEqual([
      { id: 'm3', symbol: 'm³' },
      { id: 'L', symbol: 'L' },
    ]);
  });

  it('offers business travel in passenger-km and a flight’s trips, a tree in trees, each said in the reader’s words', () => {
    const names = (en: string, hk: string, cn: string) => ({ en, hk, cn });
    const all = [
      ...catalogue,
      {
        ...unit('pkm', 'passenger-distance', 'passenger-km'),
        systemId: 'industry',
        names: names('P-km', '乘客公里', '人公里'),
      },
      { ...unit('pcs', 'count'), systemId: 'metric', names: names('Piece', '件', '件') },
      { ...unit('trip', 'count', 'trips'), systemId: 'metric', names: names('Trip', '次', '次') },
      { ...unit('tree', 'count', 'trees'), systemId: 'metric', names: names('Tree', '棵', '棵') },
    ] as UnitView[];
    expect(unitChoices('businessTravel', all, fuels, '')?.map((u) => u.id)).toEqual(['pkm', 'trip']);
    expect(initialUnit('businessTravel', unitChoices('businessTravel', all, fuels, ''))).toBe('pkm');
    expect(unitChoices('tree', all, fuels, '', 'hk')).toEqual([{ id: 'tree', symbol: '棵' }]);
    expect(unitChoices('businessTravel', all, fuels, '', 'cn')?.map((u) => u.symbol)).toEqual(['人公里', '次']);
  });

  it('offers a fuel’s own units, none before the fuel is chosen', () => {
    expect(unitChoices('fuel', catalogue, fuels, 'diesel')?.map((u) => u.id)).toEqual(['L', 'm3']);
    expect(unitChoices('vehicle', catalogue, fuels, 'diesel')?.map((u) => u.id)).toEqual(['L']);
    expect(unitChoices('fuel', catalogue, fuels, '')).toEqual([]);
  });

  it('names a unit by its symbol or, when that is words, its name in the reader’s language — never its id; a fuel’s billing units stay its own', () => {
    const names = (en: string, hk: string, cn: string) => ({ en, hk, cn });
    const all = [
      ...catalogue,
      {
        ...unit('lpg-unit', 'energy', 'unit (LPG)'),
        systemId: 'industry',
        names: names('LPG unit', '石油氣度數', '石油气度数'),
      },
      {
        ...unit('gal-imp', 'volume', 'imp gal'),
        systemId: 'imperial',
        names: names('Imperial gallon', '英制加侖', '英制加仑'),
      },
    ] as UnitView[];
    expect(unitChoices('electricity', all, fuels, '', 'hk')?.map((u) => u.symbol)).toEqual(['kWh', 'MWh']);
    expect(unitChoices('water', all, fuels, '', 'hk')?.map((u) => u.symbol)).toEqual(['m³', 'L', '英制加侖']);
    expect(unitLabel('lpg-unit', all, 'cn')).toBe('石油气度数');
    expect(unitLabel('gal-imp', all, 'en')).toBe('Imperial gallon');
    expect(unitLabel('kWh', all, 'hk')).toBe('kWh');
  });

  it('leaves intensity units as a free label', () => {
    expect(unitChoices('intensity', catalogue, fuels, '')).toBeNull();
    expect(initialUnit('intensity', null)).toBe('');
  });

  it('starts with the usual unit when it may be used', () => {
    expect(initialUnit('water', unitChoices('water', catalogue, fuels, ''))).toBe('m3');
    expect(initialUnit('electricity', [{ id: 'MWh', symbol: 'MWh' }])).toBe('MWh');
    expect(initialUnit('fuel', [])).toBe('');
  });
});

describe('the unit a row form shows', () => {
  const energy = unitChoices('electricity', catalogue, fuels, '');

  it('keeps the unit picked while the choices allow it, else the usual one', () => {
    expect(fittingUnit('electricity', energy, 'MWh')).toBe('MWh');
    expect(fittingUnit('electricity', energy, undefined)).toBe('kWh');
    // A fuel changed to one that is not measured in the unit picked.
    expect(fittingUnit('electricity', energy, 'L')).toBe('kWh');
    expect(fittingUnit('intensity', null, 'HKD m')).toBe('HKD m');
  });

  it('offers a row’s own unit even when the catalogue no longer does', () => {
    expect(withUnit(energy, 'GJ')?.map((u) => u.id)).toEqual(['kWh', 'MWh', 'GJ']);
    expect(withUnit(energy, 'kWh')).toBe(energy);
    expect(withUnit(energy, '')).toBe(energy);
    expect(withUnit(null, 'HKD m')).toBeNull();
  });
});
