import * as z from 'zod';
import { coercedNumber, Id, IsoDate } from './common';
import * as msg from '../messages';
import { EvidenceTarget } from './evidence';
import { FILE_TYPES, FileModule, FileType } from './fileView';

// A file as the lists show it, with the modules and types it takes: a module of its own, which the groups that show a
// file without taking one read alone (docs/decisions/0142-a-lambda-carries-what-it-runs.md).
export { FILE_MODULES, FILE_TYPES, FileModule, FileType, FileView } from './fileView';

/** The spec's validation rules and the spec's constants: up to 10 files per upload, each at most 10 MB (binary megabytes, as browsers report sizes). */
export const MAX_FILES = 10;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** One delete is one DynamoDB transaction: 3 items per file + lock check + audit stay under its 100 items. */
export const MAX_DELETE = 30;

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
  size: coercedNumber().int().min(1).max(100).default(20),
});
