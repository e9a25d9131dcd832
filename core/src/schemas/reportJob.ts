import * as z from 'zod';
import { Id, IsoDate, Language } from './common';

/** A report job moves QUEUED → RUNNING → DONE, or FAILED after the queue's last retry. */
export const REPORT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export const ReportStatus = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof ReportStatus>;

/**
 * A finished report's Word edition (ADR 0132): built after the PDF is stored and the job is DONE, so it is
 * `preparing` for a moment after DONE, then `ready` — or `failed` when it could not be built (the PDF stands).
 */
export const WORD_STATES = ['preparing', 'ready', 'failed'] as const;
export const WordState = z.enum(WORD_STATES);
export type WordState = z.infer<typeof WordState>;

/** What the web polls (`GET report-progress/{id}`, ADR 0008): enough to drive a progress bar. */
export const ReportJobView = z.strictObject({
  id: Id,
  status: ReportStatus,
  progress: z.number().int().min(0).max(100),
  error: z.string().optional(),
  /** The report's language (the one chosen, else the company's); absent on jobs queued before reports had one. */
  lang: Language.optional(),
  /** A DONE report's Word edition (ADR 0132); absent on packs and on jobs not yet DONE. */
  word: WordState.optional(),
});
export type ReportJobView = z.infer<typeof ReportJobView>;

/** What every list of a year's jobs says of each (reports' packs, assurance packs): state, who asked, when, size. */
export const YearJobItem = z.strictObject({
  id: Id,
  yearEnd: IsoDate,
  edition: z.enum(['draft', 'final']),
  status: ReportStatus,
  progress: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().optional(),
  bytes: z.number().int().optional(),
});
