import { parseFactorUnit } from '../../calc/emissions/factorUnit';
import { InvalidInput } from '../../errors';
import * as msg from '../../messages';
import { loadUnits } from '../units/read';

/**
 * Activity units a factor may be per that are not in the unit catalogue: a gas company's billing `unit` (the method
 * says whose, core/src/calc/emissions/factorUnit.ts) and freight's `tonne.km`, which Scope 3 reads in the factor's own
 * unit (core/src/domain/climate/scope3/entries.ts).
 */
const BEYOND_CATALOGUE = new Set(['unit', 'tonne.km']);

/**
 * A factor's unit must name units the calculation can convert (ADR 0018): a unit it cannot read leaves every figure
 * that uses the factor a gap, in every company, so a typing slip ("kgCO2e/kwh") is refused at the field instead. An
 * edit that keeps the revision's unit is not checked again.
 */
export async function requireKnownFactorUnit(unit: string, current?: string): Promise<void> {
  if (unit === current) return;
  const read = parseFactorUnit(unit);
  const { units } = await loadUnits();
  const known = new Set([...units.map((u) => u.id), ...BEYOND_CATALOGUE]);
  if (!read || !known.has(read.numerator) || !known.has(read.denominator))
    throw InvalidInput(msg.factorUnitUnknown, 'body.unit');
}
