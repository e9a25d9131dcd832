/**
 * What a line of the calculation measures, and the unit its figures are reported in: HKEX asks
 * for tonnes of CO2e (A1.2), MWh ('000 kWh, A2.1), m³ (A2.2), tonnes of waste and packaging
 * (A1.3, A1.4, A2.5) and kg per pollutant (A1.1). Every line is converted to that unit through
 * the unit catalogue, so the conversion is recorded like any other.
 */
export type Measure =
  'ghg' | 'removal' | 'nox' | 'sox' | 'pm' | 'energy' | 'water' | 'hazardousWaste' | 'nonHazardousWaste' | 'packaging';

export const REPORT_UNIT: Readonly<Record<Measure, string>> = {
  ghg: 'tCO2e',
  removal: 'tCO2e',
  nox: 'kg',
  sox: 'kg',
  pm: 'kg',
  energy: 'MWh',
  water: 'm3',
  hazardousWaste: 't',
  nonHazardousWaste: 't',
  packaging: 't',
};

export type Scope = 1 | 2 | 3;
export const SCOPES: readonly Scope[] = [1, 2, 3];

/** The air pollutants of A1.1 this calculation can produce. */
export const POLLUTANTS = ['nox', 'sox', 'pm'] as const satisfies readonly Measure[];
