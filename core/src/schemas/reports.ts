import * as z from 'zod';
import { Id, IsoDate } from './common';

/** A report job moves QUEUED → RUNNING → DONE, or FAILED after the queue's last retry. */
export const REPORT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export const ReportStatus = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof ReportStatus>;

/** What the web polls (spec §7 `GET report-progress/{id}`): enough to drive a progress bar. */
export const ReportJobView = z.strictObject({
  id: Id,
  status: ReportStatus,
  progress: z.number().int().min(0).max(100),
  error: z.string().optional(),
});
export type ReportJobView = z.infer<typeof ReportJobView>;

export const ReportYearParam = z.strictObject({ year: IsoDate });
export const ReportJobParam = z.strictObject({ id: Id });

/**
 * The queue message. The tenant travels in the message because the worker has no token:
 * only the API (which took it from the verified actor) ever sends one.
 */
export const ReportMessage = z.strictObject({
  tenantId: z.string().regex(/^[\w-]{1,64}$/),
  jobId: Id,
  yearEnd: IsoDate,
});
export type ReportMessage = z.infer<typeof ReportMessage>;

const Bilingual = z.strictObject({ en: z.string(), zh: z.string() });

/**
 * Everything the report page renders, as JSON. The page is a pure function of this object,
 * so the same data prints the same PDF and the page can be previewed from a saved copy.
 */
export const ReportData = z.strictObject({
  company: z.strictObject({ name: z.string(), nameZh: z.string().optional() }),
  yearEnd: IsoDate,
  periodStart: IsoDate,
  periodEnd: IsoDate,
  generatedAt: z.string(),
  title: Bilingual,
  sections: z.array(z.strictObject({ heading: Bilingual, body: Bilingual })),
  chart: z.strictObject({
    title: Bilingual,
    unit: z.string(),
    categories: z.array(z.string()),
    series: z.array(z.strictObject({ name: Bilingual, values: z.array(z.number()) })),
  }),
});
export type ReportData = z.infer<typeof ReportData>;
