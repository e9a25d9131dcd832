/**
 * The column widths of a Word table, from what its cells hold (docs/decisions/0044-report-word-edition.md). A grid
 * of equal columns is what Word's own auto-fit starts from, and what LibreOffice, Google Docs and Pages keep: a
 * content index's long disclosure squeezed into a third of the page beside a one-word provision. The widths follow
 * the automatic table layout a browser gives the PDF's tables (CSS 2.1 §17.5.2.2, informative): each column at least
 * its longest word and at most its longest line, the room between shared in proportion.
 */
import { displayWidth, isWide, unbreakablePieces } from '../../lib/displayWidth';

/** A4 (11,906 twips) less the two 1-inch margins the edition's sections keep (docx's default page). */
export const CONTENT_WIDTH = 9026;
/** About half an em of the edition's 9-point table text (`docxStyle.ts`), in twips; a Chinese character is a whole em. */
export const TWIPS_PER_UNIT = 90;
/** A cell's left and right margins (4 pt each, `docxStyle.ts`) and a little air. */
const CELL_PADDING = 260;
/** A line longer than this (in half-ems) wraps however wide its column: it asks for no more. */
const LONGEST_LINE = 90;
/**
 * The least a column holding Chinese wraps to (in half-ems), unless its longest line is shorter: four characters, so a
 * Chinese address or heading, breakable after any character, is not set one character a line. English words set
 * their own least.
 */
const NARROWEST = 8;

/** The longest piece a line cannot break: a word, or a single wide character. */
const longestWord = (text: string) => Math.max(0, ...text.split(/\s+/).flatMap(unbreakablePieces).map(displayWidth));

const longestLine = (text: string) => Math.max(0, ...text.split('\n').map(displayWidth));

/** Twips per column for `head` and `rows`, summing to `total`. */
export function columnWidths(
  head: readonly string[],
  rows: readonly (readonly string[])[],
  total = CONTENT_WIDTH,
): number[] {
  const cells = (i: number) => [head[i] ?? '', ...rows.map((r) => r[i] ?? '')];
  const least = head.map((_, i) => {
    const [word, line] = [Math.max(...cells(i).map(longestWord)), Math.max(...cells(i).map(longestLine))];
    const chinese = cells(i).some((c) => [...c].some(isWide));
    return Math.max(word, chinese ? Math.min(line, NARROWEST) : 0) * TWIPS_PER_UNIT + CELL_PADDING;
  });
  const most = head.map((_, i) =>
    Math.max(least[i]!, Math.min(LONGEST_LINE, Math.max(...cells(i).map(longestLine))) * TWIPS_PER_UNIT + CELL_PADDING),
  );
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  const [sumLeast, sumMost] = [sum(least), sum(most)];
  let widths: number[];
  if (sumMost <= total) widths = most.map((w) => (w * total) / sumMost);
  else if (sumLeast >= total) widths = least.map((w) => (w * total) / sumLeast);
  else widths = least.map((w, i) => w + ((most[i]! - w) * (total - sumLeast)) / (sumMost - sumLeast));
  const rounded = widths.map(Math.floor);
  rounded[rounded.length - 1]! += total - sum(rounded);
  return rounded;
}
