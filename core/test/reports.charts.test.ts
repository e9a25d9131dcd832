import { describe, expect, it } from 'vitest';
import { unitConverter } from '../src/calc/emissions/adapters';
import { referenceData } from '../src/domain/catalogues/data';
import { dashboardOf } from '../src/domain/dashboard/view';
import { calculateYear } from '../src/domain/emissions/calculate';
import { factorCatalogue } from '../src/domain/factors/seed';
import type { ReportInputs } from '../src/domain/reports/inputs';
import type { ReportBlock } from '../src/schemas/reports';
import { reportCharts, SERIES_COLOURS } from '../src/domain/reports/charts';
import type { ResourceRecord } from '../src/domain/resources/rows';
import { unitCatalogue } from '../src/domain/units/catalogue';

/** The report's charts are the dashboard's series (calc/dashboard/series.ts), named in the report's language. */
const csv = referenceData();
const units = unitConverter(unitCatalogue(csv.unitFactors));
const library = factorCatalogue(csv);
const electricity = (yearEnd: string, locationId: string, kWh: string, factor: string) =>
  ({
    rowId: `${locationId}-${yearEnd}`,
    type: 'electricity',
    yearEnd,
    locationId,
    unit: 'kWh',
    months: Array<string>(12).fill(kWh),
    attributes: { supplier: 'other', account: 'X', ownFactor: { value: factor, unit: 'kgCO2e/kWh', source: 'S' } },
    version: 1,
    auditId: `A-${locationId}-${yearEnd}`,
    updatedAt: '',
  }) satisfies ResourceRecord;
const emissions = (yearEnd: string, hq: string) =>
  calculateYear({
    rows: [electricity(yearEnd, 'HQ', hq, '0.5'), electricity(yearEnd, 'SHOP', '100', '1')],
    period: { financialYearEndDate: yearEnd },
    library,
    units,
  });
const employment = {
  endTotal: '120',
  endMale: '70',
  endFemale: '50',
  endUnder30: '30',
  endAge30to50: '60',
  endOver50: '30',
};
const period = (yearEnd: string) =>
  ({ yearEnd, startDate: `${yearEnd.slice(0, 4)}-01-01`, financialYearEndDate: yearEnd }) as ReportInputs['period'];

function inputs(lang: ReportInputs['lang']): ReportInputs {
  return {
    lang,
    period: period('2025-12-31'),
    previous: period('2024-12-31'),
    answers: {
      employment,
      reporting_boundaries: {
        locations: [
          { locationId: 'HQ', name: 'Head office' },
          { locationId: 'SHOP', name: 'Shop' },
        ],
      },
    },
    previousAnswers: { employment: { ...employment, endUnder30: '20' } },
    emissions: emissions('2025-12-31', '750'),
    previousEmissions: emissions('2024-12-31', '1000'),
  } as unknown as ReportInputs;
}
/** The charts of a group, without the sentences printed beside them. */
const drawn = (blocks: ReportBlock[]) => blocks.flatMap((b) => (b.kind === 'chart' ? [b] : []));
const years = (x: ReportInputs) => ({
  lang: x.lang,
  thisYear: { label: 'FY2025', json: x.emissions },
  lastYear: { label: 'FY2024', json: x.previousEmissions! },
});

describe('the report’s charts', () => {
  it('draw the dashboard’s figures: scopes by year and month, locations, energy, workforce by gender and age', () => {
    const x = inputs('en');
    const charts = reportCharts(x, years(x));
    const d = dashboardOf(
      { yearEnd: '2025-12-31', emissions: x.emissions, social: { employment } },
      {
        compare: { yearEnd: '2024-12-31', emissions: x.previousEmissions!, social: {} },
        earlier: [{ yearEnd: '2024-12-31', emissions: x.previousEmissions!, social: {} }],
      },
    );
    const [byYear, byMonth, byLocation] = drawn(charts.emissions);
    expect(byYear!.title).toBe('Scope 1, 2 and 3 emissions by year');
    expect(byYear!.categories).toEqual(['FY2024', 'FY2025']);
    expect(byYear!.series.find((s) => s.name === 'Scope 2 (energy indirect)')?.values).toEqual(
      d.years.map((y) => y.scope2.value),
    );
    expect(byMonth!.categories).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(byMonth!.series[1]!.values).toEqual(d.byMonth!.map((m) => m.scope2.value));
    expect(byLocation!.categories).toEqual(['Head office', 'Shop']);
    expect(byLocation!.series[0]!.values).toEqual(d.locations.map((l) => l.ghg.value));
    const [energy] = charts.resources;
    expect(energy!.series.map((s) => s.name)).toEqual(['FY2024', 'FY2025']);
    expect(energy!.series[1]!.values).toEqual([d.figures['energy.electricity']!.value]);
    const [gender, age] = charts.workforce;
    expect(gender!.categories).toEqual(['Male', 'Female']);
    expect(gender!.series.at(-1)!.values).toEqual([70, 50]);
    expect(age!.title).toBe('Workforce by age group');
    expect(age!.categories).toEqual(['Under 30', '30 to 50', 'Over 50']);
    expect(age!.series.map((s) => [s.name, s.values])).toEqual([
      ['FY2024', [20, 60, 30]],
      ['FY2025', [30, 60, 30]],
    ]);
  });

  it('are named in the report’s language, and leave out a chart with nothing to show', () => {
    const x = { ...inputs('hk'), answers: {}, previousAnswers: {} } as ReportInputs;
    const charts = reportCharts(x, years(x));
    expect(charts.workforce).toEqual([]);
    expect(drawn(charts.emissions)[0]!.title).toBe('歷年範圍1、2及3排放');
    // No water entered in either year: no water chart (never a chart of zeros).
    expect(charts.resources.map((c) => c.title)).toEqual(['按類型劃分的能源消耗']);
  });

  it('name the months as the report writes them (Jan, 一月), never 2025-01, in every language', () => {
    for (const [lang, first, last] of [
      ['en', 'Jan', 'Dec'],
      ['hk', '一月', '十二月'],
      ['cn', '一月', '十二月'],
    ] as const) {
      const x = inputs(lang);
      const months = drawn(reportCharts(x, years(x)).emissions)[1]!.categories;
      expect([months[0], months[11]]).toEqual([first, last]);
    }
  });

  it('title the workforce charts’ axis with what they count, in the report’s language', () => {
    const unitOf = (lang: ReportInputs['lang']) => reportCharts(inputs(lang), years(inputs(lang))).workforce[0]!.unit;
    expect([unitOf('en'), unitOf('hk'), unitOf('cn')]).toEqual(['Number of employees', '僱員人數', '雇员人数']);
  });

  it('draw a scope in one colour and a year in another in every chart: a year is never Scope 1’s blue', () => {
    const x = inputs('en');
    const charts = reportCharts(x, years(x));
    const [byYear, byMonth] = drawn(charts.emissions);
    for (const c of [byYear!, byMonth!]) expect(c.series[0]!.colour).toBe(SERIES_COLOURS.scope1);
    const yearColours = [...charts.resources.slice(0, 1), ...charts.workforce].map((c) =>
      c.series.map((s) => s.colour),
    );
    for (const colours of yearColours) expect(colours).toEqual([SERIES_COLOURS.lastYear, SERIES_COLOURS.thisYear]);
    const scopes = [SERIES_COLOURS.scope1, SERIES_COLOURS.scope2, SERIES_COLOURS.scope3, SERIES_COLOURS.ghg];
    for (const year of [SERIES_COLOURS.thisYear, SERIES_COLOURS.lastYear]) expect(scopes).not.toContain(year);
  });
});
