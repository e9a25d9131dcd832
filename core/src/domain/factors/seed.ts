import type { FactorRevisionView } from '../../schemas/admin';
import { parseCsv } from '../catalogues/csv';

export type SeedRevision = Omit<FactorRevisionView, 'createdAt' | 'createdBy'>;
type Facts = Omit<SeedRevision, 'id' | 'revision'>;

const scopeOf = (s: string | undefined) => (s === '1' || s === '2' || s === '3' ? (Number(s) as 1 | 2 | 3) : null);
const confidenceOf = (c: string | undefined) => (c === 'high' || c === 'low' ? c : 'medium');
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9.]+/g, '-');

/**
 * Year-specific rows (elec-clp-2019, elec-clp-2023) are revisions of one factor (elec-clp), so a
 * lookup for 2021 can fall back to 2019 as a proxy. Revisions are numbered oldest year first.
 */
function emissionFactors(csv: string): [string, Facts][] {
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
      },
    ];
  });
}

/** Energy contents and pollutant factors; a row without a number ('not significant') is no factor. */
function unitFactors(csv: string): [string, Facts][] {
  return parseCsv(csv)
    .filter((r) => r.value !== '' && Number.isFinite(Number(r.value)))
    .map((r) => [
      r.id!,
      {
        category: r.id!.endsWith('-energy') ? 'energy content' : 'air pollutant',
        scope: null,
        appliesTo: r.what!,
        value: Number(r.value),
        unit: r.unit!,
        source: r.source!,
        confidence: confidenceOf(r.confidence),
      },
    ]);
}

/** GWP by IPCC assessment report: the report's GWP set picks gwp-<set>-<gas>. */
function gwpFactors(csv: string): [string, Facts][] {
  return parseCsv(csv).map((r) => [
    `gwp-${slug(r.assessment_report!)}-${slug(r.gas!)}`,
    {
      category: 'gwp',
      scope: 1,
      appliesTo: `${r.gas} leakage (${r.assessment_report} 100-year GWP)`,
      value: Number(r.gwp),
      unit: 'kgCO2e/kg',
      source: `IPCC ${r.assessment_report}`,
      confidence: 'medium',
    },
  ]);
}

/** Every seeded revision, numbered per factor in the order of its valid years. */
export function factorCatalogue(csv: { factors: string; unitFactors: string; gwp: string }): SeedRevision[] {
  const all = [...emissionFactors(csv.factors), ...unitFactors(csv.unitFactors), ...gwpFactors(csv.gwp)];
  for (const [id, f] of all)
    if (!Number.isFinite(f.value) || f.value < 0) throw new Error(`factor ${id}: bad value ${f.value}`);
  const byId = new Map<string, Facts[]>();
  for (const [id, f] of all) byId.set(id, [...(byId.get(id) ?? []), f]);
  return [...byId].flatMap(([id, list]) =>
    list.sort((a, b) => (a.validFrom ?? 0) - (b.validFrom ?? 0)).map((f, i) => ({ id, revision: i + 1, ...f })),
  );
}
