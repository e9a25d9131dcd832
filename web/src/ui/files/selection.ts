import { extensionOf, FILE_TYPES, MAX_FILE_BYTES, MAX_FILES, type FileType } from '@esg/core/schemas/files';

/** What the picker offers: every accepted extension (the API checks the bytes anyway). */
export const ACCEPT = Object.values(FILE_TYPES)
  .flat()
  .map((ext) => `.${ext}`)
  .join(',');

/**
 * The type a file is declared as, from its name's extension: browsers report some types
 * differently (a .csv as application/vnd.ms-excel on Windows), the extension is what the API checks.
 */
export function declaredType(name: string): FileType | undefined {
  const ext = extensionOf(name);
  return (Object.keys(FILE_TYPES) as FileType[]).find((type) => (FILE_TYPES[type] as readonly string[]).includes(ext));
}

/** Why a chosen file cannot be uploaded, before anything is sent (at most 10 files, each under 10 MB), or null. */
export type Refusal = 'fileTooLarge' | 'typeNotAccepted' | 'fileEmpty' | null;

export function refusalOf(file: Pick<File, 'name' | 'size'>): Refusal {
  if (!declaredType(file.name)) return 'typeNotAccepted';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > MAX_FILE_BYTES) return 'fileTooLarge';
  return null;
}

/** The files of a selection that may go, and whether the selection is over the per-upload limit. */
export function checkSelection<F extends Pick<File, 'name' | 'size'>>(files: readonly F[]) {
  const refusals = files.map(refusalOf);
  return { refusals, tooMany: files.length > MAX_FILES, sendable: files.filter((_, i) => refusals[i] === null) };
}
