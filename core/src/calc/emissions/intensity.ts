import { decimalPattern } from '../../catalogue/values';
import { parseDecimal, rational, type Rational } from '../../lib/rational';
import { EmissionsInputError } from './errors';
import { DENOMINATORS, type DenominatorKey, type Denominators } from './model';
import type { EmissionProvision, ProvisionFigures } from './provisions';
import type { Figure } from './tally';

/** Which figure of a provision its intensity divides: A1.2's is Scope 1 + 2, as HKEX guidance shows it. */
const NUMERATOR: Partial<Record<EmissionProvision, string>> = {
  'A1.2': 'scope1And2',
  'A1.3': 'total',
  'A1.4': 'total',
  'A2.1': 'total',
  'A2.2': 'total',
  'A2.5': 'total',
};

export type Intensities = Partial<Record<EmissionProvision, Partial<Record<DenominatorKey, Figure>>>>;

function denominatorValue(key: DenominatorKey, text: string): Rational {
  const value = decimalPattern(false).test(text) ? parseDecimal(text) : undefined;
  if (!value)
    throw new EmissionsInputError(
      'invalid-quantity',
      `denominator:${key}`,
      `Denominator ${key}: "${text}" is not a number.`,
    );
  return value;
}

/**
 * Each provision's figure per unit of each denominator given (tCO2e per HKD m revenue, MWh per
 * m², …). A zero denominator gives no intensity rather than an infinite one; an incomplete
 * numerator gives an incomplete intensity.
 */
export function intensities(figures: ProvisionFigures, denominators: Denominators = {}): Intensities {
  const out: Intensities = {};
  for (const [code, figureKey] of Object.entries(NUMERATOR) as [EmissionProvision, string][]) {
    const f = figures[code][figureKey]!;
    for (const key of DENOMINATORS) {
      const d = denominators[key];
      if (!d) continue;
      const by = denominatorValue(key, d.value);
      if (by.n === 0n) continue;
      const amount = rational(f.amount.n * by.d, f.amount.d * by.n);
      (out[code] ??= {})[key] = { ...f, unit: `${f.unit}/${d.unit}`, amount };
    }
  }
  return out;
}
