import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FactorUse } from '../src/calc/emissions/select';
import { factorCatalogue } from '../src/domain/factors/seed';
import { factorTable, factorsUsed, proxySentence } from '../src/domain/reports/factors';

const data = (file: string) => readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8');
const seeded = factorCatalogue({
  factors: data('emission-factors-hk.csv'),
  unitFactors: data('unit-and-pollutant-factors-hk.csv'),
  gwp: data('refrigerant-gwp.csv'),
  densities: data('fuel-densities.csv'),
});
/** How administrators' reading notes read: never a report's source (ADR 0086). */
const READING_NOTE =
  /verify|as used by|esg_gp_be|before relying|check against|replace with|gives|litres need|best read|mass-weighted/i;

const clp: FactorUse = {
  id: 'elec-clp',
  revision: 2,
  value: '0.39',
  unit: 'kgCO2e/kWh',
  proxy: true,
  validFrom: 2023,
  validTo: 2023,
  source: 'CLP Holdings, Sustainability Report 2023',
  appliesTo: 'CLP Power Hong Kong customers',
};
const r410a: FactorUse = {
  id: 'gwp-ar5-r-410a',
  revision: 1,
  value: '1923.5',
  unit: 'kgCO2e/kg',
  proxy: false,
  source: 'IPCC AR5, 100-year global warming potentials',
  appliesTo: 'R-410A leakage (AR5 100-year GWP; 50% HFC-32 + 50% HFC-125)',
};

describe('the emission factors a report prints (ADR 0086)', () => {
  it('seeds every factor with a source that names publisher and document, the reading notes apart', () => {
    const notes = seeded.filter((r) => READING_NOTE.test(r.source)).map((r) => `${r.id}: ${r.source}`);
    expect(notes).toEqual([]);
    expect(seeded.filter((r) => r.id === 'elec-clp').every((r) => r.note)).toBe(true);
    expect(seeded.every((r) => r.appliesTo.length > 0)).toBe(true);
    // A factor's name is what it is for, never how to apply it.
    expect(seeded.filter((r) => /apply for|subtracted from/i.test(r.appliesTo)).map((r) => r.id)).toEqual([]);
  });

  it('lists each factor by name, value, unit, year and source, never by id', () => {
    const factors = factorsUsed({ bases: [{ factors: [r410a, clp] }, { factors: [clp] }] } as never);
    expect(factors.map((f) => f.id)).toEqual(['elec-clp', 'gwp-ar5-r-410a']);
    for (const lang of ['en', 'hk', 'cn'] as const) {
      const table = factorTable(factors, lang);
      const text = JSON.stringify(table);
      expect(text).not.toMatch(/elec-clp|gwp-ar5/);
      if (table.kind !== 'table') throw new Error('a table');
      expect(table.rows[0]!.slice(0, 5)).toEqual([
        'CLP Power Hong Kong customers',
        '0.39',
        'kgCO₂e/kWh',
        '2023',
        'CLP Holdings, Sustainability Report 2023',
      ]);
    }
  });

  it('says in a sentence which factors are earlier years’ proxies and why', () => {
    expect(proxySentence([r410a], 2025, 'en')).toEqual([]);
    const [en] = proxySentence([clp, r410a], 2025, 'en');
    expect(en).toEqual({
      kind: 'p',
      text: expect.stringMatching(/^No 2025 factor has been published yet for CLP Power Hong Kong customers \(2023\)/),
    });
    expect(JSON.stringify(proxySentence([clp], 2025, 'hk'))).toContain(
      'CLP Power Hong Kong customers（2023）尚未公佈 2025 年',
    );
  });
});
