import { Worker } from 'node:worker_threads';
import type { PrintedPage } from '@esg/core/domain/reports/parity/compare';

type Unpdf = typeof import('unpdf');

/**
 * What a printed PDF contains, page by page, as a reader's tool extracts it (unpdf, ADR 0099): each page's text and
 * the body rows of its tables. The parity check reads the editions through this, never the data they were built from.
 *
 * Self-contained (it names nothing outside itself but its arguments), so a reading thread runs its very source
 * (`PdfReader`).
 */
async function readPages(unpdf: Unpdf, pdf: Uint8Array): Promise<PrintedPage[]> {
  /** The parts of pdf.js's structure tree the row count reads (a tagged PDF: pdfOptions in render.ts). */
  interface StructNode {
    role?: string;
    type?: string;
    children?: StructNode[];
  }
  /** The node holds text drawn on this page (pdf.js lists a table's every row on each page it spans). */
  const drawnHere = (node: StructNode): boolean => node.type === 'content' || (node.children ?? []).some(drawnHere);
  /**
   * Rows of cells (TD) drawn on a page in its tagged tables: a repeated header row (TH only) is not a row of the
   * table, and a row is never split across pages (ADR 0053).
   */
  const bodyRows = (node: StructNode | null): number => {
    if (!node) return 0;
    const kids = node.children ?? [];
    if (node.role === 'TR') return kids.some((k) => k.role === 'TD') && drawnHere(node) ? 1 : 0;
    return kids.reduce((n, k) => n + bodyRows(k), 0);
  };
  const doc = await unpdf.getDocumentProxy(pdf, { useSystemFonts: false });
  try {
    const { text } = await unpdf.extractText(doc, { mergePages: false });
    const rows = await Promise.all(
      text.map(async (_, i) => bodyRows((await (await doc.getPage(i + 1)).getStructTree()) as StructNode | null)),
    );
    return text.map((t, i) => ({ text: t, tableRows: rows[i]! }));
  } finally {
    await doc.cleanup();
  }
}

/** Reads a printed PDF in this thread. */
export const printedPages = async (pdf: Uint8Array): Promise<PrintedPage[]> =>
  readPages(await import('unpdf'), pdf.slice());

/** The reading thread: `readPages`' own source, unpdf imported there (the report worker installs it, stacks). */
const THREAD = `
const { parentPort } = require('node:worker_threads');
// A build that keeps function names (esbuild's keepNames, as tsx runs) wraps them in its own helper.
var __name = (f) => f;
const readPages = ${readPages.toString()};
const unpdf = import('unpdf');
parentPort.on('message', async ({ id, pdf }) => {
  try { parentPort.postMessage({ id, pages: await readPages(await unpdf, pdf) }); }
  catch (err) { parentPort.postMessage({ id, error: String(err && err.message || err) }); }
});`;

/**
 * Reads printed PDFs in a thread of their own, so a publication pack reads one edition back while Chromium prints the
 * next (docs/bench.md, "Publication pack"): on the main thread the reading and the print's own work took turns.
 * A thread that cannot start or fails reads in this thread instead: the pack is slower, never wrong.
 */
export class PdfReader {
  private worker: Worker | undefined;
  private next = 0;
  private readonly waiting = new Map<number, { resolve: (p: PrintedPage[]) => void; reject: (e: Error) => void }>();

  constructor() {
    try {
      this.worker = new Worker(THREAD, { eval: true });
      this.worker.on('message', (m: { id: number; pages?: PrintedPage[]; error?: string }) => {
        const w = this.waiting.get(m.id);
        this.waiting.delete(m.id);
        if (m.pages) w?.resolve(m.pages);
        else w?.reject(new Error(m.error ?? 'PDF not read'));
        // Idle, the thread keeps no process alive (a warm worker's, a test's); reading, it does.
        if (this.waiting.size === 0) this.worker?.unref();
      });
      this.worker.unref();
      this.worker.on('error', () => this.fail());
    } catch {
      this.worker = undefined;
    }
  }

  /** The thread is there to read (it has not failed or been closed). */
  get alive(): boolean {
    return this.worker !== undefined;
  }

  /** The pages of `pdf`, read in the thread (or here, when it is gone). */
  read(pdf: Uint8Array): Promise<PrintedPage[]> {
    const worker = this.worker;
    if (!worker) return printedPages(pdf);
    const id = this.next++;
    return new Promise<PrintedPage[]>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.ref();
      // A copy moves to the thread: the caller keeps its bytes for the zip.
      const copy = pdf.slice();
      worker.postMessage({ id, pdf: copy }, [copy.buffer]);
    }).catch(() => printedPages(pdf));
  }

  /** Ends the thread (what it still reads is read here instead). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private fail() {
    this.worker = undefined;
    for (const w of this.waiting.values()) w.reject(new Error('reading thread failed'));
    this.waiting.clear();
  }
}

let shared: PdfReader | undefined;

/**
 * The process's reading thread, started on first use and kept, as the warm Chromium tab is (chromium.ts): a pack in a
 * warm worker reads with pdf.js's code already compiled in that thread — a fresh thread reads an edition in about
 * twice the time. One that failed is replaced on the next use.
 */
export function sharedPdfReader(): PdfReader {
  if (!shared?.alive) shared = new PdfReader();
  return shared;
}

/** Ends the shared reading thread (the worker's shutdown, tests). */
export async function closePdfReader(): Promise<void> {
  const reader = shared;
  shared = undefined;
  await reader?.close();
}
