import { describe, expect, it } from 'vitest';
import { factorLibrary, referencePorts, withFactors } from '../src/calc/emissions/adapters';
import { referenceData } from '../src/domain/catalogues/data';
import { calculateEmissions } from '../src/calc/emissions/calculation';
import { gwpFactorId } from '../src/calc/emissions/methods';
import { GWP_SETS, type ActivityRow, type CalculationSettings } from '../src/calc/emissions/model';
import type { Ports } from '../src/calc/emissions/ports';
import { gapsOf, lineLineage, presentEmissions } from '../src/calc/emissions/present';
import { parseCsv } from '../src/domain/catalogues/csv';

/** Which factor a reporting year uses, what a proxy looks like, and what a missing one does. */
const ports = referencePorts(referenceData());
const sig4 = (x: number | null | undefined) => Number((x ?? NaN).toPrecision(4));
const only = (month: number, q: string) => Array.from({ length: 12 }, (_, m) => (m === month ? q : ''));
const base = { locationId: 'hq', auditId: 'audit-9' };
const run = (rows: ActivityRow[], year: number, p: Ports = ports, more: Partial<CalculationSettings> = {}) =>
  presentEmissions(calculateEmissions(rows, { year, gwpSet: 'AR5', ...more }, p));

const hke: ActivityRow = {
  ...base,
  rowId: 'hke',
  kind: 'electricity',
  supplier: 'hke',
  unit: 'kWh',
  months: only(0, '10000'),
};
const clp: ActivityRow = {
  ...base,
  rowId: 'clp',
  kind: 'electricity',
  supplier: 'clp',
  unit: 'kWh',
  months: only(2, '1000'),
};

describe('factor selection for the reporting year', () => {
  it('uses the year-specific HK Electric factor: 2019 vs 2023', () => {
    // 10,000 kWh × 0.81 (2019) = 8,100 kg = 8.100 t; × 0.71 (2023) = 7,100 kg = 7.100 t
    const y2019 = run([hke], 2019);
    const y2023 = run([hke], 2023);
    expect(sig4(y2019.scopes.scope2.value)).toBe(8.1);
    expect(sig4(y2023.scopes.scope2.value)).toBe(7.1);
    // Revisions are numbered oldest year first: 2017 r1, 2018 r2, 2019 r3, 2023 r4.
    expect(lineLineage(y2019, y2019.lines[0]!).factors).toMatchObject([
      { id: 'elec-hke', revision: 3, validFrom: 2019, proxy: false },
    ]);
    expect(lineLineage(y2023, y2023.lines[0]!).factors).toMatchObject([
      { id: 'elec-hke', revision: 4, validFrom: 2023, proxy: false },
    ]);
  });

  it('falls back to the latest earlier year, flagged proxy (2025 uses 2023; 2021 uses 2019)', () => {
    // 2025: no HK Electric factor yet, so 2023's 0.71 stands in: 7.100 t, proxy
    const y2025 = run([hke], 2025);
    expect(sig4(y2025.scopes.scope2.value)).toBe(7.1);
    expect(lineLineage(y2025, y2025.lines[0]!).factors).toMatchObject([{ revision: 4, validTo: 2023, proxy: true }]);
    // 2021: 2019's 0.81: 8.100 t, proxy; the figure stays complete (a proxy is a disclosed choice)
    const y2021 = run([hke], 2021);
    expect(sig4(y2021.scopes.scope2.value)).toBe(8.1);
    expect(lineLineage(y2021, y2021.lines[0]!).factors[0]!.proxy).toBe(true);
    expect(y2021.complete).toBe(true);
  });

  it('marks a figure incomplete and names the factor when none exists for the year — never a silent zero', () => {
    // CLP's first factor is 2019; a 2018 report has none (a later year is never projected backwards).
    const r = run([clp, hke], 2018);
    const line = r.lines.find((l) => l.rowId === 'clp' && r.specs[l.spec]!.measure === 'ghg')!;
    expect(line.value).toBeNull();
    expect(gapsOf(r, line)).toMatchObject([{ kind: 'missing-factor', factorId: 'elec-clp', year: 2018 }]);
    expect(gapsOf(r, line)[0]!.message).toBe('No emission factor "elec-clp" for 2018 or an earlier year.');
    // Scope 2 keeps what it could compute (HK Electric 2018: 10,000 × 0.80 = 8.000 t) and says it is incomplete.
    expect(sig4(r.scopes.scope2.value)).toBe(8);
    expect(r.scopes.scope2.complete).toBe(false);
    expect(r.provisions['A1.2']!.scope1And2!.complete).toBe(false);
    expect(r.complete).toBe(false);
    // Only the month with CLP activity is incomplete; 0 kWh × an unknown factor is still 0.
    expect(r.byMonth[2]!.scope2.complete).toBe(false);
    expect(r.byMonth[0]!.scope2.complete).toBe(true);
    expect(run([{ ...clp, months: only(2, '') }], 2018).complete).toBe(true);
  });

  it('names a missing GWP: R-410A has no AR5 value in a library without it', () => {
    const ac: ActivityRow = {
      ...base,
      rowId: 'ac',
      kind: 'refrigerant',
      gas: 'R-410A',
      unit: 'kg',
      months: only(4, '2'),
    };
    const without: Ports = {
      ...ports,
      library: { revisions: (id) => (id === 'gwp-ar5-r-410a' ? [] : ports.library.revisions(id)) },
    };
    expect(run([ac], 2023, without, { gwpSet: 'AR5' }).gaps).toMatchObject([{ factorId: 'gwp-ar5-r-410a' }]);
    // AR5 from the reference data: 2 kg × 1,924 = 3,848 kg = 3.848 t
    expect(run([ac], 2023, ports, { gwpSet: 'AR5' }).scopes.scope1.value).toBe(3.848);
    // AR4: 2 kg × 2,088 = 4,176 kg = 4.176 t
    expect(sig4(run([ac], 2023, ports, { gwpSet: 'AR4' }).scopes.scope1.value)).toBe(4.176);
  });

  it('finds every GWP of the reference data under the id the seed gives it', () => {
    for (const row of parseCsv(referenceData().gwp)) {
      const set = GWP_SETS.find((s) => s === row.assessment_report)!;
      expect(ports.library.revisions(gwpFactorId(set, row.gas!)), `${row.gas} ${set}`).toHaveLength(1);
    }
  });

  it("uses an 'other' supplier's own factor, and says so when the row has none", () => {
    const other: ActivityRow = { ...hke, rowId: 'o', supplier: 'other', factorId: 'elec-acme' };
    const own = withFactors(ports.library, [
      { id: 'elec-acme', revision: 1, value: '0.5', unit: 'kgCO2e/kWh', validFrom: 2023 },
    ]);
    // 10,000 kWh × 0.5 = 5,000 kg = 5.000 t
    expect(sig4(run([other], 2023, { ...ports, library: own }).scopes.scope2.value)).toBe(5);
    const none = run([{ ...other, factorId: undefined }], 2023);
    expect(none.gaps).toMatchObject([{ kind: 'missing-factor', factorId: 'elec-other' }]);
  });

  it('reads CLP 2019 (published in kgCO2 only) as CO2e and says so in the lineage', () => {
    const r = run([clp], 2019);
    // 1,000 kWh × 0.49 = 490 kg = 0.4900 t
    expect(sig4(r.scopes.scope2.value)).toBe(0.49);
    expect(lineLineage(r, r.lines[0]!).notes).toEqual(['elec-clp: factor covers CO2 only; counted as CO2e']);
  });

  it('takes the newest revision an administrator added for the year', () => {
    const edited = factorLibrary([
      ...ports.library.revisions('elec-hke'),
      { id: 'elec-hke', revision: 5, value: 0.7, unit: 'kgCO2e/kWh', validFrom: 2023, validTo: 2023 },
    ]);
    const r = run([hke], 2023, { ...ports, library: withFactors(ports.library, edited.revisions('elec-hke')) });
    expect(sig4(r.scopes.scope2.value)).toBe(7);
    expect(lineLineage(r, r.lines[0]!).factors[0]!.revision).toBe(5);
  });
});

describe('figures nothing was entered for (ADR 0069)', () => {
  it('are not entered, never a complete 0: a scope with no row of activity, or rows left empty', () => {
    const empty: ActivityRow = { ...clp, rowId: 'empty', months: Array<string>(12).fill('') };
    const year = run([hke, empty], 2023);
    expect(year.scopes.scope2).toMatchObject({ complete: true });
    expect(year.scopes.scope2.notEntered).toBeUndefined();
    expect(year.scopes.scope1).toMatchObject({ notEntered: true });
    expect(year.scopes.scope3).toMatchObject({ notEntered: true });
    // The total has Scope 2 in it: entered.
    expect(year.scopes.total.notEntered).toBeUndefined();
    const nothing = run([empty], 2023);
    expect(nothing.scopes.total).toMatchObject({ notEntered: true });
  });
});
