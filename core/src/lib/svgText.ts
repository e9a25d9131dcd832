import { scriptPieces } from './scripts';

/** Text made safe for SVG (and HTML) markup: the report inlines its drawings, so no name may add an element. */
export const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A text's width at a font size from its characters: CJK glyphs are about twice as wide as Latin ones. */
export const textWidth = (s: string, size: number) =>
  [...s].reduce((w, ch) => w + (/[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? size : size * 0.6), 0);

/**
 * Escaped SVG text whose sub- and superscript characters (tCO₂e) are drawn as shifted plain digits in the report's
 * font, as its HTML draws them as <sub>/<sup>, at 85 % like them (ADR 0075): never under the 7.5 pt a report prints at least.
 */
export const scriptedSvg = (text: string) =>
  scriptPieces(text)
    .map((p) =>
      p.script
        ? `<tspan baseline-shift="${p.script === 'sub' ? '-2.5' : '4'}" font-size="85%">${escapeXml(p.text)}</tspan>`
        : escapeXml(p.text),
    )
    .join('');
