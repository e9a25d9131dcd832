import * as z from 'zod';
import { Id, IsoDate } from './common';
import { EvidenceTarget } from './evidence';

/**
 * A stored file as the API shows it, and the modules and types a file may have: apart from the upload's and the
 * file log's schemas (files.ts), so a group that shows a file without taking one (an auditor's figure trail) builds
 * this alone (docs/decisions/0142-a-lambda-carries-what-it-runs.md).
 */

/**
 * Where in the product a file belongs; the S3 key's second segment. `evidence` files carry the
 * figure they support (`target`, docs/decisions/0029-evidence.md).
 */
export const FILE_MODULES = [
  'attachment',
  'excel',
  'report',
  'background',
  'environmental',
  'social',
  'misc',
  'evidence',
] as const;
export const FileModule = z.enum(FILE_MODULES);
export type FileModule = z.infer<typeof FileModule>;

/**
 * Accepted types and the name extensions that may carry them. Only types whose first bytes can be
 * checked are accepted; the web uses this table for the file picker's `accept` too.
 */
export const FILE_TYPES = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
} as const satisfies Record<string, readonly string[]>;
export type FileType = keyof typeof FILE_TYPES;
export const FileType = z.enum(Object.keys(FILE_TYPES) as [FileType, ...FileType[]], {
  error: 'This file type is not accepted.',
});

export const FileView = z.object({
  id: Id,
  name: z.string(),
  type: FileType,
  size: z.number(),
  module: FileModule,
  yearEnd: IsoDate,
  /** Who uploaded it, as people are named on screen: their name (a supplier's name), or the login of an older upload. */
  uploadedBy: z.string(),
  uploadedAt: z.string(),
  /** The figure an evidence file supports. */
  target: EvidenceTarget.optional(),
  /** SHA-256 of the bytes as checked at upload (hex; files uploaded before fingerprints have none). ADR 0108. */
  sha256: z.string().optional(),
});
export type FileView = z.infer<typeof FileView>;
