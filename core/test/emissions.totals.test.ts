import { describe, expect, it } from 'vitest';
import { referencePorts } from '../src/calc/emissions/adapters';
import { referenceData } from '../src/domain/catalogues/data';
import { calculateEmissions } from '../src/calc/emissions/calculation';
import type { ActivityRow, CalculationSettings } from '../src/calc/emissions/model';
import type { Ports } from '../src/calc/emissions/ports';
import { figureLines, gapsOf, lineLineage, presentEmissions } from '../src/calc/emissions/present';
import { EMISSION_PROVISIONS } from '../src/calc/emissions/provisions';
import { syntheticYear } from '../src/calc/emissions/synthetic';
import { PROVISION_CODES } from '../src/catalogue/provisions';

/** The HKEX KPIs beyond GHG, intensities, removals, and lineage as the API will serve it. */
const ports = referencePorts(referenceData());
const sig4 = (x: number | null | undefined) => Number((x ?? NaN).toPrecision(4));
const only = (month: number, q: string) => Array.from({ length: 12 }, (_, m) => (m === month ? q : ''));
const run = (rows: ActivityRow[], more: Partial<CalculationSettings> = {}, p: Ports = ports) =>
  presentEmissions(calculateEmissions(rows, { year: 2023, gwpSet: 'AR5', ...more }, p));

const at = (locationId: string, rowId: string, auditId = `audit-${rowId}`) => ({ locationId, rowId, auditId });
const rows: ActivityRow[] = [
  { ...at('shop', 'e1'), kind: 'electricity', supplier: 'clp', unit: 'kWh', months: only(0, '2000') },
  { ...at('office', 'e2'), kind: 'electricity', supplier: 'hke', unit: 'kWh', months: only(1, '1000') },
  { ...at('office', 'w'), kind: 'water', unit: 'm3', months: only(3, '1000') },
  { ...at('office', 'hz'), kind: 'waste', hazardous: true, handling: 'recycled', unit: 't', months: only(5, '2') },
  { ...at('office', 'nh'), kind: 'waste', hazardous: false, handling: 'landfill', unit: 'kg', months: only(5, '500') },
  { ...at('shop', 'pk'), kind: 'packaging', material: 'carton', unit: 'kg', months: only(8, '3200') },
];
const trees: ActivityRow = { ...at('park', 't'), kind: 'tree', unit: 'pcs', months: only(2, '100') };

describe('HKEX provisions from one year of data', () => {
  it('feeds only codes of the HKEX catalogue', () => {
    for (const code of EMISSION_PROVISIONS) expect(PROVISION_CODES.has(code), code).toBe(true);
  });

  it('totals waste (A1.3, A1.4), water (A2.2) and packaging (A2.5) in their HKEX units', () => {
    const r = run(rows);
    expect(r.provisions['A1.3']!.total).toMatchObject({ value: 2, unit: 't', complete: true }); // 2 t recycled
    expect(r.provisions['A1.4']!.total).toMatchObject({ value: 0.5, unit: 't' }); // 500 kg
    expect(r.provisions['A2.2']!.total).toMatchObject({ value: 1000, unit: 'm3' });
    expect(r.provisions['A2.5']!.total).toMatchObject({ value: 3.2, unit: 't' }); // 3,200 kg
    // Scope 3: water 1,000 m³ × 0.428 = 428 kg; landfill 500 kg × 1.5 = 750 kg; recycling emits
    // nothing (cut-off). 428 + 750 = 1,178 kg = 1.178 t
    expect(sig4(r.scopes.scope3.value)).toBe(1.178);
    expect(sig4(r.provisions['D-MT-GHG3']!['category-1']!.value)).toBe(0.428);
    expect(sig4(r.provisions['D-MT-GHG3']!['category-5']!.value)).toBe(0.75);
  });

  it('slices Scope 2 by location and month', () => {
    const r = run(rows);
    // shop: 2,000 kWh × 0.39 = 780 kg (month 1); office: 1,000 kWh × 0.71 = 710 kg (month 2)
    expect(sig4(r.byLocation.shop!.scope2.value)).toBe(0.78);
    expect(sig4(r.byLocation.office!.scope2.value)).toBe(0.71);
    expect(sig4(r.byMonth[0]!.total.value)).toBe(0.78);
    expect(sig4(r.byMonth[1]!.total.value)).toBe(0.71);
    expect(sig4(r.byResource.electricity!.scope2.value)).toBe(1.49);
  });

  it('divides by the intensity denominators given', () => {
    const r = run(rows, {
      denominators: { revenue: { value: '50', unit: 'HKD m' }, floorArea: { value: '0', unit: 'm2' } },
    });
    // (Scope 1 + 2) = 1.49 t ÷ 50 HKD m = 0.0298 tCO2e per HKD m
    expect(r.intensities['A1.2']!.revenue).toMatchObject({ value: 0.0298, unit: 'tCO2e/HKD m', complete: true });
    // 1,000 m³ ÷ 50 = 20 m³ per HKD m; a zero floor area gives no intensity rather than infinity
    expect(r.intensities['A2.2']!.revenue!.value).toBe(20);
    expect(r.intensities['A2.2']!.floorArea).toBeUndefined();
  });

  it('reports tree removals separately by default and nets them off A1.2 Scope 1 only when asked', () => {
    const diesel: ActivityRow = {
      ...at('park', 'd'),
      kind: 'fuel',
      fuel: 'diesel',
      unit: 'L',
      months: only(0, '1000'),
    };
    // Without a per-tree factor the removal figure is incomplete and says why.
    const none: Ports = {
      ...ports,
      library: { revisions: (id) => (id === 'tree-removal' ? [] : ports.library.revisions(id)) },
    };
    const missing = run([trees, diesel], { removals: 'net-scope1' }, none);
    expect(gapsOf(missing, missing.scopes.removals)).toMatchObject([
      { kind: 'missing-factor', factorId: 'tree-removal' },
    ]);
    expect(missing.provisions['A1.2']!.scope1!.complete).toBe(false);
    expect(missing.provisions['D-MT-GHG1']!.total!.complete).toBe(true); // Part D: gross, never netted
    const p = ports; // the reference data's tree-removal: 23 kgCO2 per tree per year
    // Gross: 1,000 L × 2.6167 = 2,616.7 kg; removals 100 trees × 23 kg = 2,300 kg; net 316.7 kg = 0.3167 t
    const net = run([trees, diesel], { removals: 'net-scope1' }, p);
    expect(sig4(net.provisions['A1.2']!.scope1!.value)).toBe(0.3167);
    expect(sig4(net.provisions['A1.2']!.scope1Gross!.value)).toBe(2.617);
    expect(sig4(net.provisions['D-MT-GHG1']!.total!.value)).toBe(2.617);
    const separate = run([trees, diesel], {}, p);
    expect(sig4(separate.provisions['A1.2']!.scope1!.value)).toBe(2.617);
    expect(sig4(separate.scopes.removals.value)).toBe(2.3);
  });

  it('lists, for a typical year, exactly the factors no public source gives (core/data/README.md)', () => {
    const r = presentEmissions(calculateEmissions(syntheticYear(2), { year: 2025, gwpSet: 'AR5' }, ports));
    expect(r.gaps.map((g) => g.kind === 'missing-factor' && g.factorId).sort()).toEqual([
      'vehicle-nox-diesel-private-van',
      'vehicle-nox-petrol-passenger-car',
      'vehicle-pm-diesel-private-van',
      'vehicle-pm-petrol-passenger-car',
      'vehicle-sox-diesel',
      'vehicle-sox-petrol',
    ]);
    // Scope 1 and 2 are complete: everything they need is in the library.
    expect([r.scopes.scope1.complete, r.scopes.scope2.complete, r.scopes.scope3.complete]).toEqual([true, true, true]);
  });

  it("keeps each figure's lineage: lines with factor revisions, conversions and audit ids, as JSON", () => {
    const r = JSON.parse(JSON.stringify(run(rows))) as ReturnType<typeof run>;
    const scope2 = r.provisions['A1.2']!.scope2!;
    const lineage = figureLines(r, scope2).map((l) => lineLineage(r, l));
    expect(lineage.map((l) => l.auditId).sort()).toEqual(['audit-e1', 'audit-e2']);
    expect(lineage.flatMap((l) => l.factors.map((f) => `${f.id}@${f.revision}`)).sort()).toEqual([
      'elec-clp@2',
      'elec-hke@4',
    ]);
    expect(lineage[0]!.conversions).toMatchObject([{ from: 'kgCO2e', to: 'tCO2e' }]);
    // The first month's Scope 2 is the shop's account alone; the office used its power in month 2.
    expect(figureLines(r, r.byMonth[0]!.scope2).map((l) => [l.rowId, l.value])).toEqual([['e1', 0.78]]);
    expect(figureLines(r, r.byLocation.office!.total).map((l) => l.rowId)).toEqual(['e2', 'nh', 'w']);
  });
});
