import * as z from 'zod';
import { Id, IsoDate, Language } from './common';
import { YearJobItem } from './reportJob';

// A job's status, what the web polls and a year's job list: schemas/reportJob.ts, which the assurance group reads
// without the report's own schemas (docs/decisions/0142-a-lambda-carries-what-it-runs.md).
export * from './reportJob';

export const ReportYearParam = z.strictObject({ year: IsoDate });
/** The report's language, chosen on the generate page; absent = the company's language. */
export const ReportRequestQuery = z.strictObject({ lang: Language.optional() });
export const ReportJobParam = z.strictObject({ id: Id });
/** GET /api/report/download/{id}?format=: the PDF (default) or the report's Word edition. */
export const ReportDownloadQuery = z.strictObject({ format: z.enum(['pdf', 'docx']).optional() });

/**
 * The queue message. The tenant travels in the message because the worker has no token:
 * only the API (which took it from the verified actor) ever sends one.
 */
export const ReportMessage = z.strictObject({
  tenantId: z.string().regex(/^[\w-]{1,64}$/),
  jobId: Id,
  yearEnd: IsoDate,
  /** The report's language; absent on messages queued before reports had one (then the company's). */
  lang: Language.optional(),
  /** A publication pack (ADR 0099): these editions printed together from one load of the year's data. */
  pack: z.array(Language).min(2).max(3).optional(),
  /** An assurance pack (docs/decisions/0117-the-assurance-pack.md): the year's evidence and lineage in one zip. */
  assurance: z.literal(true).optional(),
});
export type ReportMessage = z.infer<typeof ReportMessage>;

/**
 * A cell that names a report section or a block of one (`blockAnchor`): the page it starts on, filled in once the
 * report is laid out.
 */
export const PageRef = z.strictObject({ page: z.string() });
export type PageRef = z.infer<typeof PageRef>;
/** The id a section's block carries when the content index points at it (ReportSection's `anchors`). */
export const blockAnchor = (sectionId: string, block: number) => `${sectionId}-b${block}`;
const Cell = z.union([z.string(), PageRef]);

/**
 * What a report section holds: text, a table (never split across a row; its header repeats on every
 * page), a chart (drawn as SVG by calc/charts/svg.ts, inlined by the page), an SVG drawing, or the contents (section → page).
 */
export const ReportBlock = z.discriminatedUnion('kind', [
  /**
   * A paragraph; `typed`: the company's own words, printed with their paragraphs, line breaks and lists; `note`: a
   * footnote explaining the `*` of the block before it, printed on the page that block ends on (ADR 0075);
   * `keepWithPrevious`: the report's sentence that explains the table or figure before it, printed as body text on the
   * page that block ends on (docs/decisions/0044-report-word-edition.md).
   */
  z.strictObject({
    kind: z.literal('p'),
    text: z.string(),
    typed: z.literal(true).optional(),
    note: z.literal(true).optional(),
    keepWithPrevious: z.literal(true).optional(),
  }),
  z.strictObject({
    kind: z.literal('table'),
    caption: z.string(),
    head: z.array(z.string()),
    rows: z.array(z.array(Cell)),
    /** Columns of figures (right-aligned). */
    numeric: z.array(z.number().int()).optional(),
    /** Columns whose cells are never broken across lines (a unit in words, 「千克/百萬兆焦耳」: ADR 0137). */
    whole: z.array(z.number().int()).optional(),
  }),
  z.strictObject({
    kind: z.literal('chart'),
    chartType: z.enum(['column', 'line', 'bar', 'pie']),
    title: z.string(),
    unit: z.string(),
    categories: z.array(z.string()),
    /**
     * Its figures are counts as entered (people), printed as the report's tables print entered figures; else computed
     * figures, printed to four significant digits (`reportFigure`, ADR 0075). The Word edition's table of the chart.
     */
    counts: z.literal(true).optional(),
    /** A value is null where the year has no figure (drawn as a gap, never as zero). */
    series: z.array(
      z.strictObject({
        name: z.string(),
        values: z.array(z.number().nullable()),
        /** The categories whose figure a gap left incomplete: starred in the Word edition's table, as in the report's. */
        incomplete: z.array(z.number().int().min(0)).optional(),
        /**
         * Each value as the report prints it ("–" for a gap), by the rule of its tables (`chartFigure`, ADR 0075): the
         * Word edition's table of the chart, and the figures the drawing writes on its columns and bars (ADR 0135).
         */
        figures: z.array(z.string()).optional(),
        /** What the series is drawn in, the same in every chart (a scope, a year); absent = the palette's next. */
        colour: z
          .string()
          .regex(/^#[0-9a-f]{6}$/i)
          .optional(),
      }),
    ),
  }),
  /**
   * Records printed one block each, label: value (ADR 0074): a table too wide for A4 portrait (the climate register,
   * the targets) and a card's short answers. A report is never scaled to fit, so nothing may be wider than the page.
   */
  z.strictObject({
    kind: z.literal('records'),
    caption: z.string(),
    records: z.array(
      z.strictObject({ title: z.string().optional(), fields: z.array(z.tuple([z.string(), z.string()])) }),
    ),
  }),
  /** A drawing made on the server (the materiality matrix), inline so its text stays searchable. */
  z.strictObject({ kind: z.literal('svg'), title: z.string(), svg: z.string().startsWith('<svg') }),
  z.strictObject({
    kind: z.literal('contents'),
    entries: z.array(z.strictObject({ id: z.string(), heading: z.string(), level: z.number().int() })),
  }),
]);
export type ReportBlock = z.infer<typeof ReportBlock>;

/**
 * A paragraph kept on the page where the block before it ends, in the PDF (`break-before: avoid`) and in Word
 * (`keepNext` on that block): a note, or a sentence explaining the table or figure before it (ADR 0044, ADR 0075).
 */
export const keptWithPrevious = (block: ReportBlock | undefined): boolean =>
  block?.kind === 'p' && (block.note === true || block.keepWithPrevious === true);

/** A table of this many rows or fewer is kept on one page whole, in the PDF and in Word (ADR 0075). */
export const SHORT_TABLE_ROWS = 12;

/** One heading of the report (level 1 = a chapter, 2 = a part of it) and what it discloses. */
export const ReportSection = z.strictObject({
  id: z.string().regex(/^[\w-]+$/),
  level: z.union([z.literal(1), z.literal(2)]),
  heading: z.string(),
  /** HKEX provisions disclosed here (the content index points at the section's page). */
  provisions: z.array(z.string()),
  /**
   * A provision → the index of the block that discloses it, when that is not the heading's: the content index then
   * points at that block's page, not the section's first (the page gives that block the id `<section>-b<index>`).
   */
  anchors: z.record(z.string(), z.number().int().min(0)).optional(),
  blocks: z.array(ReportBlock),
});
export type ReportSection = z.infer<typeof ReportSection>;

/**
 * Everything the report page renders, as JSON, in one language. The page is a pure function of this
 * object, so the same data prints the same PDF and the page can be previewed from a saved copy.
 * `pages` (section id → page number) is filled in by the report page when it lays itself out in pages (ADR 0053).
 */
export const ReportData = z.strictObject({
  lang: Language,
  edition: z.enum(['draft', 'final']),
  company: z.string(),
  title: z.string(),
  /** "01-01-2025 to 31-12-2025" in the report's language. */
  period: z.string(),
  /** Cover lines under the title (report language, generated date). */
  cover: z.array(z.string()),
  /** The running header of every page (company, title and year, in the report's language). */
  header: z.string(),
  /** The reporting period (DD-MM-YYYY) beside the page number of every page. */
  footer: z.string().optional(),
  /**
   * The page number line, "{page}" and "{pages}" standing for the page and the total (ADR 0074: the header and
   * footer are the page's own CSS page-margin boxes, in its fonts and language).
   */
  pageNumber: z.string().optional(),
  /** "DRAFT" in the report's language, on every page of an open year's report. */
  watermark: z.string().optional(),
  sections: z.array(ReportSection),
  pages: z.record(z.string(), z.number().int()).optional(),
});
export type ReportData = z.infer<typeof ReportData>;

/** GET /api/report-index/{year}: the content index before printing, and the provisions left open. */
export const ReportIndexView = z.strictObject({
  yearEnd: IsoDate,
  entries: z.array(
    z.strictObject({
      code: z.string(),
      aspect: z.string(),
      title: z.string(),
      obligation: z.string(),
      state: z.enum(['disclosed', 'explained', 'notApplicable', 'gap']),
      reason: z.string().optional(),
      /** A gap's answering page (its route in the web app). */
      page: z.string().optional(),
    }),
  ),
  gaps: z.array(z.string()),
});
export type ReportIndexView = z.infer<typeof ReportIndexView>;

/** One finished report of a year, as /reporting/view_pdf lists it. */
export const ReportListItem = z.strictObject({
  id: Id,
  yearEnd: IsoDate,
  lang: Language.optional(),
  edition: z.enum(['draft', 'final']),
  /** The year's version it printed: 1, then one more per restatement (docs/decisions/0118-restatement.md). */
  yearVersion: z.number().int().min(1).optional(),
  createdBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().optional(),
  bytes: z.number().int().optional(),
});
export type ReportListItem = z.infer<typeof ReportListItem>;

/** POST /api/report-pack/{year}?simplified=: the Simplified Chinese edition too (absent = when the company writes it). */
export const PackRequestQuery = z.strictObject({ simplified: z.enum(['true', 'false']).optional() });

/** One side of a parity mismatch: the page of its edition and the line as printed there. */
const MismatchSide = z.strictObject({ page: z.number().int().optional(), item: z.string().optional() });

/** What the parity check found between the English edition and one other (ADR 0099). */
export const ParityEditionView = z.strictObject({
  lang: Language,
  compared: z.number().int(),
  mismatches: z.array(
    z.strictObject({
      kind: z.enum(['date', 'percent', 'figure', 'unit', 'state', 'pageReference', 'tableRows', 'section']),
      section: z.string(),
      /** The section as the other edition prints it (older packs lack it). */
      otherSection: z.string().optional(),
      reference: MismatchSide,
      other: MismatchSide,
    }),
  ),
  /** More mismatches than are kept (the first ones are). */
  more: z.number().int().optional(),
});
export type ParityEditionView = z.infer<typeof ParityEditionView>;

/** A publication pack of a year, as /reporting/view_pdf lists it: its editions and its parity result. */
export const PackListItem = YearJobItem.extend({
  langs: z.array(Language),
  /** Present once printed: passed = every edition read alike; the pack is offered for download only then. */
  parity: z.strictObject({ passed: z.boolean(), editions: z.array(ParityEditionView) }).optional(),
});
export type PackListItem = z.infer<typeof PackListItem>;
