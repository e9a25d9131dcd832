import { describe, expect, it } from 'vitest';
import { referencePorts } from '../src/calc/emissions/adapters';
import { referenceData } from '../src/domain/catalogues/data';
import { lineAt, withLineColumns } from '../src/calc/emissions/columns';
import { figureLines } from '../src/calc/emissions/present';
import { recalculateYear, syntheticYear } from '../src/calc/emissions/synthetic';

const ports = referencePorts(referenceData());

describe('lines as columns', () => {
  it('keep every line exactly, stopped lines and their gaps included, and share the rest of the result', () => {
    const json = recalculateYear(syntheticYear(3), { year: 2023, gwpSet: 'AR5' }, ports);
    expect(json.lines.some((l) => l.value === null)).toBe(true); // vehicles' missing NOx factors
    const cols = withLineColumns(json);
    expect(cols.lines).toEqual([]);
    expect(cols.lineColumns.rows.rowId).toHaveLength(3 * 12);
    expect(json.lines.map((_, i) => lineAt(cols.lineColumns, i))).toEqual(json.lines);
    expect(cols.scopes).toBe(json.scopes);
    // Figures still resolve to their lines through the same clauses.
    const back = { ...cols, lines: json.lines.map((_, i) => lineAt(cols.lineColumns, i)) };
    expect(figureLines(back, back.scopes.scope2)).toEqual(figureLines(json, json.scopes.scope2));
  });
});
