import type { FileType } from '../../schemas/files';

/** How much of a file is read to recognise it: enough for every signature and a text sample. */
export const SNIFF_BYTES = 4096;

const bytesOf = (sig: string | number[]) => (typeof sig === 'string' ? [...sig].map((c) => c.charCodeAt(0)) : sig);
const at =
  (offset: number, sig: string | number[]) =>
  (head: Uint8Array): boolean =>
    bytesOf(sig).every((b, i) => head[offset + i] === b);

/** Office Open XML files are ZIP archives; what is inside is the Excel importer's business. */
const zip = at(0, 'PK\x03\x04');
/** Binary formats carry NUL bytes early; text does not. */
const text = (head: Uint8Array) => head.length > 0 && !head.includes(0);

/** The first bytes each accepted type must start with (its "magic number"). */
const SIGNATURES: Record<FileType, (head: Uint8Array) => boolean> = {
  'application/pdf': at(0, '%PDF-'),
  'image/png': at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': at(0, [0xff, 0xd8, 0xff]),
  'image/gif': (h) => at(0, 'GIF87a')(h) || at(0, 'GIF89a')(h),
  'image/webp': (h) => at(0, 'RIFF')(h) && at(8, 'WEBP')(h),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': zip,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': zip,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': zip,
  'text/plain': text,
  'text/csv': text,
};

export const matchesType = (type: FileType, head: Uint8Array) => SIGNATURES[type](head);
