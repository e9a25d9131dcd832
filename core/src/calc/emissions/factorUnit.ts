import { ONE, rational, type Rational } from '../../lib/rational';

/**
 * A factor's unit as the library writes it ('kgCO2e/kWh', 'kg per million MJ', 'MJ/unit'), read
 * as numerator unit per `scale` × denominator unit, both unit-catalogue ids, so the activity can
 * be converted to the denominator and the product to the figure's unit through the same graph.
 */
export interface FactorUnit {
  numerator: string;
  denominator: string;
  /** 'per million MJ' is per 10⁶ MJ: the value is multiplied by 1/10⁶. */
  scale: Rational;
  /** Said in the lineage when the unit is read with an assumption (e.g. CO2 taken as CO2e). */
  note?: string;
}

/**
 * Spellings the reference data uses that are not unit-catalogue ids. CLP's 2019 grid factor is
 * published in kgCO2 only: it is counted as CO2e (the other gases are a fraction of a percent of a
 * grid factor) and the lineage says so, rather than refusing the only CLP factor before 2023.
 */
const ALIASES: Record<string, { id: string; note?: string }> = {
  kgCO2: { id: 'kgCO2e', note: 'factor covers CO2 only; counted as CO2e' },
  tCO2: { id: 'tCO2e', note: 'factor covers CO2 only; counted as CO2e' },
  'm³': { id: 'm3' },
  tree: { id: 'pcs' },
  trees: { id: 'pcs' },
  'passenger.km': { id: 'pkm' },
  'passenger-km': { id: 'pkm' },
};
const MULTIPLIERS: Record<string, bigint> = { thousand: 10n ** 3n, million: 10n ** 6n, billion: 10n ** 9n };
const PATTERN = /^\s*(\S+)\s*(?:\/|\s+per\s+)\s*(?:(thousand|million|billion)\s+)?(\S+)\s*$/i;
/**
 * A rate per year ('kgCO2/tree/year'): the quantity it takes is what stands in the reporting year
 * (each tree, every year it stands), so the year cancels and the lineage says how it was read.
 */
const PER_YEAR = /\s*(?:\/|\s+per\s+)year\s*$/i;
const PER_YEAR_NOTE = 'factor is per year: applied once for each reporting year';

/**
 * `billingUnit` is what a bare 'unit' means for this factor: the gas companies bill in "units"
 * (kgCO2e/unit, MJ/unit), and only the method knows whether that is a Towngas or an LPG unit.
 * Undefined when the text is not "<unit>/<unit>" or "<unit> per [million] <unit>".
 */
export function parseFactorUnit(text: string, billingUnit?: string): FactorUnit | undefined {
  const perYear = PER_YEAR.test(text);
  const m = PATTERN.exec(perYear ? text.replace(PER_YEAR, '') : text);
  if (!m) return undefined;
  const [, up = '', multiplier, down = ''] = m;
  const num = ALIASES[up] ?? { id: up };
  const den = down === 'unit' && billingUnit ? { id: billingUnit } : (ALIASES[down] ?? { id: down });
  const scale = multiplier ? rational(1n, MULTIPLIERS[multiplier.toLowerCase()]!) : ONE;
  const notes = [num.note, den.note, perYear ? PER_YEAR_NOTE : undefined].filter(Boolean);
  const note = notes.length > 0 ? notes.join('; ') : undefined;
  return { numerator: num.id, denominator: den.id, scale, ...(note ? { note } : {}) };
}
