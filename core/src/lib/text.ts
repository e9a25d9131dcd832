/**
 * Text hygiene for every string a request carries (ADR 0020): control characters other than
 * tab and newline (they break exports, logs and terminals), lone surrogates (not Unicode; DynamoDB
 * refuses them in AWS) and bidirectional overrides/isolates (they reorder what printed reports show:
 * "Trojan Source"). Everything else is normalised to NFC, so equal-looking names compare equal, and a text with
 * nothing visible in it — only spaces and invisible format characters (a zero-width space, a soft hyphen, a word
 * joiner, as pasted from a document) or the other characters Unicode says draw nothing (Default_Ignorable_Code_Point:
 * a Hangul filler, a variation selector) — is the empty text it looks like, so a required name, a reviewer's comment
 * or a reason is refused as missing rather than stored blank.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const BIDI_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/;

const NOTHING_VISIBLE = /^[\s\p{Cf}\p{Default_Ignorable_Code_Point}]+$/u;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** String.prototype.isWellFormed, which the project's ES2022 lib does not declare yet. */
export const isWellFormedText = (s: string) => !LONE_SURROGATE.test(s);

/** Why a text is refused: the key of its message in core/src/messages.ts. */
export type TextProblem = 'textControlCharacter' | 'textInvalidUnicode' | 'textBidiOverride';

/** Why a text is refused, or undefined when it is acceptable. */
export function textProblem(s: string): TextProblem | undefined {
  if (!isWellFormedText(s)) return 'textInvalidUnicode';
  if (CONTROL.test(s)) return 'textControlCharacter';
  if (BIDI_OVERRIDE.test(s)) return 'textBidiOverride';
  return undefined;
}

export interface TextIssue {
  path: string;
  problem: TextProblem;
}

/**
 * Walks a parsed JSON value: returns it with every string (and object key) in NFC, and the
 * problems found, each with the dotted path of its field (`body.rows.0.name`).
 */
export function cleanTexts(value: unknown, path: string): { value: unknown; issues: TextIssue[] } {
  const issues: TextIssue[] = [];
  const clean = (v: unknown, at: string): unknown => {
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) issues.push({ path: at, problem });
      return problem ? v : NOTHING_VISIBLE.test(v) ? '' : v.normalize('NFC');
    }
    if (Array.isArray(v)) return v.map((x, i) => clean(x, `${at}.${i}`));
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => {
          const problem = textProblem(k);
          if (problem) issues.push({ path: `${at}.${k}`, problem });
          return [problem ? k : k.normalize('NFC'), clean(x, `${at}.${k}`)];
        }),
      );
    }
    return v;
  };
  return { value: clean(value, path), issues };
}

/**
 * A name as people mean it when they compare two: case and runs of spaces do not count, nor the full-width forms a
 * Chinese input method types (ＡＢ１２ is AB12: Unicode NFKC). For "is this the same meter / link" checks, never
 * for what is stored or shown (ADR 0070).
 */
export const foldedText = (s: string) => s.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
