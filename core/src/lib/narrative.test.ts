import { describe, expect, it } from 'vitest';
import { isPlainParagraph, narrativeParts } from './narrative';

describe('a narrative as the company typed it', () => {
  it('keeps its paragraphs, its line breaks and its bulleted lines as a list', () => {
    const typed =
      'Our policy has three parts.\n\n- Measure: meters are read monthly.\n- Reduce: vans are replaced.\n• Report: leaks are traced.\n\nReviewed every year.\r\nLast reviewed in March 2025.';
    expect(narrativeParts(typed)).toEqual([
      { kind: 'lines', lines: ['Our policy has three parts.'] },
      {
        kind: 'list',
        items: ['Measure: meters are read monthly.', 'Reduce: vans are replaced.', 'Report: leaks are traced.'],
      },
      { kind: 'lines', lines: ['Reviewed every year.', 'Last reviewed in March 2025.'] },
    ]);
  });

  it('starts a list where the bullets start, within a paragraph, in Chinese too', () => {
    expect(narrativeParts('我們的政策包括：\n・量度\n・減少\n其後每年檢討。')).toEqual([
      { kind: 'lines', lines: ['我們的政策包括：'] },
      { kind: 'list', items: ['量度', '減少'] },
      { kind: 'lines', lines: ['其後每年檢討。'] },
    ]);
  });

  it('reads a figure, a hyphenated word or a lone dash as text, not a bullet', () => {
    expect(narrativeParts('-5 % against 2024\nwell-being')).toEqual([
      { kind: 'lines', lines: ['-5 % against 2024', 'well-being'] },
    ]);
    expect(isPlainParagraph('Emissions fell by -5 % against 2024.')).toBe(true);
    expect(isPlainParagraph('- Measure')).toBe(false);
    expect(isPlainParagraph('One line.\nAnother.')).toBe(false);
    // Blank lines and spaces around the text are not paragraphs.
    expect(narrativeParts('\n\n  One line.  \n\n\n')).toEqual([{ kind: 'lines', lines: ['One line.'] }]);
    expect(narrativeParts('')).toEqual([]);
  });
});
