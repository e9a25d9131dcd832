import * as z from 'zod';
import { Id, IsoDate } from './common';
import * as msg from '../messages';
import { EvidenceTarget } from './evidence';

/** The spec's validation rules and the spec's constants: up to 10 files per upload, each at most 10 MB (binary megabytes, as browsers report sizes). */
export const MAX_FILES = 10;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** One delete is one DynamoDB transaction: 3 items per file + lock check + audit stay under its 100 items. */
export const MAX_DELETE = 30;

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

export const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** A display name only: it is stored and sent back in Content-Disposition, never used as a path. */
export const FileName = z
  .string()
  .trim()
  .min(1)
  .max(255)
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  .regex(/^[^\u0000-\u001f\u007f/\\]+$/, 'The file name contains characters that are not allowed.');

export const FileDeclaration = z
  .strictObject({
    name: FileName,
    type: FileType,
    size: z.number().int().min(1).max(MAX_FILE_BYTES, msg.fileTooLarge.text),
  })
  .refine((f) => (FILE_TYPES[f.type] as readonly string[]).includes(extensionOf(f.name)), {
    path: ['name'],
    message: msg.fileExtensionMismatch.text,
  });

/** POST /api/files/{module}/{year}; `target` exactly when the module is `evidence`. */
export const UploadRequest = z.strictObject({
  files: z.array(FileDeclaration).min(1).max(MAX_FILES, msg.tooManyFiles.text),
  target: EvidenceTarget.optional(),
});
export type UploadRequest = z.infer<typeof UploadRequest>;

export const FileLocation = z.strictObject({ module: FileModule, year: IsoDate });
export const FileIdParam = z.strictObject({ id: Id });

/** How the client uploads one file: PUT to `url` with exactly these headers (they are signed). */
export const UploadTicket = z.object({
  id: Id,
  name: z.string(),
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export const UploadTickets = z.object({ files: z.array(UploadTicket) });

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

/** DELETE /api/file/batch: all or nothing. */
export const DeleteFiles = z.strictObject({
  ids: z
    .array(Id)
    .min(1)
    .max(MAX_DELETE)
    .refine((ids) => new Set(ids).size === ids.length, 'Each file may be named only once.'),
});

export const FILE_LOG_ACTIONS = ['upload', 'reject', 'delete', 'download'] as const;
export const FileLogView = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(FILE_LOG_ACTIONS),
  fileId: Id,
  name: z.string(),
  type: z.string(),
  size: z.number(),
  module: FileModule,
  yearEnd: IsoDate,
  userId: z.string(),
  login: z.string(),
  /** The file's SHA-256 at upload (ADR 0108). */
  sha256: z.string().optional(),
});
export type FileLogView = z.infer<typeof FileLogView>;

export const PageQuery = z.strictObject({
  cursor: z.string().max(2048).optional(),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
