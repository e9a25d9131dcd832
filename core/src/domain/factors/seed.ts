import type { FactorRevisionView } from '../../schemas/admin';
import { parseCsv } from '../catalogues/csv';
import { factorSlug as slug } from './ids';
import { gwpInChinese } from './chinese';

export type SeedRevision = Omit<FactorRevisionView, 'createdAt' | 'createdBy'>;
type Facts = Omit<SeedRevision, 'id' | 'revision'>;

const scopeOf = (s: string | undefined) => (s === '1' || s === '2' || s === '3' ? (Number(s) as 1 | 2 | 3) : null);
/** How a row was read: for administrators in the factor library, never printed in a report (`source` is). */
const noteOf = (note: string | undefined) => (note ? { note } : {});
const confidenceOf = (c: string | undefined) => (c === 'high' || c === 'low' ? c : 'medium');

/** A row's Chinese name and source by the row's id (core/data/factor-names-zh.csv; ADR 0130). */
type Chinese = Map<string, Pick<Facts, 'appliesToHk' | 'sourceHk'>>;
const chineseRows = (csv: string | undefined): Chinese =>
  new Map(csv ? parseCsv(csv).map((r) => [r.id!, { appliesToHk: r.applies_to_hk!, sourceHk: r.source_hk! }]) : []);

/**
 * Year-specific rows (elec-clp-2019, elec-clp-2023) are revisions of one factor (elec-clp), so a
 * lookup for 2021 can fall back to 2019 as a proxy. Revisions are numbered oldest year first.
 */
function emissionFactors(csv: string, chinese: Chinese): [string, Facts][] {
  return parseCsv(csv).map((r) => {
    const year = r.valid_year ? Number(r.valid_year) : undefined;
    const id = year && r.id!.endsWith(`-${year}`) ? r.id!.slice(0, -`-${year}`.length) : r.id!;
    return [
      id,
      {
        category: r.category!,
        scope: scopeOf(r.scope),
        appliesTo: r.applies_to!,
        value: Number(r.value),
        unit: r.unit!,
        validFrom: year,
        validTo: year,
        basis: r.basis || undefined,
        source: r.source!,
        confidence: confidenceOf(r.confidence),
        ...noteOf(r.note),
        ...chinese.get(r.id!),
      },
    ];
  });
}

const categoryOf = (id: string) =>
  /-energy(-per-kg)?$/.test(id) ? 'energy content' : id.endsWith('-density') ? 'fuel density' : 'air pollutant';

/** Energy contents, densities and pollutant factors; a row without a number ('not significant') is no factor. */
function unitFactors(csv: string, chinese: Chinese): [string, Facts][] {
  return parseCsv(csv)
    .filter((r) => r.value !== '' && Number.isFinite(Number(r.value)))
    .map((r) => [
      r.id!,
      {
        category: categoryOf(r.id!),
        scope: null,
        appliesTo: r.what!,
        value: Number(r.value),
        unit: r.unit!,
        source: r.source!,
        confidence: confidenceOf(r.confidence),
        ...noteOf(r.note),
        ...chinese.get(r.id!),
      },
    ]);
}

/** Blends' GWPs are the mass-weighted sums of their components' in the same report (core/data/README.md). */
const BLENDS: Record<string, string> = {
  'R-410A': '50% HFC-32 + 50% HFC-125',
  'R-407C': '23% HFC-32 + 25% HFC-125 + 52% HFC-134a',
  'R-404A': '44% HFC-125 + 52% HFC-143a + 4% HFC-134a',
};
/** Montreal Protocol gases: GHG Protocol reports them apart from the Kyoto gases. */
const MONTREAL = new Set(['R-22']);

/** GWP by IPCC assessment report: the report's GWP set picks gwp-<set>-<gas>. */
function gwpFactors(csv: string): [string, Facts][] {
  return parseCsv(csv).map((r) => {
    const gas = r.gas!;
    const report = r.assessment_report!;
    const blend = BLENDS[gas] ? `; ${BLENDS[gas]}` : '';
    const montreal = MONTREAL.has(gas) ? '; a Montreal Protocol gas (HCFC-22)' : '';
    return [
      `gwp-${slug(report)}-${slug(gas)}`,
      {
        category: 'gwp',
        scope: 1,
        appliesTo: `${gas} leakage (${report} 100-year GWP${blend}${montreal})`,
        value: Number(r.gwp),
        unit: 'kgCO2e/kg',
        source: `IPCC ${report}, 100-year global warming potentials`,
        confidence: 'medium',
        ...(BLENDS[gas] ? { note: `a blend: the mass-weighted sum of its components' ${report} GWPs` } : {}),
        ...gwpInChinese(gas, report, BLENDS[gas], MONTREAL.has(gas)),
      },
    ];
  });
}

/** Every seeded revision, numbered per factor in the order of its valid years. */
export function factorCatalogue(csv: {
  factors: string;
  unitFactors: string;
  gwp: string;
  densities: string;
  /** Scope 3 factors (DESNZ 2025: well-to-tank, T&D, freight, commuting, material use; ADR 0109). */
  scope3?: string;
  /** The rows' names and sources in Traditional Chinese, by the row's id (ADR 0130). */
  chinese?: string;
}): SeedRevision[] {
  const chinese = chineseRows(csv.chinese);
  const all = [
    ...emissionFactors(csv.factors, chinese),
    ...(csv.scope3 ? emissionFactors(csv.scope3, chinese) : []),
    ...unitFactors(csv.unitFactors, chinese),
    ...unitFactors(csv.densities, chinese),
    ...gwpFactors(csv.gwp),
  ];
  for (const [id, f] of all)
    if (!Number.isFinite(f.value) || f.value < 0) throw new Error(`factor ${id}: bad value ${f.value}`);
  const byId = new Map<string, Facts[]>();
  for (const [id, f] of all) byId.set(id, [...(byId.get(id) ?? []), f]);
  return [...byId].flatMap(([id, list]) =>
    list.sort((a, b) => (a.validFrom ?? 0) - (b.validFrom ?? 0)).map((f, i) => ({ id, revision: i + 1, ...f })),
  );
}
