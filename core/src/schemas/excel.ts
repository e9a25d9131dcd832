import * as z from 'zod';
import { IsoDate, Language } from './common';

/**
 * The Excel import (docs/decisions/0034-excel-import.md): the web asks for an upload,
 * PUTs the workbook to S3, and follows the import job the object's arrival starts.
 */
export const ExcelYearParam = z.strictObject({ id: IsoDate });
export const ExcelImportParam = z.strictObject({ id: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/) });
export const ExcelHistoryParam = z.strictObject({ year: IsoDate });

/** What the web declares before the PUT: the file's name and size (the PUT must match them). */
export const ExcelUploadRequest = z.strictObject({
  name: z.string().trim().min(1).max(200),
  size: z.number().int().min(1),
  /** The language the user chose in the interface: the worker's errors and notes use it (the profile's when absent). */
  language: Language.optional(),
});

export const IMPORT_STATUSES = [
  'AWAITING_UPLOAD',
  'VALIDATING',
  'REFUSED',
  'INVALID',
  'READY',
  'COMMITTING',
  'COMMITTED',
  'CANCELLED',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** One error of a workbook: where (sheet and cell reference), which field, what is wrong. */
export const ImportIssue = z.object({
  sheet: z.string(),
  cell: z.string(),
  field: z.string(),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof ImportIssue>;

/** One changed cell of an existing row, old → new. */
export const CellChange = z.object({
  rowId: z.string(),
  location: z.string(),
  cell: z.string(),
  field: z.string(),
  old: z.string(),
  new: z.string(),
});
export const AddedRow = z.object({ cell: z.string(), location: z.string(), unit: z.string(), total: z.string() });
export const ConflictRow = z.object({ rowId: z.string(), cell: z.string(), location: z.string() });

export const PagePreview = z.object({
  type: z.string(),
  sheet: z.string(),
  changes: z.array(CellChange),
  added: z.array(AddedRow),
  conflicts: z.array(ConflictRow),
});
export type PagePreview = z.infer<typeof PagePreview>;

export const ImportView = z.object({
  id: z.string(),
  yearEnd: IsoDate,
  fileName: z.string(),
  size: z.number(),
  status: z.enum(IMPORT_STATUSES),
  progress: z.number(),
  createdBy: z.string(),
  createdAt: z.string(),
  /** Why the file was refused as a whole (not a workbook, too large, …), in the uploader's language. */
  refusal: z.string().optional(),
  errors: z.array(ImportIssue),
  /** All errors found; `errors` lists the first 500. */
  errorCount: z.number(),
  preview: z.array(PagePreview).optional(),
  counts: z.object({ changedCells: z.number(), changedRows: z.number(), addedRows: z.number(), conflicts: z.number() }),
  committedAt: z.string().optional(),
  committedBy: z.string().optional(),
  /** A commit past its switch that no queued run will finish: the year stays held until it is resumed (ADR 0056). */
  stuck: z.literal(true).optional(),
});
export type ImportView = z.infer<typeof ImportView>;

export const ExcelUploadTicket = z.object({
  import: ImportView,
  upload: z.object({
    method: z.literal('PUT'),
    url: z.string(),
    headers: z.record(z.string(), z.string()),
    expiresAt: z.string(),
  }),
});
