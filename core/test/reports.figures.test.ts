import { describe, expect, it } from 'vitest';
import type { EmissionsJson, FigureJson } from '../src/calc/emissions/present';
import { a1Tables } from '../src/domain/reports/environmental';
import { reportFigure, reportUnit } from '../src/domain/reports/format';
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
        ['NOx', 'kg', '0.09720*', 'Not available'],
        ['PM', 'kg', 'Not reported*', 'Not available'],
        ['SOx', 'kg', '0.5000', 'Not available'],
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
