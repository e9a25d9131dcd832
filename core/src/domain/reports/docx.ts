import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import {
  blockAnchor,
  keptWithPrevious,
  SHORT_TABLE_ROWS,
  type ReportBlock,
  type ReportData,
  type ReportSection,
} from '../../schemas/reports';
import { formulaSafeCell, formulaSafeText } from '../../lib/formulaText';
import { isMultiLine, narrativeParts } from '../../lib/narrative';
import { chartFigure } from './format';
import { columnWidths } from './docxColumns';
import type { Language } from '../../schemas/common';
import { withAside } from '../../lib/format';
import { BLOCK_SPACE, HEAD_SHADING, houseStyles, LABEL_COLOUR, STYLE, TABLE_FRAME } from './docxStyle';
import { sectionPictures, type Pictures } from './docxPictures';

type Row = { cells: string[]; numeric: ReadonlySet<number> };

/** A paragraph Word keeps on the page of the one after it; `false` leaves the paragraph as it was (no property). */
const kept = (keep: boolean) => (keep ? { keepNext: true } : {});

/** How typed text is set: made safe for a table, which paragraphs keep with the next, a style, space above the first. */
interface Setting {
  safe?: (s: string) => string;
  /** Which keep with the next: every one in a kept row of a table, the last before a note or an explaining sentence. */
  keep?: 'none' | 'last' | 'all';
  style?: string;
  /** Space above the first paragraph, in twentieths of a point (after a table, as the PDF's table margin). */
  before?: number;
}

/** The company's typed text as Word paragraphs: its paragraphs, line breaks and bulleted lists (ADR 0152). */
function typedParagraphs(text: string, { safe = (s) => s, keep = 'none', style, before }: Setting = {}): Paragraph[] {
  const parts = narrativeParts(text).flatMap((part) =>
    part.kind === 'list'
      ? part.items.map((item) => ({ children: [new TextRun(safe(item))], bullet: { level: 0 } }))
      : [{ children: part.lines.map((line, i) => new TextRun({ text: safe(line), ...(i ? { break: 1 } : {}) })) }],
  );
  return parts.map(
    (p, i) =>
      new Paragraph({
        ...p,
        ...(style ? { style } : {}),
        ...(i === 0 && before ? { spacing: { before } } : {}),
        ...kept(keep === 'all' || (keep === 'last' && i === parts.length - 1)),
      }),
  );
}

/**
 * Which rows of a table keep with the row or paragraph after it, as the PDF's CSS lays them out (ADR 0075): a short
 * table whole, a long one its head with its first row, and its last row with a note or an explaining sentence that
 * follows (`heldNext`), so neither opens a page alone. Word has no keep for a table: a row keeps with what follows
 * when its paragraphs are `keepNext`, so every paragraph of a kept row is marked, whichever of them Word or another
 * editor reads. A long table's rows are not all kept: a chain longer than a page starts on a page of its own, leaving
 * a gap before the table, and still breaks wherever it must — not before the note
 * (docs/decisions/0044-report-word-edition.md).
 */
const rowKeeps =
  (rows: number, whole: boolean, heldNext: boolean) =>
  (i: number): boolean =>
    i === rows - 1 ? heldNext : whole || i === 0;

/**
 * A Word table. Its text columns' cells that start like a formula get the apostrophe of
 * docs/decisions/0062-hostile-input.md (tables are copied into spreadsheets), the heads' too;
 * figures stay as written.
 */
function table(
  head: readonly string[],
  rows: readonly Row['cells'][],
  numeric: ReadonlySet<number>,
  heldNext: boolean,
): Table {
  const keep = rowKeeps(rows.length + 1, rows.length <= SHORT_TABLE_ROWS, heldNext);
  const cell = (text: string, i: number, row: number) => {
    const bold = row === 0;
    return new TableCell({
      ...(bold ? { shading: HEAD_SHADING } : {}),
      children:
        !bold && !numeric.has(i) && isMultiLine(text)
          ? typedParagraphs(text, { safe: formulaSafeText, keep: keep(row) ? 'all' : 'none', style: STYLE.cell })
          : [
              new Paragraph({
                style: STYLE.cell,
                alignment: numeric.has(i) ? AlignmentType.RIGHT : AlignmentType.LEFT,
                // A head is text whatever its column holds.
                children: [new TextRun({ text: numeric.has(i) && !bold ? text : formulaSafeText(text), bold })],
                ...kept(keep(row)),
              }),
            ],
    });
  };
  return new Table({
    ...TABLE_FRAME,
    width: { size: 100, type: WidthType.PERCENTAGE },
    columnWidths: columnWidths(head, rows),
    rows: [
      // The head repeats on every page a table runs over; no row is split across two (as in the PDF).
      new TableRow({ tableHeader: true, cantSplit: true, children: head.map((h, i) => cell(h, i, 0)) }),
      ...rows.map((r, row) => new TableRow({ cantSplit: true, children: r.map((c, i) => cell(c, i, row + 1)) })),
    ],
  });
}

/**
 * One record (ADR 0074): a two-column table of label and value, no head row, the labels bold; a value that is text as
 * in `table`. Kept whole on a page, as the PDF keeps it (`rowKeeps`).
 */
function recordTable(fields: readonly (readonly [string, string])[], heldNext: boolean): Table {
  const keep = rowKeeps(fields.length, true, heldNext);
  return new Table({
    ...TABLE_FRAME,
    width: { size: 100, type: WidthType.PERCENTAGE },
    columnWidths: columnWidths(['', ''], fields),
    rows: fields.map(
      ([name, value], row) =>
        new TableRow({
          cantSplit: true,
          children: [name, value].map(
            (text, i) =>
              new TableCell({
                children:
                  i === 1 && isMultiLine(text)
                    ? typedParagraphs(text, {
                        safe: formulaSafeCell,
                        keep: keep(row) ? 'all' : 'none',
                        style: STYLE.cell,
                      })
                    : [
                        new Paragraph({
                          style: STYLE.cell,
                          children: [
                            new TextRun({
                              text: formulaSafeCell(text),
                              ...(i === 0 ? { bold: true, color: LABEL_COLOUR } : {}),
                            }),
                          ],
                          ...kept(keep(row)),
                        }),
                      ],
              }),
          ),
        }),
    ),
  });
}

/** A caption, a record's or a chart's title: bold, on the page of the table it names. */
const caption = (text: string) =>
  new Paragraph({ style: STYLE.caption, children: [new TextRun({ text, bold: true })], keepNext: true });

/**
 * The numbered heading of the section each content-index cell points at: the section itself, or one of its blocks
 * (`blockAnchor`, ADR 0150) — Word lays out its own pages, so the cell names the section, not a page.
 */
const headingsByAnchor = (data: ReportData) =>
  new Map(
    data.sections.flatMap((s) => [
      [s.id, s.heading] as const,
      ...Object.values(s.anchors ?? {}).map((i) => [blockAnchor(s.id, i), s.heading] as const),
    ]),
  );

type Chart = Extract<ReportBlock, { kind: 'chart' }>;

/** A chart's figure as the drawing writes it, or by the same rule where a chart carries none (the pathway's). */
const chartCell = (chart: Chart, series: Chart['series'][number], i: number, lang: Language): string =>
  series.figures?.[i] ??
  chartFigure(series.values[i] ?? null, chart.counts === true, !series.incomplete?.includes(i), lang);

/**
 * One block as Word content: text, a table, a chart as the table of its figures (editable), the contents.
 * `heldNext`: a note explaining its `*` or a sentence explaining it follows (`keptWithPrevious`), which its last
 * paragraph or row keeps on its page (`rowKeeps`); `afterTable`: the block follows a table, so its first paragraph
 * keeps the space the PDF leaves below one.
 */
function blockContent(
  block: ReportBlock,
  data: ReportData,
  headings: ReadonlyMap<string, string>,
  heldNext: boolean,
  afterTable: boolean,
): (Paragraph | Table)[] {
  const before = afterTable ? BLOCK_SPACE : undefined;
  switch (block.kind) {
    case 'p':
      // The company's paragraphs, line breaks and bulleted lists as typed (ADR 0152).
      return block.typed
        ? typedParagraphs(block.text, { keep: heldNext ? 'last' : 'none', before })
        : [new Paragraph({ text: block.text, ...(before ? { spacing: { before } } : {}), ...kept(heldNext) })];
    case 'table':
      return [
        ...(block.caption ? [caption(block.caption)] : []),
        // A content-index cell names its section (`headingsByAnchor`).
        table(
          block.head,
          block.rows.map((r) => r.map((c) => (typeof c === 'string' ? c : (headings.get(c.page) ?? '')))),
          new Set(block.numeric ?? []),
          heldNext,
        ),
      ];
    case 'records':
      return [
        ...(block.caption ? [caption(block.caption)] : []),
        ...block.records.flatMap((r, i) => [
          ...(r.title ? [caption(r.title)] : []),
          ...(r.fields.length ? [recordTable(r.fields, heldNext && i === block.records.length - 1)] : []),
        ]),
      ];
    case 'chart':
      return [
        // An intensity target's path has no unit (partDPathway.ts): its caption is the title alone, never "()".
        caption(block.unit ? withAside(block.title, block.unit, data.lang) : block.title),
        table(
          ['', ...block.series.map((s) => s.name)],
          block.categories.map((c, i) => [c, ...block.series.map((s) => chartCell(block, s, i, data.lang))]),
          new Set(block.series.map((_, i) => i + 1)),
          heldNext,
        ),
      ];
    case 'svg':
      // Drawn as a picture where the worker draws pictures (`sectionPictures`); its figures are in the table before it.
      return [];
    case 'contents':
      return block.entries.map(
        (e) =>
          new Paragraph({ style: STYLE.contents, text: e.heading, indent: e.level === 2 ? { left: 360 } : undefined }),
      );
  }
}

/** The blocks Word sets as tables; a paragraph after one keeps the PDF's space below a table (`BLOCK_SPACE`). */
const TABULAR = new Set<string>(['table', 'records', 'chart']);

/**
 * A section: its heading, kept with what follows as in the PDF (`h2 { break-after: avoid }`), then its blocks, each
 * drawing's picture before it (`pictures`, by block index).
 */
const sectionContent = (
  s: ReportSection,
  data: ReportData,
  headings: ReadonlyMap<string, string>,
  pictures: ReadonlyMap<number, Paragraph>,
) => [
  new Paragraph({
    text: s.heading,
    heading: s.level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
    pageBreakBefore: s.level === 1,
    keepNext: true,
  }),
  ...s.blocks.flatMap((b, i) => [
    ...(pictures.has(i) ? [pictures.get(i)!] : []),
    ...blockContent(b, data, headings, keptWithPrevious(s.blocks[i + 1]), TABULAR.has(s.blocks[i - 1]?.kind ?? '')),
  ]),
];

/**
 * The report as an editable Word document (issuers hand their report to designers and
 * translators): the same data as the PDF, headings as Word headings (so Word's navigation and
 * table of contents work), tables with repeating heads, charts as their figures (and, with `pictures`, as the PDF
 * draws them, the materiality matrix too), DRAFT in the header of an open year, the period and page number in the footer.
 */
export async function reportDocx(data: ReportData, pictures?: Pictures): Promise<Uint8Array> {
  // Section by section, yielding between them: the worker's event loop (and, locally, the API beside it) is never
  // held for the whole document at once (docs/decisions/0132-word-edition-after-the-pdf.md).
  const body: (Paragraph | Table)[] = [];
  const headings = headingsByAnchor(data);
  for (const s of data.sections) {
    body.push(...sectionContent(s, data, headings, await sectionPictures(s.blocks, pictures)));
    await new Promise((next) => setImmediate(next));
  }
  const doc = new Document({
    title: `${data.company} ${data.title}`,
    creator: data.company,
    styles: houseStyles(data.lang),
    sections: [
      {
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                style: STYLE.furniture,
                text: [data.watermark, data.header].filter(Boolean).join(' · '),
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                style: STYLE.furniture,
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({ text: data.footer ? `${data.footer} · ` : '' }),
                  new TextRun({ children: [PageNumber.CURRENT, ' / ', PageNumber.TOTAL_PAGES] }),
                ],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({ style: STYLE.company, text: data.company }),
          new Paragraph({ text: data.title, heading: HeadingLevel.TITLE }),
          new Paragraph({ text: data.period }),
          ...data.cover.map((line) => new Paragraph({ text: line })),
          ...body,
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
