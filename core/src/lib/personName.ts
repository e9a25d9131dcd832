/** A name written in Chinese characters only. */
const isChineseName = (s: string) => /^[\p{Script=Han}·]+$/u.test(s);

/**
 * A person's name as people write it: a Chinese name family name first and run together (陳 + 大文 → 陳大文), any
 * other given name first (Ann Lee); one part alone when the other is empty.
 */
export function personName(p: Person): string {
  const { first, last, chinese } = partsOf(p);
  return chinese ? `${last}${first}` : `${first} ${last}`.trim();
}

/**
 * A person by name as people write it, or what a record kept of someone who is not (or no longer) a user: the id of a
 * user since removed, a director's name (ADR 0113).
 */
export const personNameOr = (p: Person | undefined, kept: string): string => (p ? personName(p) : kept);

type Person = { firstName?: string | null; lastName?: string | null };

function partsOf(p: Person) {
  const first = p.firstName?.trim() ?? '';
  const last = p.lastName?.trim() ?? '';
  return { first, last, chinese: Boolean(first && last && isChineseName(first) && isChineseName(last)) };
}

/**
 * How a greeting addresses a person: a Chinese name whole (陳大文: a given name alone is for family and friends), any
 * other by its given name (Ann); the other part when one is empty.
 */
export function greetingName(p: Person): string {
  const { first, last, chinese } = partsOf(p);
  return chinese ? `${last}${first}` : first || last;
}
