import { groupedDecimal } from '@esg/core/lib/decimal';
import { numberFormat } from './format';

/*
 * A module of its own, beside format.ts: only the screens that show what was typed import it (a figure's trail), so
 * it and core's decimal texts stay out of the signed-in first load (test/integration/web-budget.test.ts).
 */

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A stored decimal text as it was entered (a month's quantity, a factor): every digit kept, never rounded, its
 * thousands grouped and its point written as the language writes them ("1234567.5" → "1,234,567.5"), as
 * `formatNumber` (format.ts) groups a figure on the same screen. Any other text (blank, not a number) is returned as it is.
 */
export function formatEntered(text: string, language: string): string {
  if (!DECIMAL_TEXT.test(text)) return text;
  const parts = numberFormat(language, {}).formatToParts(1234.5);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const point = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  // core's grouping, every digit kept, in "," and "."; then the language's marks.
  return groupedDecimal(text).replace(/[,.]/g, (c) => (c === ',' ? group : point));
}
