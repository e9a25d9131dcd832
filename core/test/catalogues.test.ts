import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseCsv } from '../src/domain/catalogues/csv';
import { kpiCatalogue } from '../src/domain/kpi/seed';
import { ruleSetFor } from '../src/vocabulary/ruleSets';
import { factorCatalogue } from '../src/domain/factors/seed';
import { pickRevision } from '../src/domain/factors/lookup';
import { referenceData } from '../src/domain/catalogues/data';
import { factorSlug } from '../src/domain/factors/ids';
import { FactorId } from '../src/schemas/admin';

const data = (file: string) => readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8');

describe('CSV reading', () => {
  it('keeps quoted commas, doubled quotes and line breaks inside one field', () => {
    const rows = parseCsv('a,b,c\r\n1,"x, ""y""\nz",3\n\n4,5,6');
    expect(rows).toEqual([
      { a: '1', b: 'x, "y"\nz', c: '3' },
      { a: '4', b: '5', c: '6' },
    ]);
    expect(() => parseCsv('a,b\n1,2,3')).toThrow(/3 fields/);
  });
});

describe('the HKEX KPI catalogue', () => {
  const kpis = kpiCatalogue(data('hkex-c2-catalogue.csv'));
  const of = (ruleSet: string) => kpis.filter((k) => k.ruleSet === ruleSet);
  const find = (ruleSet: string, code: string) => kpis.find((k) => k.ruleSet === ruleSet && k.code === code)!;

  it('has Parts B and C under the 2020 rules and adds Part D under the 2025 rules', () => {
    expect(new Set(of('2020').map((k) => k.part))).toEqual(new Set(['B', 'C']));
    expect(of('2025').length).toBe(of('2020').length + of('2025').filter((k) => k.part === 'D').length);
    expect(
      of('2025')
        .filter((k) => k.part === 'D')
        .map((k) => k.code),
    ).toContain('D-MT-GHG1');
  });

  it('reads each provision’s obligation under its rule set', () => {
    expect(find('2025', 'D-MT-GHG1').obligation).toBe('mandatory');
    expect(find('2025', 'D-MT-IND').obligation).toBe('encouraged');
    expect(find('2025', 'A1.2')).toMatchObject({
      obligation: 'comply-or-explain',
      obligationNote: expect.stringContaining('Part D'),
    });
    expect(find('2020', 'MDR-GOV').obligation).toBe('mandatory');
    expect(find('2020', 'B1.1').obligation).toBe('comply-or-explain');
  });

  it('names aspects and provisions in three languages, with nothing left English-only', () => {
    expect(find('2025', 'A1.1').aspect).toEqual({ en: 'A1 Emissions', hk: 'A1 排放物', cn: 'A1 排放物' });
    expect(find('2025', 'B1.1').aspect.hk).toBe('B1 僱傭');
    for (const k of kpis) {
      expect(k.aspect.hk, k.code).not.toBe(k.aspect.en);
      expect(k.untranslated, k.code).toEqual([]);
      expect(k.title.hk, k.code).not.toBe(k.title.en);
      expect(k.title.cn, k.code).not.toBe(k.title.en);
    }
  });

  it('keeps titles with commas whole (quoted CSV fields)', () => {
    expect(find('2020', 'A1.1').title).toMatchObject({
      en: 'Types of emissions and respective emissions data (NOx, SOx, PM etc.)',
    });
  });

  it('picks the rule set from the financial year start: FY2024 → 2020 rules, FY2025 → 2025 rules', () => {
    expect(ruleSetFor('2024-01-01')).toBe('2020');
    expect(ruleSetFor('2024-04-01')).toBe('2020');
    expect(ruleSetFor('2025-01-01')).toBe('2025');
    expect(ruleSetFor('2025-04-01')).toBe('2025');
  });
});

describe('the emission factor library', () => {
  const revisions = factorCatalogue(referenceData());
  const of = (id: string) => revisions.filter((r) => r.id === id);

  it('turns year-specific rows into revisions of one factor, oldest year first', () => {
    expect(of('elec-hke').map((r) => [r.revision, r.validFrom, r.value])).toEqual([
      [1, 2017, 0.79],
      [2, 2018, 0.8],
      [3, 2019, 0.81],
      [4, 2023, 0.71],
    ]);
    expect(of('elec-clp')[0]).toMatchObject({ unit: 'kgCO2/kWh', confidence: 'low', scope: 2 });
    expect(of('towngas-combustion')[0]).toMatchObject({ value: 2.5529, validFrom: undefined, scope: 1 });
  });

  it('includes energy contents, pollutant factors and GWPs by assessment report, skipping non-numbers', () => {
    expect(of('towngas-energy')[0]).toMatchObject({ value: 48, unit: 'MJ/unit', confidence: 'high' });
    expect(of('pm-gaseous-fuel')).toEqual([]);
    expect(of('gwp-ar5-hfc-134a')[0]).toMatchObject({ value: 1300, category: 'gwp' });
    expect(of('gwp-ar6-hfc-134a')[0]?.value).toBe(1526);
  });

  it('names every factor as the create route must (one id pattern), and slugs gas names the same way', () => {
    const bad = [...new Set(revisions.map((r) => r.id))].filter((id) => !FactorId.safeParse(id).success);
    expect(bad).toEqual([]);
    expect(factorSlug('R-410A (blend)')).toBe('r-410a-blend');
    for (const id of ['Elec-CLP', 'elec_clp', 'elec.clp', 'elec--clp', '-elec', 'elec-', 'x'.repeat(65)])
      expect(FactorId.safeParse(id).success, id).toBe(false);
  });

  it('gives every revision a source and a confidence', () => {
    for (const r of revisions) {
      expect(r.source, r.id).toBeTruthy();
      expect(['high', 'medium', 'low']).toContain(r.confidence);
    }
  });
});

describe('which factor revision a year uses', () => {
  const revs = [
    { revision: 1, validFrom: 2017, validTo: 2017 },
    { revision: 2, validFrom: 2019, validTo: 2019 },
    { revision: 3, validFrom: 2023, validTo: 2023 },
    { revision: 4, validFrom: 2019, validTo: 2019 },
  ];

  it('takes the newest revision valid for the year', () => {
    expect(pickRevision(revs, 2019)).toEqual({ revision: revs[3], proxy: false });
    expect(pickRevision(revs, 2023)).toEqual({ revision: revs[2], proxy: false });
  });

  it('falls back to the latest earlier year, flagged proxy, and never projects backwards', () => {
    expect(pickRevision(revs, 2021)).toEqual({ revision: revs[3], proxy: true });
    expect(pickRevision(revs, 2030)).toEqual({ revision: revs[2], proxy: true });
    expect(pickRevision(revs, 2016)).toBeUndefined();
  });

  it('uses a revision without years for every year, until a newer one covers the year', () => {
    const generic = [{ revision: 1 }, { revision: 2, validFrom: 2025 }];
    expect(pickRevision(generic, 2024)?.revision.revision).toBe(1);
    expect(pickRevision(generic, 2026)?.revision.revision).toBe(2);
  });
});
