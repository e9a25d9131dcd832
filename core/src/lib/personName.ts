/** A name written in Chinese characters only. */
const isChineseName = (s: string) => /^[\p{Script=Han}·]+$/u.test(s);

/**
 * A person's name as people write it: a Chinese name family name first and run together (陳 + 大文 → 陳大文), any
 * other given name first (Ann Lee); one part alone when the other is empty.
 */
export function personName(p: { firstName?: string | null; lastName?: string | null }): string {
  const first = p.firstName?.trim() ?? '';
  const last = p.lastName?.trim() ?? '';
  if (first && last && isChineseName(first) && isChineseName(last)) return `${last}${first}`;
  return `${first} ${last}`.trim();
}
