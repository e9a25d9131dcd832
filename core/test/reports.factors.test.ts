import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FactorUse } from '../src/calc/emissions/select';
import { factorCatalogue } from '../src/domain/factors/seed';
import { factorTable, factorsUsed, printedFactorName, proxySentence } from '../src/domain/reports/factors';
import { cellStart } from '../src/lib/format';

const data = (file: string) => readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8');
const seeded = factorCatalogue({
  factors: data('emission-factors-hk.csv'),
  unitFactors: data('unit-and-pollutant-factors-hk.csv'),
  gwp: data('refrigerant-gwp.csv'),
  densities: data('fuel-densities.csv'),
  scope3: data('scope3-factors-desnz-2025.csv'),
  chinese: data('factor-names-zh.csv'),
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

  it('names one publication one way: no two sources differ only in how they write it (App. 2 / Appendix 2)', () => {
    const spelling = (s: string) => s.replace(/\bApp\.\s/g, 'Appendix ').replace(/[,\s]+/g, ' ');
    const sources = [...new Set(seeded.map((r) => r.source))];
    const bySpelling = new Map<string, string[]>();
    for (const s of sources) bySpelling.set(spelling(s), [...(bySpelling.get(spelling(s)) ?? []), s]);
    expect([...bySpelling.values()].filter((list) => list.length > 1)).toEqual([]);
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

  it('opens each name’s cell with a capital, as a table’s cells do, and keeps the name’s case inside a sentence', () => {
    const diesel: FactorUse = { ...clp, id: 'diesel-generator', appliesTo: 'diesel in generators and boilers' };
    const table = factorTable([diesel], 'en');
    expect(table.kind === 'table' && table.rows[0]![0]).toBe('Diesel in generators and boilers');
    expect(JSON.stringify(proxySentence([diesel], 2025, 'en'))).toContain(
      'for diesel in generators and boilers (2023)',
    );
  });

  it('marks an earlier year’s factor “Yes” with a capital, as the report’s other yes/no cells, and a current one not at all', () => {
    const marks = (lang: 'en' | 'hk' | 'cn') => {
      const table = factorTable([clp, r410a], lang);
      return table.kind === 'table' ? table.rows.map((r) => r[5]) : [];
    };
    expect(marks('en')).toEqual(['Yes', '']);
    expect(marks('hk')).toEqual(['是', '']);
    expect(marks('cn')).toEqual(['是', '']);
  });

  it('writes CO₂ in a factor’s name with its subscript, as the unit beside it does, in en, hk and cn', () => {
    const tree = seeded.find((r) => r.id === 'tree-removal')!;
    const use: FactorUse = {
      ...clp,
      id: tree.id,
      unit: tree.unit,
      appliesTo: tree.appliesTo,
      appliesToHk: tree.appliesToHk,
    };
    for (const lang of ['en', 'hk', 'cn'] as const) {
      const table = factorTable([use], lang);
      const row = table.kind === 'table' ? table.rows[0]! : [];
      expect(row[0]).toContain('CO₂');
      expect(row[0]).not.toContain('CO2');
      expect(row[2]).toContain('kgCO₂/');
      // The same name where About this report lists the factors by source, and in the proxies' sentence.
      expect(cellStart(printedFactorName(use, lang))).toBe(row[0]);
      expect(JSON.stringify(proxySentence([{ ...use, proxy: true }], 2025, lang))).toContain('CO₂');
    }
  });

  it('prints the library’s Chinese name and source in the Chinese editions, the English where it has none (ADR 0130)', () => {
    const seededClp = seeded.find((r) => r.id === 'elec-clp' && r.validFrom === 2023)!;
    const chinese = { ...clp, appliesToHk: seededClp.appliesToHk, sourceHk: seededClp.sourceHk };
    const row = (f: FactorUse, lang: 'en' | 'hk' | 'cn') => {
      const table = factorTable([f], lang);
      if (table.kind !== 'table') throw new Error('a table');
      return [table.rows[0]![0], table.rows[0]![4]];
    };
    expect(row(chinese, 'hk')).toEqual(['中華電力有限公司（中電）用戶', '中電控股有限公司《2023 可持續發展報告》']);
    expect(row(chinese, 'cn')).toEqual(['中华电力有限公司（中电）用户', '中电控股有限公司《2023 可持续发展报告》']);
    expect(row(chinese, 'en')).toEqual(['CLP Power Hong Kong customers', 'CLP Holdings, Sustainability Report 2023']);
    // A Simplified override wins over the converted Traditional text.
    expect(row({ ...chinese, appliesToCn: '中电客户' }, 'cn')[0]).toBe('中电客户');
    // None yet: the English, plainly.
    expect(row(clp, 'hk')).toEqual(['CLP Power Hong Kong customers', 'CLP Holdings, Sustainability Report 2023']);
    expect(JSON.stringify(proxySentence([chinese], 2025, 'hk'))).toContain('中華電力有限公司（中電）用戶（2023）');
  });

  it('seeds every factor of the library with its Chinese name and source', () => {
    const lacking = seeded.filter((r) => !r.appliesToHk || !r.sourceHk).map((r) => `${r.id}#${r.revision}`);
    expect(lacking).toEqual([]);
    // Chinese editions read Chinese: no English word is left in a seeded Chinese name or source (abbreviations and
    // gas names are: IPCC, DESNZ, HFC-32, AR5).
    const english = seeded
      .flatMap((r) => [r.appliesToHk!, r.sourceHk!])
      .filter((t) => /\b[a-z]{3,}\b/.test(t.replace(/\b(IPCC|DESNZ|HCFC|HFC|AR\d)\b/g, '')));
    expect(english).toEqual([]);
    const gwp = seeded.find((r) => r.id === 'gwp-ar5-r-410a')!;
    expect(gwp.sourceHk).toBe('政府間氣候變化專門委員會（IPCC）第五次評估報告（AR5），100 年全球暖化潛能值');
    expect(gwp.appliesToCn).toBe('R-410A 泄漏（AR5 100 年全球变暖潜能值；50% HFC-32 + 50% HFC-125）');
  });

  it('says in a sentence which factors are earlier years’ proxies and why', () => {
    expect(proxySentence([r410a], 2025, 'en')).toEqual([]);
    const [en] = proxySentence([clp, r410a], 2025, 'en');
    expect(en).toEqual({
      kind: 'p',
      text: expect.stringMatching(/^No 2025 factor has been published yet for CLP Power Hong Kong customers \(2023\)/),
      // It explains the table of sources before it: printed on that table's page (ADR 0044).
      keepWithPrevious: true,
    });
    expect(JSON.stringify(proxySentence([clp], 2025, 'hk'))).toContain(
      'CLP Power Hong Kong customers（2023）尚未公佈 2025 年',
    );
  });
});
