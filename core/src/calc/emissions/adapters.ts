import { factorCatalogue } from '../../domain/factors/seed';
import { unitCatalogue } from '../../domain/units/catalogue';
import { ConversionGraph, type GraphEdge, type GraphUnit } from '../units';
import type { FactorLibrary, LibraryRevision, Ports, UnitConverter } from './ports';

/**
 * Adapters from the administration's domain types to the calculation's ports. The API layer
 * passes what it loaded (listFactors' revisions, loadUnits' catalogue); tests and the bench pass
 * the seed built from core/data, so both calculate with the same numbers.
 */

/** A library over revisions as stored (FactorRevisionView) or seeded (SeedRevision). */
export function factorLibrary(revisions: readonly LibraryRevision[]): FactorLibrary {
  const byId = new Map<string, LibraryRevision[]>();
  for (const r of revisions) {
    const list = byId.get(r.id);
    if (list) list.push(r);
    else byId.set(r.id, [r]);
  }
  return { revisions: (id) => byId.get(id) ?? [] };
}

/**
 * Factors layered over a library, e.g. an "other" electricity supplier's published factor: a
 * layered id hides the library's revisions of that id entirely, so two sources never mix.
 */
export function withFactors(base: FactorLibrary, extra: readonly LibraryRevision[]): FactorLibrary {
  const own = factorLibrary(extra);
  return { revisions: (id) => (own.revisions(id).length > 0 ? own.revisions(id) : base.revisions(id)) };
}

/** The unit catalogue as loadUnits() returns it (or as seeded). */
export const unitConverter = (catalogue: {
  units: readonly GraphUnit[];
  conversions: readonly GraphEdge[];
}): UnitConverter => new ConversionGraph(catalogue.units, catalogue.conversions);

/** Ports over the reference data's CSV text (core/data), through the same code that seeds the table. */
export function referencePorts(csv: Parameters<typeof factorCatalogue>[0]): Ports {
  return { library: factorLibrary(factorCatalogue(csv)), units: unitConverter(unitCatalogue(csv.unitFactors)) };
}
