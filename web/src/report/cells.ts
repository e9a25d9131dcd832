/** A Chinese character (CJK ideographs and their punctuation, full-width forms). */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/**
 * The longest run of Chinese a cell may keep unbroken: a name or a term ("香港特別行政區", 「平均數據（按活動）」,
 * 「關鍵績效指標A1.1」) is one word to its reader, split across lines it reads as two; a sentence longer than this
 * still wraps between characters, or its column would push the others off the page.
 */
export const KEPT_RUN = 12;

/**
 * The longest run of Latin a cell lets set its column's width. A URL or a name typed without spaces is longer than
 * any word of prose: it breaks anywhere (`long`, report.css) rather than widen its column until the table runs off
 * the page and its last columns are cut.
 */
export const LONGEST_WORD = 30;
const WORD_BREAKS = /[\s\-\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]+/;

/** Whether a text has a run of Latin (no space, hyphen or Chinese) longer than a word of prose. */
export const hasLongWord = (text: string) => text.split(WORD_BREAKS).some((run) => run.length > LONGEST_WORD);

/** A date as the report prints it (ADR 0043 amended): 08-03-2025, 2025年3月8日. */
const DATE = /^(?:\d{2}-\d{2}-\d{4}|\d{4}年\d{1,2}月\d{1,2}日)$/;

/**
 * A number or a page reference aligns right; a date is never broken across lines ("08-03-" / "2025", 「2025年3」 /
 * 「月8日」),
 * nor a cell of a column the table keeps whole (a unit in words, ADR 0137); a short Chinese term stays on one line
 * (`term`) and a longer one of short words breaks only at its spaces and punctuation (`keep`, report.css), never
 * mid-word ("香港特別行政" / "區", ADR 0150); a cell with a run longer than a word breaks it anywhere (`long`).
 */
export function cellClass(cell: unknown, numeric: boolean, whole = false) {
  if (numeric || typeof cell !== 'string') return 'num';
  if (DATE.test(cell)) return 'date';
  if (whole) return 'whole';
  if (hasLongWord(cell)) return 'long';
  if (!CJK.test(cell)) return undefined;
  // A term this short stays on one line whole ("3 燃料及能源相關活動", not "3" over its name).
  if ([...cell].length <= KEPT_RUN) return 'term';
  return cell.split(/\s+/).every((run) => [...run].length <= KEPT_RUN) ? 'keep' : undefined;
}
