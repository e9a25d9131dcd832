import { describe, expect, it } from 'vitest';
import type { EmissionsJson, FigureJson } from '../src/calc/emissions/present';
import { a1Tables, comparison, type EmissionYears } from '../src/domain/reports/environmental';
import { reportFigure, reportUnit, rowScale } from '../src/domain/reports/format';
import { asPrinted, scriptPieces } from '../src/lib/scripts';
import type { ReportBlock } from '../src/schemas/reports';

/** ADR 0075: how a computed figure prints, and that every asterisk has its note. */
describe('a report figure', () => {
  it('reads to four significant digits in every row, integer part whole, small values plain and never 0', () => {
    expect(
      ['14.5534356', '287.464452', '3.5118', '0.0972518', '0.00048384'].map((v) => reportFigure(+v, 'en')),
    ).toEqual(['14.55', '287.5', '3.512', '0.09725', '0.0004838']);
    expect(reportFigure(0.0000027, 'hk')).toBe('0.000002700');
    // The printed intensities of the demo's hazardous waste (t/HKD m, t/m²): no scientific notation in any edition.
    expect(reportFigure(0.00009524, 'cn')).toBe('0.00009524');
    expect(reportFigure(-0.000002691, 'en')).not.toMatch(/×|e/);
    expect(reportFigure(1e-12, 'en')).toBe('0.000000000001000');
    expect(reportFigure(12345.6, 'en')).toBe('12,346');
    expect(reportFigure(0.0012, 'cn')).toBe('0.001200');
    expect(reportFigure(0, 'en')).toBe('0');
  });

  it('writes units with their sub- and superscripts, the denominator in the report’s language', () => {
    expect(reportUnit('tCO2e/m2', 'en')).toBe('tCO₂e/m²');
    expect(reportUnit('m3', 'hk')).toBe('m³');
    expect(reportUnit('MWh/persons', 'en')).toBe('MWh/employee');
    expect(reportUnit('MWh/persons', 'hk')).toBe('MWh/人');
    expect(reportUnit('tCO2e/HKD m', 'cn')).toBe('tCO₂e/百万港元');
  });

  it('marks the sub- and superscripts the Latin font lacks for <sub>/<sup>, leaving m² and m³ as they are', () => {
    expect(scriptPieces('tCO₂e/m²')).toEqual([
      { text: 'tCO' },
      { text: '2', script: 'sub' },
      { text: 'e/m' },
      { text: '²' },
    ]);
    expect(scriptPieces('2.700 × 10⁻⁶')).toEqual([{ text: '2.700 × 10' }, { text: '−6', script: 'sup' }]);
    expect(asPrinted('tCO₂e')).toBe('tCO2e');
  });
});

describe('a row of very small tonnes or kilograms (ADR 0075 amended)', () => {
  it('reads in kilograms when every figure of the row is below 1 t, in tonnes otherwise', () => {
    // Acme's hazardous waste: 0.012 t both years → 12.00 kg, as its intensities beside it read kg or g.
    expect(rowScale('t', [0.012, 0.012])).toEqual({ unit: 'kg', factor: 1000 });
    expect(rowScale('t/HKD m', [0.1571, 0.1566])).toEqual({ unit: 'kg/HKD m', factor: 1000 });
    expect(rowScale('tCO2e/HKD m', [0.04, null, undefined])).toEqual({ unit: 'kgCO2e/HKD m', factor: 1000 });
    expect(rowScale('tCO2e/m2', [0.06772, 0.06375])).toEqual({ unit: 'kgCO2e/m2', factor: 1000 });
    expect(rowScale('t', [0.9999])).toEqual({ unit: 'kg', factor: 1000 });
    // One year at 1 t or more keeps the whole row in tonnes: its years compare in one unit.
    expect(rowScale('t/m2', [0.4439, 1])).toEqual({ unit: 't/m2', factor: 1 });
    expect(rowScale('t', [19.8, 18.6])).toEqual({ unit: 't', factor: 1 });
    // Nothing to read, or a unit of no ladder (a tree, a km): as it is.
    expect(rowScale('t/m2', [0, null])).toEqual({ unit: 't/m2', factor: 1 });
    expect(rowScale('tree', [0.001])).toEqual({ unit: 'tree', factor: 1 });
    expect(rowScale('km', [0.001])).toEqual({ unit: 'km', factor: 1 });
  });

  it('reads in grams when every figure is below 1 kg, a tonne row as far down as it needs, never below grams', () => {
    // Acme's SOx: 0.0004838 kg this year, 0.0004493 kg last year → 0.4838 g and 0.4493 g.
    expect(rowScale('kg', [0.0004838, 0.0004493])).toEqual({ unit: 'g', factor: 1000 });
    expect(rowScale('kgCO2e/m2', [0.009])).toEqual({ unit: 'gCO2e/m2', factor: 1000 });
    // Below 1 kg: NOx 0.09725 kg reads 97.25 g; a pollutant of 1 kg or more keeps its kilograms.
    expect(rowScale('kg', [0.09725, 0.0004493])).toEqual({ unit: 'g', factor: 1000 });
    expect(rowScale('kg', [1.5, 0.0004493])).toEqual({ unit: 'kg', factor: 1 });
    // Acme's hazardous waste per revenue, 0.00009524 t/HKD m: 95.24 g/HKD m.
    expect(rowScale('t/HKD m', [0.00009524, 0.000101])).toEqual({ unit: 'g/HKD m', factor: 1_000_000 });
    // Tonnes below 0.01 kg: grams (2.691 g/m², not 0.002691 kg/m²).
    expect(rowScale('t/m2', [0.000002691, 0.000002691])).toEqual({ unit: 'g/m2', factor: 1_000_000 });
    expect(rowScale('t', [0.000009])).toEqual({ unit: 'g', factor: 1_000_000 });
    // Nothing smaller than grams: a milligram reads 0.001000 g, in plain decimals.
    expect(rowScale('kg', [0.000001])).toEqual({ unit: 'g', factor: 1000 });
  });

  it('reads energy below 1 MWh in kWh (then Wh) and water below 1 m³ in litres (then mL), by the same rule', () => {
    // Acme's energy and water per floor area, FY2025 beside FY2024: 109.7 kWh/m², 360.5 L/m².
    expect(rowScale('MWh/m2', [0.1097, 0.1031])).toEqual({ unit: 'kWh/m2', factor: 1000 });
    expect(rowScale('m3/m2', [0.3605, 0.339])).toEqual({ unit: 'L/m2', factor: 1000 });
    expect(rowScale('MWh/persons', [0.0042])).toEqual({ unit: 'kWh/persons', factor: 1000 });
    expect(rowScale('m3/HKD m', [0.003, null])).toEqual({ unit: 'L/HKD m', factor: 1000 });
    expect(rowScale('MWh', [0.0000042])).toEqual({ unit: 'Wh', factor: 1_000_000 });
    expect(rowScale('m3/m2', [0.0000005])).toEqual({ unit: 'mL/m2', factor: 1_000_000 });
    expect(rowScale('kWh', [0.5])).toEqual({ unit: 'Wh', factor: 1000 });
    // One year at 1 of the unit or more keeps the row in it: 12.97 m³/employee beside 0.9 stays in m³.
    expect(rowScale('m3/persons', [12.97, 0.9])).toEqual({ unit: 'm3/persons', factor: 1 });
    expect(rowScale('MWh', [489.1, 459.8])).toEqual({ unit: 'MWh', factor: 1 });
    // Its unit in each edition: the symbols, the denominator in the edition's words.
    expect(['en', 'hk', 'cn'].map((l) => reportUnit('L/persons', l as 'en'))).toEqual(['L/employee', 'L/人', 'L/人']);
    expect(reportUnit('kWh/m2', 'hk')).toBe('kWh/m²');
  });

  it('prints SOx in grams in every edition, to the same four significant digits as the API’s kilograms', () => {
    const sox = (lang: 'en' | 'hk' | 'cn') => {
      const of = (value: number) => json({ sox: figure(value) });
      const [table] = a1Tables({
        lang,
        thisYear: { label: 'FY2025', json: of(0.00048384) },
        lastYear: { label: 'FY2024', json: of(0.00044931) },
      });
      return table?.kind === 'table' ? table.rows.find((r) => r[1] === 'g') : undefined;
    };
    expect(sox('en')).toEqual(['SOx', 'g', '0.4838', '0.4493']);
    expect(sox('hk')).toEqual(['硫氧化物', 'g', '0.4838', '0.4493']);
    expect(sox('cn')).toEqual(['硫氧化物', 'g', '0.4838', '0.4493']);
  });

  const intensity = (value: number): FigureJson => ({ value, unit: 't/m2', complete: true, gaps: [], select: [] });
  const years = (lang: 'en' | 'hk' | 'cn', thisYear: number, lastYear: number): EmissionYears => {
    const of = (value: number) =>
      ({
        provisions: { 'A1.6': { x: intensity(value) } },
        intensities: {},
        lines: [{}],
        gaps: [],
      }) as unknown as EmissionsJson;
    return {
      lang,
      thisYear: { label: 'FY2025', json: of(thisYear) },
      lastYear: { label: 'FY2024', json: of(lastYear) },
    };
  };
  const row = (y: EmissionYears) => {
    const [table] = comparison(y, 'intensity', [
      {
        name: 'Hazardous waste',
        figure: (j) => (j.provisions as Record<string, Record<string, FigureJson>>)['A1.6']!.x,
      },
    ]);
    return table?.kind === 'table' ? table.rows[0] : undefined;
  };

  it('prints both years of the row in kg with the unit in kg, in every language; the API’s tonnes × 1,000', () => {
    expect(row(years('en', 0.09524, 0.101))).toEqual(['Hazardous waste', 'kg/m²', '95.24', '101.0']);
    // Below 1 kg in both years: grams, not 0.09524 kg/m² or 0.002691 kg/m².
    expect(row(years('en', 0.00009524, 0.000101))).toEqual(['Hazardous waste', 'g/m²', '95.24', '101.0']);
    expect(row(years('en', 0.000002691, 0.0000031))).toEqual(['Hazardous waste', 'g/m²', '2.691', '3.100']);
    expect(row(years('hk', 0.004439, 0.00417))).toEqual(['Hazardous waste', 'kg/m²', '4.439', '4.170']);
    expect(row(years('cn', 0.004439, 0.00417))?.slice(1)).toEqual(['kg/m²', '4.439', '4.170']);
    // A year at 1 t or more keeps both in tonnes, four significant digits as before.
    expect(row(years('en', 0.4439, 1.02))).toEqual(['Hazardous waste', 't/m²', '0.4439', '1.020']);
  });
});

const figure = (value: number | null, complete = true, gaps: number[] = []): FigureJson => ({
  value,
  unit: 'kg',
  complete,
  gaps,
  select: [],
});
const json = (pollutants: Record<string, FigureJson>, lines = 1) =>
  ({
    provisions: { 'A1.1': pollutants },
    intensities: {},
    lines: Array.from({ length: lines }, () => ({})),
    gaps: [
      {
        kind: 'missing-factor',
        factorId: 'vehicle-pm-diesel-private-van',
        year: 2025,
        rowIds: ['r'],
        kinds: ['vehicle'],
        message: '',
      },
    ],
  }) as unknown as EmissionsJson;

describe('an incomplete figure in the report', () => {
  const thisYear = json({ nox: figure(0.0972, false, [0]), pm: figure(null, false, [0]), sox: figure(0.5) });
  const blocks = (lang: 'en' | 'hk') =>
    a1Tables({ lang, thisYear: { label: 'FY2025', json: thisYear }, lastYear: { label: 'FY2024', json: json({}, 0) } });
  const rows = (b: ReportBlock[]) => (b[0]?.kind === 'table' ? b[0].rows : []);

  it('prints a figure whose factor is missing as “Not reported”, capitalised as “Not available” beside it, never 0, and a partial one with an asterisk', () => {
    expect(rows(blocks('en'))).toEqual(
      expect.arrayContaining([
        // Below 1 kg: in grams (ADR 0075 amended); a row with no figure prints no unit, not kg among grams.
        ['NOx', 'g', '97.20*', 'Not available'],
        ['PM', '–', 'Not reported*', 'Not available'],
        ['SOx', 'g', '500.0', 'Not available'],
      ]),
    );
  });

  it('explains every asterisk in a note under the table: which figures, which year, what is missing — no internal id', () => {
    const notes = blocks('en').filter((b) => b.kind === 'p');
    expect(notes).toEqual([
      {
        kind: 'p',
        // A note: printed on the page its table ends on (report.css).
        note: true,
        text: expect.stringMatching(
          /^\* NOx \(FY2025\), PM \(FY2025\): no emission factor for vehicles is available for 2025/,
        ),
      },
    ]);
    expect(JSON.stringify(blocks('hk'))).toContain(
      '* 氮氧化物（FY2025）、顆粒物（FY2025）：未有適用於 2025 年或較早年度的車輛排放因子',
    );
    expect(JSON.stringify(blocks('en'))).not.toContain('vehicle-pm-diesel');
  });

  it('says a figure is not reported only when one of its note’s figures is: a partial figure’s note does not', () => {
    const partial = json({ nox: figure(0.0972, false, [0]), sox: figure(0.5) });
    const notes = (lang: 'en' | 'hk') =>
      a1Tables({ lang, thisYear: { label: 'FY2025', json: partial } }).flatMap((b) => (b.kind === 'p' ? [b.text] : []));
    expect(notes('en')).toEqual([
      '* NOx (FY2025): no emission factor for vehicles is available for 2025 or an earlier year; those sources are left out.',
    ]);
    expect(notes('hk').join()).not.toContain('未有匯報');
    expect(JSON.stringify(blocks('en'))).toContain('a figure with nothing else to count is not reported');
  });
});
