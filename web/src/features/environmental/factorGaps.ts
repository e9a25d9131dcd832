import type { EnvironmentalKey } from './i18n';
import { en } from './messages/en';

/** Why a factor is missing, as the page explains it: one explanation per group, not per factor. */
export type GapGroup = 'vehiclePollutants' | 'wasteTreatment' | 'other';

/** A factor named in words: a message key and what fills it (option keys are translated too). */
export interface FactorName {
  key: EnvironmentalKey;
  /** Plain values (gas names, report codes) and option keys to translate, as `{ t: key }`. */
  values: Record<string, string | { t: EnvironmentalKey }>;
  group: GapGroup;
}

/** An option's words where the page has them ('opt_fuel_lpg'); a value no form offers stays as it is. */
const opt = (attribute: string, value: string): string | { t: EnvironmentalKey } => {
  const key = `opt_${attribute}_${value}`;
  return Object.hasOwn(en, key) ? { t: key as EnvironmentalKey } : value;
};
/** 'r-410a' → 'R-410A', 'hfc-134a' → 'HFC-134a' (the GWP seed's slug back to the gas's name). */
const gasName = (slug: string) => slug.toUpperCase().replace(/^(HFC-\d+)A$/, '$1a');
const POLLUTANT: Record<string, string> = { nox: 'NOx', sox: 'SOx', pm: 'PM' };
const FUELS = 'diesel|petrol|lpg|kerosene|charcoal|natural-gas|towngas';
const VEHICLES = 'passenger-car|private-van|public-light-bus|lgv|mgv-hgv|motorcycle|other-mobile|[a-z]+';
/** 'euro-vi' → 'Euro VI', 'euro-5' → 'Euro 5', 'pre-euro' → 'Pre Euro'. */
const standardName = (slug: string) =>
  slug
    .split('-')
    .map((w) => (/^[ivx]+$/.test(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
const other = (key: EnvironmentalKey, values: FactorName['values'] = {}): FactorName => ({
  key,
  values,
  group: 'other',
});

/** The library's factor ids (calc/emissions/methods.ts) named for people; unknown ids by their id. */
export function factorName(id: string): FactorName {
  let m = new RegExp(`^vehicle-(nox|pm)-(diesel|petrol|lpg)-(${VEHICLES})(?:-(.+))?$`).exec(id);
  if (m) {
    // The emission standard's slug (euro-vi, euro-5) said as people write it (Euro VI, Euro 5): ADR 0071.
    return {
      key: m[4] ? 'factor_vehiclePerKmStandard' : 'factor_vehiclePerKm',
      values: {
        pollutant: POLLUTANT[m[1]!]!,
        fuel: opt('fuel', m[2]!),
        vehicle: opt('vehicleType', m[3]!),
        ...(m[4] ? { standard: standardName(m[4]) } : {}),
      },
      group: 'vehiclePollutants',
    };
  }
  if ((m = /^vehicle-sox-(.+)$/.exec(id)))
    return { key: 'factor_vehicleSox', values: { fuel: opt('fuel', m[1]!) }, group: 'vehiclePollutants' };
  if ((m = /^(hazardous|general)-waste-(.+)$/.exec(id)))
    return {
      key: m[1] === 'hazardous' ? 'factor_hazardousWaste' : 'factor_generalWaste',
      values: { handling: opt('handling', m[2]!) },
      group: 'wasteTreatment',
    };
  if ((m = /^gwp-(ar\d)-(.+)$/.exec(id))) return other('factor_gwp', { gas: gasName(m[2]!), set: m[1]!.toUpperCase() });
  if ((m = /^elec-(clp|hke|prc|other)$/.exec(id))) return other('factor_grid', { supplier: opt('supplier', m[1]!) });
  if ((m = new RegExp(`^(${FUELS})-(energy|energy-per-kg|density)$`).exec(id)))
    return other(m[2] === 'density' ? 'factor_density' : 'factor_energy', { fuel: opt('fuel', m[1]!) });
  if ((m = new RegExp(`^stationary-(${FUELS})$`).exec(id)))
    return other('factor_stationary', { fuel: opt('fuel', m[1]!) });
  if ((m = /^towngas-(combustion|purchased)$/.exec(id)))
    return other(m[1] === 'combustion' ? 'factor_towngasCombustion' : 'factor_towngasPurchased');
  if ((m = /^(nox|sox|pm)-gaseous-fuel$/.exec(id)))
    return other('factor_gaseousFuel', { pollutant: POLLUTANT[m[1]!]! });
  if ((m = /^vehicle-(diesel|petrol|lpg)-(.+)$/.exec(id)))
    return other('factor_vehicleGhg', { fuel: opt('fuel', m[1]!), vehicle: opt('vehicleType', m[2]!) });
  if ((m = /^travel-(flight|rail|ferry|bus|taxi|car)(?:-(.+))?$/.exec(id)))
    return m[2]
      ? other('factor_travelCabin', { mode: opt('mode', m[1]!), cabin: opt('cabin', m[2]) })
      : other('factor_travel', { mode: opt('mode', m[1]!) });
  if (id === 'fresh-water') return other('factor_water');
  if (id === 'paper-landfill') return other('factor_paper');
  if (id === 'tree-removal') return other('factor_tree');
  return other('factor_other', { id });
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
