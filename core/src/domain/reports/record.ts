import type { Language } from '../../schemas/common';
import type { ReportStatus } from '../../schemas/reports';

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
  /** The PDF's size and when it was stored (DONE). */
  bytes?: number;
  finishedAt?: string;
  attempts: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}
