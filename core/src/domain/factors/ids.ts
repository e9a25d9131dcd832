/**
 * One spelling for every emission factor id, seeded or created: lowercase words of letters and
 * digits joined by single hyphens (elec-clp, gwp-ar6-r-410a, lpg-energy-per-kg). Ids travel in
 * paths and in the lineage of recorded figures, so they never need escaping and never change case.
 */
export const FACTOR_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const FACTOR_ID_MAX = 64;

/** A name as part of a factor id: 'HFC-134a' → 'hfc-134a', 'R-410A (blend)' → 'r-410a-blend'. */
export const factorSlug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
