/**
 * Sub- and superscript characters the report's Latin font has no glyph for (U+2070–209F: ₂, ⁻, ⁴ …; ¹ ² ³ are
 * Latin-1 and drawn as they are). Printed as <sub>/<sup> of plain digits in the report's own font instead of falling
 * back to a system font (ADR 0075).
 */
const SUPER: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '−',
};
const SUB: Record<string, string> = {
  '₀': '0',
  '₁': '1',
  '₂': '2',
  '₃': '3',
  '₄': '4',
  '₅': '5',
  '₆': '6',
  '₇': '7',
  '₈': '8',
  '₉': '9',
};
const RUN = /([⁰¹²³⁴-⁹⁻]+|[₀-₉]+)/;
/** A superscript run only ¹ ² ³ make up (m², m³) is drawn by the font itself. */
const drawnAsIs = (run: string) => /^[¹²³]+$/.test(run);

export type ScriptPiece = { text: string; script?: 'sub' | 'sup' };

/** A text cut into plain runs and the sub- or superscript runs the report draws as <sub>/<sup> of plain digits. */
export function scriptPieces(text: string): ScriptPiece[] {
  return text
    .split(RUN)
    .filter(Boolean)
    .map((part) =>
      SUB[part[0]!]
        ? { text: [...part].map((c) => SUB[c]).join(''), script: 'sub' as const }
        : SUPER[part[0]!] && !drawnAsIs(part)
          ? { text: [...part].map((c) => SUPER[c]).join(''), script: 'sup' as const }
          : { text: part },
    );
}

/** Text as the PDF holds it once the page has drawn its sub- and superscripts as <sub>/<sup> of plain digits. */
export const asPrinted = (s: string) =>
  scriptPieces(s)
    .map((p) => p.text)
    .join('');
