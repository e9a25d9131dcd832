import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';
import { formulaSafeCell, formulaSafeText, startsLikeFormula } from './formulaText';

/** The leads a spreadsheet runs as a formula (docs/decisions/0062-hostile-input.md), ASCII and full width. */
const FULL_WIDTH = ['\uFF1D1+1', '\uFF0B1', '\uFF0D1', '\uFF20SUM(A1)'];

describe('text that starts like a formula', () => {
  it.each(FULL_WIDTH)('%j (a full-width lead) starts like a formula, as its ASCII form does', (s) =>
    expect(startsLikeFormula(s)).toBe(true),
  );

  it.each(['＝HYPERLINK("http://evil","x")', '＋１', '－１２', '＠SUM(A1)'])(
    '%j gets the apostrophe in the Word edition, the CSVs and every cell that may hold a figure',
    (s) => {
      expect(formulaSafeText(s)).toBe(`'${s}`);
      expect(formulaSafeCell(s)).toBe(`'${s}`);
      expect(csvCell(s).replace(/^"|"$/g, '').replace(/""/g, '"')).toBe(`'${s}`);
    },
  );

  it.each(['Head office', '總部＝HQ', '1－2', ''])('%j (a full-width sign inside, not first) is left as written', (s) =>
    expect(formulaSafeText(s)).toBe(s),
  );
});
