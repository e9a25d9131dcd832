/** East Asian wide and full-width characters (Hangul, CJK, full-width forms): each takes two columns. */
const WIDE_CLASS =
  '[\\u1100-\\u115f\\u2e80-\\ua4cf\\uac00-\\ud7a3\\uf900-\\ufaff\\ufe30-\\ufe4f\\uff00-\\uff60\\uffe0-\\uffe6]';
const WIDE = new RegExp(WIDE_CLASS, 'u');
/** Before and after each wide character: where a Chinese line may break (between any two of its characters). */
const AROUND_WIDE = new RegExp(`(?=${WIDE_CLASS})|(?<=${WIDE_CLASS})`, 'u');

/** A word's pieces a line may not break: each wide character alone, the runs between them as written. */
export const unbreakablePieces = (word: string) => word.split(AROUND_WIDE);

/** Whether a character is drawn two columns wide. */
export const isWide = (ch: string) => WIDE.test(ch);

/**
 * The width of a text in half-em columns, as Excel sizes a column and a Word table's grid is measured
 * (core/src/domain/excel/sheetStyle.ts, core/src/domain/reports/docxColumns.ts): a wide character takes two.
 */
export function displayWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += isWide(ch) ? 2 : 1;
  return w;
}
