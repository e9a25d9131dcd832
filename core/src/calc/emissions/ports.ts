import type { Conversion } from '../units';

/**
 * What a calculation needs from the outside world, as two small interfaces, so the calculation
 * stays pure: the API layer loads them from DynamoDB, tests and the bench build them from
 * core/data (adapters.ts). Nothing here reads a file, a clock or the network.
 */

/** One immutable revision of a library factor (the shape of FactorRevisionView, minus audit fields). */
export interface LibraryRevision {
  id: string;
  revision: number;
  /** Decimal text or a JSON number; numbers are read through their shortest decimal form. */
  value: number | string;
  /** 'kgCO2e/kWh', 'MJ/unit', 'kg per million MJ', … (factorUnit.ts reads it). */
  unit: string;
  validFrom?: number;
  validTo?: number;
  source?: string;
  /** What the factor is for, as the library names it ("CLP Power Hong Kong customers"): how a report names it. */
  appliesTo?: string;
  /** The name and source in Chinese, where the library has them (ADR 0130). */
  appliesToHk?: string;
  sourceHk?: string;
  appliesToCn?: string;
  sourceCn?: string;
  confidence?: 'high' | 'medium' | 'low';
  basis?: string;
}

/** Every revision of a factor id ([] when the library has none); selection for a year is ours. */
export interface FactorLibrary {
  revisions(factorId: string): readonly LibraryRevision[];
}

/** The unit catalogue's conversion graph (calc/units.ts `ConversionGraph` satisfies this). */
export interface UnitConverter {
  factor(from: string, to: string): Conversion;
  typeOf(unitId: string): string | undefined;
}

export interface Ports {
  library: FactorLibrary;
  units: UnitConverter;
}
