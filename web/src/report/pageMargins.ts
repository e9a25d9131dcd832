import type { ReportData } from '@esg/core/schemas/reports';

/** The report's faces, in the order the page itself uses them (report.css): Latin first, then the reader's script. */
export const reportFonts = (lang: ReportData['lang']) =>
  lang === 'cn' ? ['Noto Sans', 'Noto Sans SC'] : ['Noto Sans', 'Noto Sans TC', 'Noto Sans SC'];

/** A CSS string literal: quotes, backslashes and line breaks escaped, so entered text cannot end the rule. */
const cssString = (s: string) => `"${s.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\n\r\f]/g, ' ')}"`;

/** "Page {page} of {pages}" as CSS content: the page counters in place of the placeholders. */
function pageNumberContent(template: string) {
  const parts = template.split(/(\{pages?\})/).filter(Boolean);
  return parts
    .map((p) => (p === '{page}' ? 'counter(page)' : p === '{pages}' ? 'counter(pages)' : cssString(p)))
    .join(' ');
}

/**
 * The running header and footer as the page's own CSS page-margin boxes (ADR 0074), not Chromium's header and
 * footer templates: those are drawn in a separate document that cannot reach the page's fonts, so they came out
 * in a system font and could not show Chinese. Margin boxes are laid out with the page's own @font-face fonts.
 */
export function pageMarginCss(data: ReportData): string {
  const font = `font-family: ${reportFonts(data.lang)
    .map((f) => `'${f}'`)
    .join(', ')}; font-size: 7.5pt; color: #5f6b7a;`;
  const number = data.pageNumber ?? '{page} / {pages}';
  return [
    '@page {',
    `  @top-left { content: ${cssString(data.header)}; ${font} vertical-align: bottom; padding-bottom: 3mm; }`,
    data.footer
      ? `  @bottom-left { content: ${cssString(data.footer)}; ${font} vertical-align: top; padding-top: 3mm; }`
      : '',
    `  @bottom-right { content: ${pageNumberContent(number)}; ${font} vertical-align: top; padding-top: 3mm; }`,
    '}',
  ].join('\n');
}

/** Every text the margin boxes draw, so the page can load those glyphs before it says it is ready. */
export const pageMarginText = (data: ReportData) =>
  [data.header, data.footer ?? '', (data.pageNumber ?? '').replace(/\{pages?\}/g, '0123456789')].join(' ');
