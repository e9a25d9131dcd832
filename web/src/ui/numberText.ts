/**
 * Spec §5: a number input accepts digits and one decimal point only (a leading minus where the
 * field allows negatives). Whatever else is typed or pasted is dropped as it arrives, so the text
 * stored is always what the catalogue's decimal pattern can read. A whole-number field (headcounts,
 * number of shops) takes no decimal point either.
 */
export function filterNumberText(typed: string, allowNegative = false, whole = false): string {
  const negative = allowNegative && typed.trimStart().startsWith('-');
  let seenPoint = false;
  let out = '';
  for (const ch of typed) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !seenPoint && !whole) {
      seenPoint = true;
      out += ch;
    }
  }
  return negative ? `-${out}` : out;
}
