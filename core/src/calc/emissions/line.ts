import type { Rational } from '../../lib/rational';
import type { AppliedConversion, Chain } from './chain';
import type { Gap } from './gaps';
import { valueAt, type Price, type Quantities } from './ledger';
import type { LineFacts } from './lineage';
import type { LineSpec } from './methods';
import type { GwpSet, ResourceKind } from './model';
import type { FactorUse } from './select';

/** Where a figure came from: what an auditor needs to redo it by hand. */
export interface Lineage {
  auditId: string;
  factors: FactorUse[];
  conversions: AppliedConversion[];
  notes: string[];
  gwpSet?: GwpSet;
}

/** The factors and conversions behind a line; shared by every line priced the same way. */
export type Basis = Pick<Chain, 'id' | 'factors' | 'conversions' | 'notes' | 'gwpSet'>;

/** One figure of one row (a Towngas row has five: Scope 1, Scope 2, NOx, SOx, energy). */
export interface Line {
  rowId: string;
  locationId: string;
  kind: ResourceKind;
  spec: LineSpec;
  /** The report unit (tCO2e, MWh, …). */
  unit: string;
  /** The quantity the line prices: the row's activity, or a vehicle's kilometres. */
  quantity: Quantities;
  /** Per mantissa of `quantity`; undefined when a gap stops the figure. */
  price: Price | undefined;
  /** Only for a stopped line; its months with activity are the incomplete ones (0 × any factor is 0). */
  gaps: Gap[];
  /** The audit entry of the row's last change. */
  auditId: string;
  basis: Basis;
}

export const lineageOf = ({ auditId, basis }: Line): Lineage => ({
  auditId,
  factors: basis.factors,
  conversions: basis.conversions,
  notes: basis.notes,
  ...(basis.gwpSet ? { gwpSet: basis.gwpSet } : {}),
});

/** What lineage matching reads of a line (lineage.ts). */
export const lineFacts = ({ spec, locationId, kind, quantity }: Line): LineFacts => ({
  measure: spec.measure,
  ...(spec.scope ? { scope: spec.scope } : {}),
  ...(spec.scope3Category ? { scope3Category: spec.scope3Category } : {}),
  ...(spec.energyType ? { energyType: spec.energyType } : {}),
  locationId,
  kind,
  activeMonths: quantity.activeMonths,
});

/** The year of a line in its report unit, exactly (undefined when a gap stops the figure). */
export const lineAnnual = (line: Line): Rational | undefined => line.price && valueAt(line.price, line.quantity.sum);

/** A month of a line, exactly (undefined when a gap stops the figure). */
export const lineMonth = (line: Line, month: number): Rational | undefined =>
  line.price && valueAt(line.price, line.quantity.values[month]!);
