import { describe, expect, it } from 'vitest';
import { referencePorts } from '../src/calc/emissions/adapters';
import type { ActivityRow } from '../src/calc/emissions/model';
import type { PagePayload } from '../src/catalogue/values';
import { validatePage } from '../src/catalogue/schema/page';
import { referenceData } from '../src/domain/catalogues/data';
import { entryEstimates } from '../src/domain/climate/scope3/entries';
import type { Estimate } from '../src/domain/climate/scope3/factors';
import { fuelAndEnergy } from '../src/domain/climate/scope3/fuelAndEnergy';
import { scope3Total, screenCategories } from '../src/domain/climate/scope3/screening';
import { toDecimal } from '../src/lib/rational';
import { climateMetrics } from '../src/pages/climate/metrics';
import { scope3Issues } from '../src/pages/climate/scope3.rules';

const { library, units } = referencePorts(referenceData());
/** tCO2e to 4 significant figures, as the worked examples write them. */
const sig4 = (e: Estimate | undefined) => Number(Number(toDecimal(e!.tCO2e, 12)).toPrecision(4));
const of = (list: Estimate[], category: number) => list.find((e) => e.category === category);
const months = (total: string) => [total, ...Array<string>(11).fill('')];
const base = { locationId: 'hq', auditId: 'a1' };

describe('Scope 3 worked examples (DESNZ 2025 factors from the library, ADR 0109)', () => {
  it('1 purchased goods by mass: 12 t of concrete × 118.79306 kgCO2e/t = 1,425.51672 kg = 1.426 tCO2e', () => {
    const values = {
      scope3Purchases: [{ category: '1', item: 'Fit-out', basis: 'mass', material: 'concrete', tonnes: '12' }],
    };
    const cat1 = of(entryEstimates(values, library, 2025), 1);
    expect(sig4(cat1)).toBe(1.426);
    expect(cat1!.factors.map((f) => [f.id, f.revision])).toEqual([['material-concrete', 1]]);
  });

  it('2 capital goods by spend: USD 50,000 × 7.8 HKD/USD × own 0.25 kgCO2e/HKD = 97,500 kg = 97.50 tCO2e', () => {
    const values: PagePayload = {
      scope3Screening: [
        {
          category: '2',
          relevance: 'relevant',
          method: 'spend',
          tier: '3',
          ownFactor: '0.25',
          ownFactorSource: 'USEEIO v2.0 (2022 USD, deflated to 2025 HKD)',
        },
      ],
      scope3Rates: [{ currency: 'USD', hkdPerUnit: '7.8' }],
      scope3Purchases: [{ category: '2', item: 'Chillers', basis: 'spend', amount: '50000', currency: 'USD' }],
    };
    const cat2 = of(entryEstimates(values, library, 2025), 2);
    expect(sig4(cat2)).toBe(97.5);
    expect(cat2!.factors[0]).toMatchObject({ id: 'own-2', source: 'USEEIO v2.0 (2022 USD, deflated to 2025 HKD)' });
  });

  it('spend without the company’s own factor or without a rate is named missing, never a silent zero', () => {
    const values = {
      scope3Purchases: [{ category: '1', item: 'Cleaning', basis: 'spend', amount: '1000', currency: 'EUR' }],
    };
    const cat1 = of(entryEstimates(values, library, 2025), 1);
    expect(cat1!.missing).toEqual([{ kind: 'rate', currency: 'EUR' }, { kind: 'ownFactor' }]);
    const [line] = screenCategories(new Map(), [], [], [cat1!]);
    expect(line).toMatchObject({ category: 1, state: 'missing', tCO2e: null, complete: false });
  });

  it('4 and 9 transportation: 20 t × 150 km by HGV × 0.10163 = 0.3049 t; 10 t × 2,600 km by sea × 0.01612 = 0.4191 t', () => {
    const values = {
      scope3Freight: [
        { category: '4', mode: 'hgv', tonnes: '20', km: '150' },
        { category: '9', mode: 'sea', tonnes: '10', km: '2600' },
      ],
    };
    const list = entryEstimates(values, library, 2025);
    expect(sig4(of(list, 4))).toBe(0.3049);
    expect(sig4(of(list, 9))).toBe(0.4191);
  });

  it('7 commuting: 100,000 pkm by metro × 0.0278 = 2.780 t; survey 120 × 40 % × 24 km × 230 days by bus × 0.10385 = 27.52 t', () => {
    const metro = entryEstimates(
      { scope3Commuting: [{ mode: 'metro', basis: 'distance', passengerKm: '100000' }] },
      library,
      2025,
    );
    expect(sig4(of(metro, 7))).toBe(2.78);
    const survey = entryEstimates(
      {
        commutingHeadcount: '120',
        scope3Commuting: [{ mode: 'bus', basis: 'survey', sharePercent: '40', kmPerDay: '24', days: '230' }],
      },
      library,
      2025,
    );
    expect(sig4(of(survey, 7))).toBe(27.52);
  });

  it('11 and 13 as free entries with a method note: the typed tCO2e', () => {
    const list = entryEstimates(
      { scope3Other: [{ category: '13', tCO2e: '41.5', methodNote: 'Tenants’ metered electricity × grid factor' }] },
      library,
      2025,
    );
    expect(sig4(of(list, 13))).toBe(41.5);
  });
});

describe('3 fuel- and energy-related activities, derived from the rows already entered', () => {
  const rows: ActivityRow[] = [
    { ...base, kind: 'electricity', supplier: 'hke', rowId: 'e1', unit: 'kWh', months: months('10000') },
    { ...base, kind: 'electricity', supplier: 'clp', rowId: 'e2', unit: 'MWh', months: months('10') },
    {
      ...base,
      kind: 'fuel',
      fuel: 'diesel',
      rowId: 'f1',
      unit: 'L',
      months: ['40', '', '', '40', '', '', '40', '', '', '40', '', ''],
    },
    { ...base, kind: 'fuel', fuel: 'towngas', rowId: 't1', unit: 'towngas-unit', months: months('500') },
  ];

  it('T&D and WTT: 20,000 kWh × (0.01853 + 0.0459 + 0.00397) + 160 L diesel × 0.61101 = 1,368 + 97.7616 kg = 1.466 t', () => {
    const cat3 = fuelAndEnergy(rows, library, units, 2025);
    expect(sig4(cat3)).toBe(1.466);
    expect(cat3.factors.map((f) => f.id).sort()).toEqual([
      'elec-td-loss',
      'wtt-diesel',
      'wtt-elec-generation',
      'wtt-elec-td',
    ]);
    expect(cat3.missing).toEqual([]);
  });

  it('counts Towngas’s upstream once (in Scope 2 by Hong Kong practice), and names a factor missing for a year before 2025', () => {
    expect(sig4(fuelAndEnergy(rows.slice(3), library, units, 2025))).toBe(0);
    const earlier = fuelAndEnergy(rows, library, units, 2024);
    expect(earlier.missing.map((m) => (m.kind === 'factor' ? m.factorId : m.kind))).toEqual([
      'elec-td-loss',
      'wtt-elec-generation',
      'wtt-elec-td',
      'wtt-diesel',
    ]);
  });
});

describe('screening: all fifteen categories with relevance, method, tier and the total’s categories', () => {
  it('reports figures, excludes with the reason, and totals only what is reported', () => {
    const calculated = new Map([[6, { amount: { n: 21015n, d: 10000n }, complete: true }]]);
    const estimates = entryEstimates(
      { scope3Freight: [{ category: '4', mode: 'hgv', tonnes: '20', km: '150' }] },
      library,
      2025,
    );
    const lines = screenCategories(
      calculated,
      [],
      [
        { category: '4', relevance: 'relevant', method: 'average', tier: '2' },
        { category: '15', relevance: 'notRelevant', reason: 'The Group holds no investments.' },
      ],
      estimates,
    );
    expect(lines).toHaveLength(15);
    expect(lines[3]).toMatchObject({ category: 4, state: 'reported', method: 'average', tier: '2', tCO2e: '0.30489' });
    expect(lines[14]).toMatchObject({ category: 15, state: 'excluded', reason: 'The Group holds no investments.' });
    expect(scope3Total(lines)).toEqual({ tCO2e: '2.40639', categories: [4, 6], complete: true });
  });

  it('reads a translated reason as one text: the English, else the Chinese (ADR 0121)', () => {
    const [both, chinese] = [
      { en: 'The Group holds no investments.', hk: '本集團並無投資。' },
      { en: '', hk: '本集團並無投資。' },
    ].map((reason) => screenCategories(new Map(), [], [{ category: '15', relevance: 'notRelevant', reason }])[14]);
    expect(both).toMatchObject({ state: 'excluded', reason: 'The Group holds no investments.' });
    expect(chinese).toMatchObject({ state: 'excluded', reason: '本集團並無投資。' });
  });
});

describe('bad input is refused with the field named', () => {
  const page = (values: PagePayload) => validatePage(climateMetrics, values);
  const paths = (r: ReturnType<typeof page>) => (r.ok ? [] : r.issues.map((i) => `${i.path}:${i.code}`));

  it('a negative quantity, a distance beyond the Earth’s circumference, a share over 100 %', () => {
    expect(paths(page({ scope3Freight: [{ category: '4', mode: 'hgv', tonnes: '-1', km: '40076' }] }))).toEqual([
      expect.stringMatching(/^scope3Freight\.0\.tonnes:/),
      'scope3Freight.0.km:max',
    ]);
    expect(
      paths(
        page({
          scope3Commuting: [{ mode: 'bus', basis: 'survey', sharePercent: '100.5', kmPerDay: '20', days: '230' }],
        }),
      ),
    ).toEqual(['scope3Commuting.0.sharePercent:max']);
  });

  it('spend in a currency without a rate for the year names the rate to add', () => {
    const issues = scope3Issues({
      scope3Purchases: [{ category: '1', item: 'IT', basis: 'spend', amount: '10', currency: 'USD' }],
    });
    expect(issues.map((i) => [i.path, i.code, i.params])).toEqual([
      ['scope3Purchases.0.currency', 'missingRate', { rate: 'USD → HKD' }],
    ]);
    expect(issues[0]!.message).toBe('No exchange rate for USD → HKD: add it under exchange rates.');
  });
});
