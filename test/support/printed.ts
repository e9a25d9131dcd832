import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadReportData } from '@esg/core/domain/reports/data';
import { asPrinted } from '@esg/core/lib/scripts';
import type { Language } from '@esg/core/schemas/common';
import type { ReportBlock, ReportData } from '@esg/core/schemas/reports';
import { printReportPdf, squeeze, textRuns, type TextRun } from './report';

/** A year's report printed as its reader reads it (test/integration/report-publishable.test.ts, ADR 0074). */
export interface Printed {
  bytes: Uint8Array;
  text: string;
  /** Each page's text, squeezed, and the report's data as printed. */
  pages: string[];
  data: ReportData;
  /** Every run of text: its page, its size in pt (rotation aside) and its box in pt from the page's top left. */
  runs: TextRun[];
}

/** Prints the company's year in each language; REPORT_PDF_DIR keeps the PDFs (`<name>-<lang>.pdf`). */
export async function printEditions(
  tenantId: string,
  yearEnd: string,
  langs: readonly Language[],
  name: string,
): Promise<Partial<Record<Language, Printed>>> {
  const dir = process.env.REPORT_PDF_DIR ?? mkdtempSync(join(tmpdir(), 'report-'));
  const printed: Partial<Record<Language, Printed>> = {};
  for (const lang of langs) {
    const { bytes, pages } = await printReportPdf(tenantId, yearEnd, lang);
    writeFileSync(join(dir, `${name}-${lang}.pdf`), bytes);
    printed[lang] = {
      bytes: new Uint8Array(bytes),
      text: squeeze(pages.join('\n')),
      pages: pages.map(squeeze),
      data: (await loadReportData(tenantId, yearEnd, lang)).data,
      runs: await textRuns(new Uint8Array(bytes)),
    };
  }
  return printed;
}

type Table = Extract<ReportBlock, { kind: 'table' }>;
/** A text as a regular expression matching it literally. */
export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A row as its text runs in the PDF, cell after cell; a page reference is a number. */
export const rowPattern = (row: Table['rows'][number]) =>
  row.map((c) => (typeof c === 'string' ? escape(squeeze(asPrinted(c))) : '\\d+')).join('');

/** A4 as Chromium prints it (596 × 843 pt) and the worker's margins: 45 pt each side (ADR 0053). */
export const PAGE = { width: 596, height: 843, side: 45 };
