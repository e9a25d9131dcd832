import { chineseOf } from '../../domain/factors/chinese';
import { pickRevision } from '../../domain/factors/lookup';
import { parseDecimal, type Rational } from '../../lib/rational';
import type { Gap } from './gaps';
import type { FactorLibrary, LibraryRevision } from './ports';

/** What lineage records about a factor a figure used: enough to read the same revision back. */
export interface FactorUse {
  id: string;
  revision: number;
  /** Exact decimal text of the value used. */
  value: string;
  unit: string;
  /** True when no revision covers the year and the latest earlier year's stands in. */
  proxy: boolean;
  validFrom?: number;
  validTo?: number;
  source?: string;
  /** The library's name for what the factor applies to: what a report prints, never the id. */
  appliesTo?: string;
  /** Its name and source in Chinese where the library has them: what the Chinese editions print (ADR 0130). */
  appliesToHk?: string;
  sourceHk?: string;
  appliesToCn?: string;
  sourceCn?: string;
  confidence?: LibraryRevision['confidence'];
}

export type Selection = { ok: true; use: FactorUse; value: Rational } | { ok: false; gap: Gap };

/** Numbers arrive from DynamoDB as JSON numbers; their shortest decimal text is the value typed in. */
function exactValue(r: LibraryRevision): Rational {
  const value = parseDecimal(String(r.value));
  if (!value || value.n < 0n) throw new RangeError(`factor ${r.id} r${r.revision}: value ${r.value} is not a decimal`);
  return value;
}

/**
 * The factor for the reporting year: the revision valid for it, else the latest earlier one
 * flagged proxy (domain/factors/lookup.ts, shared with GET /api/emission-factors/{id}/{year}),
 * else a gap. A later year's factor is never projected backwards.
 */
export function selectFactor(library: FactorLibrary, factorId: string, year: number): Selection {
  const pick = pickRevision(library.revisions(factorId), year);
  if (!pick) return { ok: false, gap: { kind: 'missing-factor', factorId, year } };
  const r = pick.revision;
  const value = exactValue(r);
  const use: FactorUse = {
    id: r.id,
    revision: r.revision,
    value: String(r.value),
    unit: r.unit,
    proxy: pick.proxy,
    ...(r.validFrom !== undefined ? { validFrom: r.validFrom } : {}),
    ...(r.validTo !== undefined ? { validTo: r.validTo } : {}),
    ...(r.source !== undefined ? { source: r.source } : {}),
    ...(r.appliesTo !== undefined ? { appliesTo: r.appliesTo } : {}),
    ...chineseOf(r),
    ...(r.confidence !== undefined ? { confidence: r.confidence } : {}),
  };
  return { ok: true, use, value };
}
