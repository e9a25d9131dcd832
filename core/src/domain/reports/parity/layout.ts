import { dropLabels } from './tokens';

/**
 * A printed edition read back into its parts (docs/decisions/0099-publication-pack-parity.md): the page furniture
 * (running header, page number, period, draft watermark) taken off, the contents read, and every line of the body
 * placed in the numbered section it belongs to.
 */

/** One page of a printed PDF as its text was extracted, with the body rows (rows of cells) of its tables. */
export interface PrintedPage {
  text: string;
  tableRows: number;
}

/** The words of an edition that are page furniture or structure, not content (all from its ReportData). */
export interface EditionWords {
  header: string;
  /** "Page {page} of {pages}" in the edition's language. */
  pageNumber: string;
  footer: string;
  watermark?: string;
  contents: string;
  /** The content index's heading. */
  index: string;
  explained: string;
  notApplicable: string;
}

export interface PrintedEdition {
  lang: string;
  pages: PrintedPage[];
  words: EditionWords;
}

/** A numbered section: its number, heading, where the contents say it starts and where it does. */
export interface Section {
  num: string;
  heading: string;
  listedPage: number;
  startPage?: number;
  /** Its heading is the first line of its page (nothing of the section before it shares the page). */
  startsPage?: boolean;
}

export interface Line {
  page: number;
  /** The line as printed, and as its items are read (labels dropped: tokens.ts). */
  text: string;
  read: string;
  /** The section the line belongs to ('' before the first). */
  section: string;
  /** The line is its section's heading. */
  heading?: boolean;
}

export interface Layout {
  sections: Section[];
  lines: Line[];
  pages: number;
}

const squeeze = (s: string) => s.replace(/\s+/g, '');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each page's content lines: the furniture gone, whatever the extraction ran together with it. */
function contentLines(edition: PrintedEdition): string[][] {
  const w = edition.words;
  const pageNumber = new RegExp(escape(w.pageNumber).replace(/\\\{page\\\}|\\\{pages\\\}/g, '\\d+'), 'g');
  const furniture = [w.header, w.footer, w.watermark].filter((s): s is string => !!s);
  return edition.pages.map((p) =>
    p.text
      .split('\n')
      // The period first: the page number runs into it ("Page 1 of 3701-01-2025 – …").
      .map((line) =>
        furniture
          .reduce((l, f) => l.split(f).join(' '), line)
          .replace(pageNumber, ' ')
          .trim(),
      )
      .filter(Boolean),
  );
}

const LONE_NUMBER = /^-?[\d,]+(\.\d+)?$/;
/**
 * A chart's axis labels are lines of a lone number in a run (0 / 200 / 400): Highcharts picks them for the chart's
 * width, so they are not the company's figures (the chart's data are printed in the tables beside it).
 */
const axisTick = (lines: string[], n: number) =>
  LONE_NUMBER.test(lines[n]!) && (LONE_NUMBER.test(lines[n - 1] ?? '') || LONE_NUMBER.test(lines[n + 1] ?? ''));

const NUMERAL_TAIL = /[〇零一二三四五六七八九十]+$/;
const NUMERAL_HEAD = /^[〇零一二三四五六七八九十]*[年月]/;
/**
 * A page's lines as they are read: a year or month in Chinese numerals that the line breaks inside (「二零二」 /
 * 「五年」: Chinese wraps between any two characters) is read whole on the second line.
 */
function readable(lines: string[]): string[] {
  const out = [...lines];
  for (let n = 1; n < out.length; n++) {
    const tail = NUMERAL_TAIL.exec(out[n - 1]!);
    if (!tail || !NUMERAL_HEAD.test(out[n]!)) continue;
    out[n - 1] = out[n - 1]!.slice(0, tail.index);
    out[n] = `${tail[0]}${out[n]}`;
  }
  return out;
}

/**
 * A scope's label broken over two lines is read as one: after the word ("… Scope" / "1 and Scope 2 …", 「…範圍」 /
 * 「1及範圍2…」) the numbers are dropped; inside the Chinese word (「…範」 / 「圍1及範圍2…」) it is read whole, so
 * dropLabels drops its numbers (Chinese wraps between any two characters).
 */
function wrappedLabel(previous: string, line: string): string {
  if (/(Scope|範圍|范围)$/i.test(previous)) return line.replace(/^\d(?:\s*(?:,|and|[、及和與与])\s*\d)*/, '');
  return /[範范]$/.test(previous) ? line.replace(/^[圍围](?=[一二三123])/, '範圍') : line;
}

const CONTENTS_LINE = /^(\d+(?:\.\d+)*)\s+(.*\S)\s+(\d+)$/;

/** The contents page's entries; a heading wrapped over two lines is read as one. */
function readContents(pages: string[][], words: EditionWords): { at: number; sections: Section[] } {
  const at = pages.findIndex((lines) => lines[0] === words.contents);
  if (at < 0) return { at: -1, sections: [] };
  const sections: Section[] = [];
  const lines = pages[at]!.slice(1);
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (!CONTENTS_LINE.test(line) && i + 1 < lines.length && !/^\d+(\.\d+)*\s/.test(lines[i + 1]!))
      line = `${line} ${lines[++i]}`;
    const m = CONTENTS_LINE.exec(line);
    if (m) sections.push({ num: m[1]!, heading: m[2]!, listedPage: Number(m[3]) });
  }
  return { at, sections };
}

/**
 * Reads an edition: its sections from the contents page, then the body, where each section's heading (its number
 * and heading, in the contents' order) opens it.
 */
export function readLayout(edition: PrintedEdition): Layout {
  const pages = contentLines(edition);
  const { at, sections } = readContents(pages, edition.words);
  const lines: Line[] = [];
  let next = 0;
  let current = '';
  pages.forEach((pageLines, i) => {
    const page = i + 1;
    if (i === at) return;
    const reads = readable(pageLines);
    pageLines.forEach((text, n) => {
      if (axisTick(pageLines, n)) return;
      const read = dropLabels(wrappedLabel(pageLines[n - 1] ?? '', reads[n]!));
      const s = sections[next];
      if (i > at && s && squeeze(text) === squeeze(`${s.num} ${s.heading}`)) {
        s.startPage = page;
        s.startsPage = n === 0;
        current = s.num;
        next += 1;
        lines.push({ page, text, read, section: current, heading: true });
        return;
      }
      lines.push({ page, text, read, section: current });
    });
  });
  return { sections, lines, pages: pages.length };
}

/** The sections printed on a page: the one running onto it and those starting on it. */
export function sectionsOnPage(layout: Layout, page: number): string[] {
  const started = layout.sections.filter((s) => s.startPage !== undefined && s.startPage <= page);
  const onIt = started.filter((s) => s.startPage === page);
  const before = started.filter((s) => s.startPage! < page).at(-1);
  return [...(before && !onIt.some((s) => s.startsPage) ? [before] : []), ...onIt].map((s) => s.num);
}
