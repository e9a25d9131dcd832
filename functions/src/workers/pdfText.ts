import { extractText, getDocumentProxy } from 'unpdf';
import type { PrintedPage } from '@esg/core/domain/reports/parity/compare';

/** The parts of pdf.js's structure tree the row count reads (a tagged PDF: pdfOptions in render.ts). */
interface StructNode {
  role?: string;
  type?: string;
  children?: StructNode[];
}

/** The node holds text drawn on this page (pdf.js lists a table's every row on each page it spans). */
const drawnHere = (node: StructNode): boolean => node.type === 'content' || (node.children ?? []).some(drawnHere);

/**
 * Rows of cells (TD) drawn on a page in its tagged tables: a repeated header row (TH only) is not a row of the table,
 * and a row is never split across pages (ADR 0053).
 */
function bodyRows(node: StructNode | null): number {
  if (!node) return 0;
  const kids = node.children ?? [];
  if (node.role === 'TR') return kids.some((k) => k.role === 'TD') && drawnHere(node) ? 1 : 0;
  return kids.reduce((n, k) => n + bodyRows(k), 0);
}

/**
 * What a printed PDF contains, page by page, as a reader's tool extracts it (unpdf, ADR 0099): each page's text and
 * the body rows of its tables. The parity check reads the editions through this, never the data they were built from.
 */
export async function printedPages(pdf: Uint8Array): Promise<PrintedPage[]> {
  const doc = await getDocumentProxy(pdf.slice(), { useSystemFonts: false });
  try {
    const { text } = await extractText(doc, { mergePages: false });
    const rows = await Promise.all(
      text.map(async (_, i) => bodyRows((await (await doc.getPage(i + 1)).getStructTree()) as StructNode | null)),
    );
    return text.map((t, i) => ({ text: t, tableRows: rows[i]! }));
  } finally {
    await doc.cleanup();
  }
}
