import { readLayout, sectionsOnPage, type Layout, type PrintedEdition } from './layout';
import { lineItems, type ItemKind } from './tokens';

export type { PrintedEdition, PrintedPage, EditionWords } from './layout';

/**
 * The parity check of a publication pack (docs/decisions/0099-publication-pack-parity.md): what two printed editions
 * of one report state, compared. Every section holds the same figures, units, dates, percentages and states (in
 * any order: a translation may order a sentence otherwise); the content index has the same states in the same order
 * and each page reference points at the same section; the contents point where each section starts; each chapter
 * prints as many table rows. Pure: it reads only the pages' extracted text and their table rows.
 */

export type MismatchKind = ItemKind | 'pageReference' | 'tableRows' | 'section';

/** Where one side of a mismatch is: its page and the line (the item as printed), absent when it has none. */
export interface MismatchSide {
  page?: number;
  item?: string;
}

export interface Mismatch {
  kind: MismatchKind;
  /** The section's number and heading as the reference edition prints it ('' before the first section). */
  section: string;
  /** The same section as the other edition prints it (its heading in that edition's language), when it has it. */
  otherSection?: string;
  reference: MismatchSide;
  other: MismatchSide;
}

export interface ParityResult {
  /** How many items were compared. */
  compared: number;
  mismatches: Mismatch[];
}

interface Located {
  kind: MismatchKind;
  key: string;
  page: number;
  item: string;
}

/** A section's items, with the line each was read from. */
function sectionItems(edition: PrintedEdition, layout: Layout, indexNum: string | undefined) {
  const by = new Map<string, Located[]>();
  for (const line of layout.lines) {
    if (line.section === indexNum && indexNum !== undefined) continue;
    const text = line.heading ? line.read.replace(/^\d+(\.\d+)*\s+/, '') : line.read;
    const items = lineItems(text, edition.words).map((t) => ({
      kind: t.kind,
      key: `${t.kind}:${t.value}`,
      page: line.page,
      item: line.text,
    }));
    const list = by.get(line.section);
    if (list) list.push(...items);
    else by.set(line.section, items);
  }
  return by;
}

/** A content index's states in order: a page reference (as the sections on that page), explained, not applicable. */
function indexStates(edition: PrintedEdition, layout: Layout, indexNum: string | undefined) {
  const out: (Located & { sections?: string[] })[] = [];
  if (indexNum === undefined) return out;
  const { explained, notApplicable } = edition.words;
  for (const line of layout.lines) {
    if (line.section !== indexNum || line.heading) continue;
    const at = { page: line.page, item: line.text };
    if (line.text.includes(explained)) out.push({ ...at, kind: 'state', key: 'explained' });
    else if (line.text.includes(notApplicable)) out.push({ ...at, kind: 'state', key: 'notApplicable' });
    else {
      const ref = /(?:^|\s)(\d{1,4})$/.exec(line.text);
      const page = ref ? Number(ref[1]) : 0;
      if (page >= 1 && page <= layout.pages) {
        const sections = sectionsOnPage(layout, page);
        out.push({ ...at, kind: 'pageReference', key: 'page', sections });
      }
    }
  }
  return out;
}

const heading = (layout: Layout, num: string) => {
  const s = layout.sections.find((x) => x.num === num);
  return s ? `${s.num} ${s.heading}` : '';
};

/** A group of chapters' headings, as one edition prints them. */
const chapterHeadings = (layout: Layout, nums: readonly string[]) =>
  nums
    .map((n) => heading(layout, n))
    .filter(Boolean)
    .join(', ');

/** A section's heading in the reference edition, and in the other edition where it prints one. */
const headings = (a: Layout, b: Layout, num: string): Pick<Mismatch, 'section' | 'otherSection'> => {
  const other = heading(b, num);
  return { section: heading(a, num), ...(other ? { otherSection: other } : {}) };
};

/** Pairs what one side has and the other lacks, in print order, so one altered figure is one mismatch. */
function pairLeftovers(sections: Pick<Mismatch, 'section' | 'otherSection'>, ref: Located[], other: Located[]) {
  const out: Mismatch[] = [];
  const rest = [...other];
  for (const r of ref) {
    const i = rest.findIndex((o) => o.kind === r.kind);
    const o = i >= 0 ? rest.splice(i, 1)[0] : undefined;
    out.push({
      kind: r.kind,
      ...sections,
      reference: { page: r.page, item: r.item },
      other: o ? { page: o.page, item: o.item } : {},
    });
  }
  for (const o of rest) out.push({ kind: o.kind, ...sections, reference: {}, other: { page: o.page, item: o.item } });
  return out;
}

/**
 * What is in one multiset and not in the other, each side in print order. A figure printed on a line the two editions
 * print alike (a chart's figures, ADR 0135 amended, beside the table that has the same figure) is paired there first,
 * so an altered table cell is named, not the chart line that also carries its figure.
 */
function difference(a: Located[], b: Located[]): [Located[], Located[]] {
  const same = (x: Located) => `${x.key}\u0000${x.item}`;
  const [a1, b1] = unpaired(a, b, same);
  return unpaired(a1, b1, (x) => x.key);
}

function unpaired(a: Located[], b: Located[], key: (x: Located) => string): [Located[], Located[]] {
  const only = (xs: Located[], ys: Located[]) => {
    const count = new Map<string, number>();
    for (const y of ys) count.set(key(y), (count.get(key(y)) ?? 0) + 1);
    return xs.filter((x) => {
      const n = count.get(key(x)) ?? 0;
      if (n > 0) count.set(key(x), n - 1);
      return n === 0;
    });
  };
  return [only(a, b), only(b, a)];
}

/** The chapters (level-1 sections) grouped where both editions start one on a fresh page, with their table rows. */
function chapterRows(edition: PrintedEdition, layout: Layout, clean: Set<string>) {
  const chapters = layout.sections.filter((s) => !s.num.includes('.') && s.startPage !== undefined);
  const groups: { nums: string[]; from: number; rows: number }[] = [{ nums: [''], from: 1, rows: 0 }];
  for (const c of chapters) {
    if (clean.has(c.num)) groups.push({ nums: [c.num], from: c.startPage!, rows: 0 });
    else groups.at(-1)!.nums.push(c.num);
  }
  groups.forEach((g, i) => {
    const to = (groups[i + 1]?.from ?? layout.pages + 1) - 1;
    for (let p = g.from; p <= to; p++) g.rows += edition.pages[p - 1]?.tableRows ?? 0;
  });
  return groups;
}

/** Compares an edition with the reference edition (the English one in a pack). */
export function compareEditions(reference: PrintedEdition, other: PrintedEdition): ParityResult {
  const a = readLayout(reference);
  const b = readLayout(other);
  const mismatches: Mismatch[] = [];
  let compared = 0;

  // The same numbered sections, each starting where the contents say.
  const numsA = a.sections.map((s) => s.num).join(' ');
  const numsB = b.sections.map((s) => s.num).join(' ');
  if (numsA !== numsB)
    mismatches.push({
      kind: 'section',
      section: '',
      reference: { item: numsA },
      other: { item: numsB },
    });
  for (const s of a.sections) {
    const t = b.sections.find((x) => x.num === s.num);
    compared += 1;
    const wrongA = s.startPage !== s.listedPage;
    const wrongB = t !== undefined && t.startPage !== t.listedPage;
    if (wrongA || wrongB)
      mismatches.push({
        kind: 'pageReference',
        section: `${s.num} ${s.heading}`,
        ...(t ? { otherSection: `${t.num} ${t.heading}` } : {}),
        reference: { page: s.startPage, item: `${s.num} ${s.heading} ${s.listedPage}` },
        other: t ? { page: t.startPage, item: `${t.num} ${t.heading} ${t.listedPage}` } : {},
      });
  }

  // Every section's items, as multisets.
  const indexA = a.sections.find((s) => s.heading === reference.words.index)?.num;
  const indexB = b.sections.find((s) => s.heading === other.words.index)?.num;
  const itemsA = sectionItems(reference, a, indexA);
  const itemsB = sectionItems(other, b, indexB);
  for (const num of new Set([...itemsA.keys(), ...itemsB.keys()])) {
    const x = itemsA.get(num) ?? [];
    const y = itemsB.get(num) ?? [];
    compared += x.length;
    const [onlyA, onlyB] = difference(x, y);
    mismatches.push(...pairLeftovers(headings(a, b, num), onlyA, onlyB));
  }

  // The content index: the same states in the same order, each page reference at the same section.
  const statesA = indexStates(reference, a, indexA);
  const statesB = indexStates(other, b, indexB);
  const sections = indexA ? headings(a, b, indexA) : { section: '' };
  for (let i = 0; i < Math.max(statesA.length, statesB.length); i++) {
    const x = statesA[i];
    const y = statesB[i];
    compared += 1;
    const same = x && y && x.key === y.key && (x.key !== 'page' || x.sections!.some((s) => y.sections!.includes(s)));
    if (!same)
      mismatches.push({
        kind: x?.kind ?? y!.kind,
        ...sections,
        reference: x ? { page: x.page, item: x.item } : {},
        other: y ? { page: y.page, item: y.item } : {},
      });
  }

  // Table rows per chapter, where both editions start the chapter on a fresh page.
  const clean = new Set(
    a.sections
      .filter((s) => !s.num.includes('.') && s.startsPage && b.sections.find((t) => t.num === s.num)?.startsPage)
      .map((s) => s.num),
  );
  const rowsA = chapterRows(reference, a, clean);
  const rowsB = chapterRows(other, b, clean);
  rowsA.forEach((g, i) => {
    const h = rowsB[i];
    compared += 1;
    if (!h || h.rows !== g.rows)
      mismatches.push({
        kind: 'tableRows',
        section: chapterHeadings(a, g.nums),
        ...(h ? { otherSection: chapterHeadings(b, h.nums) } : {}),
        reference: { page: g.from, item: String(g.rows) },
        other: h ? { page: h.from, item: String(h.rows) } : {},
      });
  });
  return { compared, mismatches };
}
