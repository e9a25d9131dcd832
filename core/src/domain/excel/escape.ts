import { TEXT_FORMAT, startsLikeFormula } from '../../lib/formulaText';

/**
 * A user text as a cell (docs/decisions/0062-hostile-input.md): always a plain string (never a
 * formula object) in the text number format, so Excel shows it and keeps it as text even when edited;
 * the value itself is never changed, so a round trip changes nothing. Flagged when it looks like a formula.
 */
export function textCell(text: string): { value: string; numFmt: typeof TEXT_FORMAT; risky: boolean } {
  return { value: text, numFmt: TEXT_FORMAT, risky: startsLikeFormula(text) };
}
