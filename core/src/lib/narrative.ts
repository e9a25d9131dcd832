/**
 * A narrative as the company typed it, for the printed and the Word editions: its paragraphs (split at blank
 * lines), each a run of lines that keep their breaks, or a list where consecutive lines start with a bullet
 * ("- ", "• ", "* ", "– "), ADR 0152. Without this a typed list printed as one run-on paragraph ("… monthly. - Reduce: …").
 */
export type NarrativePart = { kind: 'lines'; lines: string[] } | { kind: 'list'; items: string[] };

/**
 * A bullet as people type one: a hyphen, asterisk or dash and a space ("-5 %" is a figure, not a bullet), or a dot,
 * which Chinese text sets without a space ("・量度").
 */
const BULLET = /^(?:[-*–—]\s+|[•·‧・▪●◦]\s*)/;

export function narrativeParts(text: string): NarrativePart[] {
  const parts: NarrativePart[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split(/\n[^\S\n]*\n/)) {
    let open: NarrativePart | undefined;
    for (const raw of paragraph.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      const bullet = BULLET.exec(line);
      if (bullet) {
        const item = line.slice(bullet[0].length);
        if (open?.kind === 'list') open.items.push(item);
        else parts.push((open = { kind: 'list', items: [item] }));
      } else if (open?.kind === 'lines') open.lines.push(line);
      else parts.push((open = { kind: 'lines', lines: [line] }));
    }
  }
  return parts;
}

/** Text typed over several lines (the report's own text is always one). */
export const isMultiLine = (text: string) => /[\r\n]/.test(text.trim());

/** Whether the text prints as one plain paragraph (no break, no list): most of the report's own sentences. */
export const isPlainParagraph = (text: string) => !isMultiLine(text) && !BULLET.test(text.trim());
