import { describe, expect, it } from 'vitest';
import { MARK_LIMITS, SheetElements } from './markable';

describe('the cells and rows of a sheet, counted as its XML goes by', () => {
  it('counts each cell and row once, a tag split across two chunks included, and nothing that only starts alike', () => {
    const xml =
      '<sheetData><row r="1"><c r="A1"><v>1</v></c><c r="B1" t="s"><v>0</v></c><c r="C1"/></row><row r="2"/>' +
      '<cols><col min="1"/></cols><conditionalFormatting/></sheetData>';
    for (let cut = 1; cut < xml.length; cut++) {
      const count = new SheetElements();
      count.add(xml.slice(0, cut));
      count.add(xml.slice(cut));
      expect([count.cells, count.rows], `cut at ${cut}`).toEqual([3, 2]);
    }
  });

  it('says when the sheets pass the bound of cells or of rows', () => {
    const count = new SheetElements();
    expect(count.add('<c>'.repeat(MARK_LIMITS.cells))).toBe(false);
    expect(count.add('<c/>')).toBe(true);
    const rows = new SheetElements();
    expect(rows.add('<row>'.repeat(MARK_LIMITS.rows + 1))).toBe(true);
  });
});
