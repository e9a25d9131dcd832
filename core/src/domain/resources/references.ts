import type { ContractualInstrument, InstrumentReference } from '../../schemas/resources';
import type { ResourceRecord } from './rows';

type Languages = Exclude<InstrumentReference, string>;
const LANGUAGES = ['en', 'hk', 'cn'] as const;

const textsOf = (r: unknown): string[] =>
  typeof r === 'string'
    ? [r.trim()]
    : typeof r === 'object' && r !== null
      ? LANGUAGES.map((l) => ((r as Languages)[l] ?? '').trim())
      : [];

/** Two references are one instrument's when they share a typed text (the save changed at most one language). */
const shareText = (a: unknown, b: unknown) => {
  const theirs = new Set(textsOf(b).filter((t) => t !== ''));
  return textsOf(a).some((t) => t !== '' && theirs.has(t));
};

/**
 * The reference a saved one is over what the row stored (the page answers' rule, ADR 0096, for ADR 0137): a language
 * the save leaves out is kept — a Simplified override survives a client that shows English and Traditional only — and
 * a language sent empty is cleared. The stored instrument it is: the one at its position if their references share a
 * text, else the first that does; none (a new instrument, or one retyped in every language) keeps nothing. One text
 * is stored as sent.
 */
function mergedReference(given: InstrumentReference, index: number, stored: readonly unknown[]): InstrumentReference {
  if (typeof given === 'string') return given;
  const refOf = (i: unknown) => (i as { reference?: unknown } | undefined)?.reference;
  const same = shareText(given, refOf(stored[index])) ? stored[index] : stored.find((i) => shareText(given, refOf(i)));
  const before = refOf(same);
  const kept: Languages = typeof before === 'object' && before !== null ? (before as Languages) : {};
  const out: Languages = {};
  for (const l of LANGUAGES) {
    const text = (given[l] ?? kept[l] ?? '').trim();
    if (text !== '') out[l] = text;
  }
  return out;
}

/** A row's attributes with each instrument's reference merged with the stored row's (`mergedReference`). */
export function withStoredReferences(
  attributes: Record<string, unknown>,
  stored: ResourceRecord | undefined,
): Record<string, unknown> {
  const instruments = attributes.instruments as ContractualInstrument[] | undefined;
  if (!instruments?.length) return attributes;
  const before = stored?.attributes.instruments;
  const storedList = Array.isArray(before) ? (before as unknown[]) : [];
  return {
    ...attributes,
    instruments: instruments.map((i, n) => ({ ...i, reference: mergedReference(i.reference, n, storedList) })),
  };
}
