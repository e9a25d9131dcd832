import { describe, expect, it } from 'vitest';
import type { DashboardView } from '@esg/core/schemas/dashboard';
import { chartCsv, dashboardCharts, financialMonths, type ChartData } from './charts';
import { en } from './messages/en';

const t = (key: string, o: Record<string, unknown> = {}) =>
  ((en as Record<string, string>)[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(o[k]));
const fig = (value: number | null, missing: DashboardView['figures'][string]['missing'] = []) => ({
  value,
  unit: 'tCO2e',
  complete: missing.length === 0,
  missing,
});
const gap = { kind: 'missing-factor', factorId: 'elec-other', year: 2025, message: '' };
const factorSet = { year: 2025, gwpSet: 'AR5', sources: ['CLP 2025'] };
const stack = { scope1: fig(1), scope2: fig(2, [gap]), scope3: fig(null) };

const view: DashboardView = {
  yearEnd: '2025-03-31',
  compareYearEnd: '2024-03-31',
  location: null,
  locked: false,
  factorSet,
  figures: {
    'energy.electricity': { ...fig(1234.5), unit: 'MWh', previous: 1000, change: 23.45 },
    'workforce.Male': { ...fig(70), unit: 'persons', previous: 60, change: null },
    'workforce.Female': { ...fig(50), unit: 'persons', previous: 40, change: null },
    'workforce.Under30': { ...fig(30), unit: 'persons', previous: null, change: null },
    'workforce.Over50': { ...fig(20), unit: 'persons', previous: 25, change: null },
  },
  byMonth: Array.from({ length: 12 }, () => stack),
  years: [{ yearEnd: '2025-03-31', ...stack, removals: fig(0), factorSet }],
  locations: [{ locationId: 'L1', name: 'Shop, "Central"', ghg: fig(3, [gap]), energy: fig(10), water: fig(null) }],
  energyTypes: ['electricity'],
  companyWide: [],
};
const charts = dashboardCharts(view, t, { locale: 'en-US', formatYear: (y) => y });

describe('dashboard charts', () => {
  it('stack Scope 1/2/3 by month of the financial year, naming the factor set and what is missing', () => {
    expect(charts.byMonth!.categories[0]).toBe('Apr 2024');
    expect(charts.byMonth!.categories[11]).toBe('Mar 2025');
    const scope2 = charts.byMonth!.series[1]!;
    expect(scope2.points[0]).toEqual({
      value: 2,
      missing: ['an emission factor of 2025 is missing (see the environmental pages)'],
      note: 'Factors of 2025, GWP AR5. Sources: CLP 2025',
    });
    expect(charts.byYear!.series.map((s) => s.stack)).toEqual(['ghg', 'ghg', 'ghg', 'removals']);
  });

  it('compare energy by type with the comparison year', () => {
    expect(charts.energy!.categories).toEqual(['Electricity']);
    expect(charts.energy!.series.map((s) => [s.name, s.points[0]!.value])).toEqual([
      ['2024-03-31', 1000],
      ['2025-03-31', 1234.5],
    ]);
  });

  it('show the workforce by gender and by age group, each beside the comparison year', () => {
    expect(charts.workforceGender!.title).toBe('Workforce by gender');
    expect(charts.workforceGender!.categories).toEqual(['Male', 'Female']);
    expect(charts.workforceAge!.title).toBe('Workforce by age group');
    // An age group the year has no figure for is left out.
    expect(charts.workforceAge!.categories).toEqual(['Under 30', 'Over 50']);
    expect(charts.workforceAge!.series.map((s) => [s.name, s.points.map((p) => p.value)])).toEqual([
      ['2024-03-31', [null, 25]],
      ['2025-03-31', [30, 20]],
    ]);
  });

  it('download as CSV: numbers unformatted, no data left empty, what is missing in its own column', () => {
    // A byte order mark first, so a spreadsheet reads Chinese names as UTF-8.
    expect(chartCsv(charts.locations!, t)).toBe(
      '\uFEFF,Emissions (tCO₂e),Energy (tCO₂e),Water (tCO₂e),Incomplete\r\n' +
        '"Shop, ""Central""",3,10,,an emission factor of 2025 is missing (see the environmental pages)\r\n',
    );
  });

  it('download as CSV in Chinese: what is missing runs on with the Chinese semicolon', () => {
    const chart: ChartData = {
      id: 'byYear',
      title: '按年度的溫室氣體排放',
      type: 'column',
      categories: ['31-12-2025'],
      series: [
        { name: '範圍一', unit: '噸二氧化碳當量', points: [{ value: 1, missing: ['缺少排放因子', '缺少月份'] }] },
      ],
    };
    expect(chartCsv(chart, t, 'hk').split('\r\n')[1]).toBe('31-12-2025,1,缺少排放因子；缺少月份');
  });

  it('download as CSV: texts that start like a formula get an apostrophe, negative numbers stay numbers (ADR 0062)', () => {
    const hostile = ['=HYPERLINK("http://x")', '+1', '-cmd', '@SUM(A1)'];
    const locations = hostile.map((name, i) => ({
      locationId: `L${i}`,
      name,
      ghg: fig(-2),
      energy: fig(1),
      water: fig(null),
    }));
    const csv = chartCsv(
      dashboardCharts({ ...view, locations }, t, { locale: 'en-US', formatYear: (y) => y }).locations!,
      t,
    );
    expect(csv.split('\r\n').slice(1, 5)).toEqual([
      `"'=HYPERLINK(""http://x"")",-2,1,,`,
      "'+1,-2,1,,",
      "'-cmd,-2,1,,",
      "'@SUM(A1),-2,1,,",
    ]);
  });

  it('name the months in the user’s language', () => {
    expect(financialMonths('2025-12-31', 'zh-HK')[0]).toBe('2025年1月');
  });
});
