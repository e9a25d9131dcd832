import { describe, expect, it } from 'vitest';
import { factorName, groupGaps } from './factorGaps';

describe('missing factors named in words and grouped', () => {
  it('names the library ids a calculation can miss', () => {
    expect(factorName('gwp-ar5-r-410a')).toMatchObject({ key: 'factor_gwp', values: { gas: 'R-410A', set: 'AR5' } });
    expect(factorName('gwp-ar6-hfc-134a').values.gas).toBe('HFC-134a');
    expect(factorName('vehicle-nox-diesel-private-van')).toMatchObject({
      key: 'factor_vehiclePerKm',
      values: { pollutant: 'NOx', fuel: { t: 'opt_fuel_diesel' }, vehicle: { t: 'opt_vehicleType_private-van' } },
      group: 'vehiclePollutants',
    });
    expect(factorName('hazardous-waste-chemical-treatment')).toMatchObject({
      key: 'factor_hazardousWaste',
      values: { handling: { t: 'opt_handling_chemical-treatment' } },
      group: 'wasteTreatment',
    });
    expect(factorName('lpg-density')).toMatchObject({ key: 'factor_density', values: { fuel: { t: 'opt_fuel_lpg' } } });
    expect(factorName('someone-elses-factor')).toMatchObject({
      key: 'factor_other',
      values: { id: 'someone-elses-factor' },
    });
  });

  it('groups the demo year’s gaps with the rows they stop, vehicles first', () => {
    const gaps = [
      { factorId: 'hazardous-waste-chemical-treatment', rowIds: ['w'], kinds: ['waste'] },
      { factorId: 'vehicle-nox-diesel-private-van', rowIds: ['v'], kinds: ['vehicle'] },
      { factorId: 'vehicle-sox-diesel', rowIds: ['v', 'v2'], kinds: ['vehicle'] },
    ];
    expect(groupGaps(gaps)).toEqual([
      {
        group: 'vehiclePollutants',
        factorIds: ['vehicle-nox-diesel-private-van', 'vehicle-sox-diesel'],
        rows: 2,
        kinds: ['vehicle'],
      },
      { group: 'wasteTreatment', factorIds: ['hazardous-waste-chemical-treatment'], rows: 1, kinds: ['waste'] },
    ]);
  });
});
