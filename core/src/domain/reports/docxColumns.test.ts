import { describe, expect, it } from 'vitest';
import { columnWidths, CONTENT_WIDTH, TWIPS_PER_UNIT } from './docxColumns';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("a Word table's columns", () => {
  it('fill the page, the long disclosure widest and the short provision and place narrower', () => {
    const disclosure =
      'A statement from the board containing: (i) a disclosure of the board’s oversight of ESG issues; (ii) the board’s ESG management approach and strategy.';
    const widths = columnWidths(
      ['Provision', 'Disclosure required by the Code', 'Where disclosed'],
      [
        ['Governance Structure', disclosure, '2.1 Board statement'],
        ['KPI A1.1', 'The types of emissions and respective emissions data.', '3.1 A1 Emissions'],
      ],
    );
    expect(sum(widths)).toBe(CONTENT_WIDTH);
    expect(widths[1]).toBeGreaterThan(widths[0]! + widths[2]!);
  });

  it('give short columns what their lines need, in proportion, when everything fits', () => {
    const widths = columnWidths(['Topic', 'Answers'], [['Emissions', '5']]);
    expect(sum(widths)).toBe(CONTENT_WIDTH);
    expect(widths[0]).toBeGreaterThan(widths[1]!);
  });

  it('never narrow a column below its longest word while others can give way', () => {
    const widths = columnWidths(['Unit', 'Note'], [['kgCO2e/passenger.km', 'x '.repeat(400)]]);
    // 19 characters of about half an em of the 9-point table text each, and the cell's margins.
    expect(widths[0]).toBeGreaterThanOrEqual(19 * TWIPS_PER_UNIT);
  });

  it('measure a Chinese character as a whole em, and break a Chinese line between any two characters', () => {
    const [zh, en] = columnWidths(['主題', 'Topic'], [['環境及天然資源', 'Environment']]);
    // Seven characters wide against eleven half-ems: the Chinese column asks for more.
    expect(zh).toBeGreaterThan(en!);
    const [long, short] = columnWidths(['說明', '單位'], [['這'.repeat(300), '噸']]);
    expect(long).toBeGreaterThan(short!);
    expect(short).toBeGreaterThan(0);
    // However long the text beside it, a Chinese address keeps four characters a line.
    const [address] = columnWidths(['地址', '說明'], [['銅鑼灣軒尼詩道500號', '這'.repeat(300)]]);
    expect(address).toBeGreaterThanOrEqual(8 * TWIPS_PER_UNIT + 260);
  });

  it('share out a table too wide for the page by each column’s longest word', () => {
    const words = Array.from({ length: 12 }, (_, i) => `column-heading-${String.fromCharCode(65 + i)}`);
    const widths = columnWidths(words, [words]);
    expect(sum(widths)).toBe(CONTENT_WIDTH);
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(words.length);
  });
});
