import type { Language } from '../../schemas/common';
import type { ParityEditionView, ReportStatus, WordState } from '../../schemas/reports';

/** A draft (open year, watermarked) or the final report (printed year, from its snapshot). */
export type Edition = 'draft' | 'final';

/** The stored job. `errorDetail` is for operators only; users see `error`. */
export interface ReportJobRecord {
  id: string;
  yearEnd: string;
  status: ReportStatus;
  progress: number;
  error?: string;
  errorDetail?: string;
  pdfKey?: string;
  /** The report's language and edition (draft for an open year, final once printed); absent on older jobs. */
  lang?: Language;
  edition?: Edition;
  /**
   * A publication pack (ADR 0099): the editions it prints and, once DONE, the parity result. Its `pdfKey` is then
   * the pack's zip (PDFs and Word files); it is never served as a PDF.
   */
  pack?: { langs: Language[]; parity?: { passed: boolean; editions: ParityEditionView[] } };
  /**
   * An assurance pack (docs/decisions/0117-the-assurance-pack.md): the year's version it was built from and, once
   * DONE, how many files it holds. Its `pdfKey` is the zip; it is never served as a PDF.
   */
  assurance?: { yearVersion: number; files?: number };
  /** The year's version a report was printed from (docs/decisions/0118-restatement.md); absent before restatements. */
  yearVersion?: number;
  /**
   * The Word edition, built after DONE (docs/decisions/0132-word-edition-after-the-pdf.md): `preparing` from DONE
   * until it is stored. Absent on jobs finished before ADR 0132, which stored it before DONE (so: ready).
   */
  word?: WordState;
  /** The PDF's size and when it was stored (DONE). */
  bytes?: number;
  finishedAt?: string;
  attempts: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}
