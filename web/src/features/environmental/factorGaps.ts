import type { EnvironmentalKey } from './i18n';

/** Why a factor is missing, as the page explains it: one explanation per group, not per factor. */
export type GapGroup = 'vehiclePollutants' | 'wasteTreatment' | 'other';

/** A factor named in words: a message key and what fills it (option keys are translated too). */
export interface FactorName {
  key: EnvironmentalKey;
  /** Plain values (gas names, report codes) and option keys to translate, as `{ t: key }`. */
  values: Record<string, string | { t: EnvironmentalKey }>;
  group: GapGroup;
}

const opt = (attribute: string, value: string) => ({ t: `opt_${attribute}_${value}` as EnvironmentalKey });
/** 'r-410a' → 'R-410A', 'hfc-134a' → 'HFC-134a' (the GWP seed's slug back to the gas's name). */
const gasName = (slug: string) => slug.toUpperCase().replace(/^(HFC-\d+)A$/, '$1a');
const POLLUTANT: Record<string, string> = { nox: 'NOx', sox: 'SOx', pm: 'PM' };

/** The library's factor ids (calc/emissions/methods.ts) named for people; unknown ids by their id. */
export function factorName(id: string): FactorName {
  let m = /^vehicle-(nox|pm)-(diesel|petrol|lpg)-(.+)$/.exec(id);
  if (m)
    return {
      key: 'factor_vehiclePerKm',
      values: { pollutant: POLLUTANT[m[1]!]!, fuel: opt('fuel', m[2]!), vehicle: opt('vehicleType', m[3]!) },
      group: 'vehiclePollutants',
    };
  if ((m = /^vehicle-sox-(.+)$/.exec(id)))
    return { key: 'factor_vehicleSox', values: { fuel: opt('fuel', m[1]!) }, group: 'vehiclePollutants' };
  if ((m = /^(hazardous|general)-waste-(.+)$/.exec(id)))
    return {
      key: m[1] === 'hazardous' ? 'factor_hazardousWaste' : 'factor_generalWaste',
      values: { handling: opt('handling', m[2]!) },
      group: 'wasteTreatment',
    };
  if ((m = /^gwp-(ar\d)-(.+)$/.exec(id)))
    return { key: 'factor_gwp', values: { gas: gasName(m[2]!), set: m[1]!.toUpperCase() }, group: 'other' };
  if ((m = /^elec-(clp|hke|prc|other)$/.exec(id)))
    return { key: 'factor_grid', values: { supplier: opt('supplier', m[1]!) }, group: 'other' };
  if ((m = /^(diesel|petrol|lpg|kerosene|charcoal|natural-gas|towngas)-(energy|energy-per-kg|density)$/.exec(id)))
    return {
      key: m[2] === 'density' ? 'factor_density' : 'factor_energy',
      values: { fuel: opt('fuel', m[1]!) },
      group: 'other',
    };
  return { key: 'factor_other', values: { id }, group: 'other' };
}

/** Groups in the order the page shows them, each with the factor ids and rows it holds. */
export function groupGaps<G extends { factorId: string; rowIds?: string[]; kinds?: string[] }>(gaps: readonly G[]) {
  const order: GapGroup[] = ['vehiclePollutants', 'wasteTreatment', 'other'];
  return order
    .map((group) => {
      const of = gaps.filter((g) => factorName(g.factorId).group === group);
      return {
        group,
        factorIds: of.map((g) => g.factorId),
        rows: new Set(of.flatMap((g) => g.rowIds ?? [])).size,
        kinds: [...new Set(of.flatMap((g) => g.kinds ?? []))].sort(),
      };
    })
    .filter((g) => g.factorIds.length > 0);
}
