import type { ReportStatus } from '../../schemas/reports';

/** The stored job. `errorDetail` is for operators only; users see `error`. */
export interface ReportJobRecord {
  id: string;
  yearEnd: string;
  status: ReportStatus;
  progress: number;
  error?: string;
  errorDetail?: string;
  pdfKey?: string;
  attempts: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}
