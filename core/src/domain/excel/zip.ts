/**
 * What an upload is, read from its first bytes and its ZIP central directory only (a ranged read
 * of the workbook's bytes), before any of it is decompressed: the import's refusals for files that
 * are not a workbook, macro-enabled, encrypted, or a zip bomb.
 */

/** Limits checked before parsing (docs/decisions/0034-excel-import.md). */
export const ZIP_LIMITS = {
  /** A workbook of 100,000 rows × 20 columns is ~60 MB of XML; anything beyond is not an honest template. */
  uncompressedBytes: 200 * 1024 * 1024,
  entries: 2_000,
  /** Deflate reaches ~1000:1 on repetitive XML at best; a bomb's entries go far beyond. */
  ratio: 1_000,
} as const;

/** How far from the end the central directory's end record can be (22 bytes + a comment of up to 64 KB). */
export const TAIL_BYTES = 22 + 0xffff;

export type ZipProblem = 'excelNotXlsx' | 'excelEncrypted' | 'excelMacro' | 'excelZipBomb' | 'excelTooManyParts';

const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (b: Uint8Array, sig: number[]) => sig.every((x, i) => b[i] === x);

/** First bytes: a ZIP (an .xlsx), or an OLE compound file (a password-protected workbook, or an old .xls). */
export function sniff(head: Uint8Array): ZipProblem | undefined {
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return undefined;
  return startsWith(head, CFB) ? 'excelEncrypted' : 'excelNotXlsx';
}

export interface CentralDirectory {
  offset: number;
  size: number;
  entries: number;
}

/** The end-of-central-directory record in the object's last bytes (`tailStart` is where they begin). */
export function endRecord(tail: Uint8Array, tailStart: number): CentralDirectory | ZipProblem {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  for (let i = tail.length - 22; i >= 0; i--) {
    if (view.getUint32(i, true) !== 0x06054b50) continue;
    const entries = view.getUint16(i + 10, true);
    const size = view.getUint32(i + 12, true);
    const offset = view.getUint32(i + 16, true);
    // ZIP64 markers: no workbook under 10 MB needs them.
    if (entries === 0xffff || offset === 0xffffffff) return 'excelZipBomb';
    if (offset + size > tailStart + i) return 'excelNotXlsx';
    return { offset, size, entries };
  }
  return 'excelNotXlsx';
}

/** A part as the central directory states it (what inflating it must agree with: unzip.ts). */
export interface ZipEntry {
  name: string;
  method: number;
  compressed: number;
  uncompressed: number;
  localOffset: number;
}

/** The central directory's entries: names, sizes, flags. Refuses what an import refuses (ADR 0034), else answers them. */
export function checkEntries(cd: Uint8Array, expected: number): ZipEntry[] | ZipProblem {
  const view = new DataView(cd.buffer, cd.byteOffset, cd.byteLength);
  const decoder = new TextDecoder();
  let at = 0;
  let count = 0;
  let total = 0;
  let hasWorkbook = false;
  const entries: ZipEntry[] = [];
  while (at + 46 <= cd.length && view.getUint32(at, true) === 0x02014b50) {
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const uncompressed = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    const name = decoder.decode(cd.subarray(at + 46, at + 46 + nameLength));
    if (flags & 0x1) return 'excelEncrypted';
    if (/vbaProject\.bin$/i.test(name)) return 'excelMacro';
    if (name === 'xl/workbook.xml') hasWorkbook = true;
    total += uncompressed;
    count++;
    if (count > ZIP_LIMITS.entries) return 'excelTooManyParts';
    if (total > ZIP_LIMITS.uncompressedBytes) return 'excelZipBomb';
    if (uncompressed > 1024 * 1024 && uncompressed > Math.max(compressed, 1) * ZIP_LIMITS.ratio) return 'excelZipBomb';
    entries.push({ name, method, compressed, uncompressed, localOffset });
    at += 46 + nameLength + extra + comment;
  }
  if (count !== expected) return 'excelNotXlsx';
  return hasWorkbook ? entries : 'excelNotXlsx';
}
