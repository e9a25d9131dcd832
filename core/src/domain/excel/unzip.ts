/**
 * The parts of an uploaded workbook, inflated from its bytes in memory (≤ 10 MB) one at a time and
 * counted as they inflate (docs/decisions/0064-excel-parts-counted.md): a part stops at the size its
 * central directory states or at its kind's limit, whichever is smaller, whatever the headers claim.
 * Nothing inflated is ever written to disk.
 */
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { checkEntries, endRecord, sniff, TAIL_BYTES, type ZipEntry, type ZipProblem } from './zip';

const MiB = 1024 * 1024;

/**
 * What each part may inflate to. A sheet of 100,000 rows × 20 columns is ~60 MB of XML; the template's
 * texts repeat (locations, units, list values), so its shared strings are kilobytes, and 32 MB holds
 * half a million distinct 50-character texts; styles, themes and the rest are kilobytes.
 */
export const PART_LIMITS = { sheet: 128 * MiB, sharedStrings: 32 * MiB, styles: 8 * MiB, other: 8 * MiB } as const;

export const SHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;

export const limitOf = (name: string): number =>
  SHEET_PART.test(name)
    ? PART_LIMITS.sheet
    : name === 'xl/sharedStrings.xml'
      ? PART_LIMITS.sharedStrings
      : name === 'xl/styles.xml'
        ? PART_LIMITS.styles
        : PART_LIMITS.other;

/** A part inflated past what it may be: the upload is refused as a zip bomb. */
export class PartTooLarge extends Error {
  constructor(readonly part: string) {
    super(`${part} inflates past its limit`);
  }
}

/** A part that cannot be inflated (an unknown method, corrupt data): the upload is unreadable. */
export class PartUnreadable extends Error {}

const CHUNK = 64 * 1024;

/** The part's stored bytes: after its local header (whose own name and extra lengths say where). */
function storedBytes(bytes: Uint8Array, e: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (e.localOffset + 30 > bytes.length || view.getUint32(e.localOffset, true) !== 0x04034b50)
    throw new PartUnreadable(e.name);
  const start =
    e.localOffset + 30 + view.getUint16(e.localOffset + 26, true) + view.getUint16(e.localOffset + 28, true);
  if (start + e.compressed > bytes.length) throw new PartUnreadable(e.name);
  return bytes.subarray(start, start + e.compressed);
}

/** Passes bytes on until `limit` is passed, then fails the stream (and so the inflater before it). */
class Counted extends Transform {
  private count = 0;
  constructor(
    private readonly name: string,
    private readonly limit: number,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.count += chunk.length;
    if (this.count > this.limit) return done(new PartTooLarge(this.name));
    done(null, chunk);
  }
}

/**
 * A part's inflated bytes as a stream, read as its reader asks (the inflater never runs ahead of the
 * parser by more than a stream buffer). Fails with PartTooLarge at the first byte past the size the
 * directory states or the part's limit; `onStored` hears of each stored byte handed to the inflater.
 */
export function inflated(bytes: Uint8Array, e: ZipEntry, onStored?: (n: number) => void): Readable {
  const stored = storedBytes(bytes, e);
  if (e.method !== 0 && e.method !== 8) throw new PartUnreadable(e.name);
  const limit = Math.min(e.uncompressed, limitOf(e.name));
  function* chunks() {
    for (let at = 0; at < stored.length; at += CHUNK) {
      const chunk = stored.subarray(at, Math.min(stored.length, at + CHUNK));
      onStored?.(chunk.length);
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
  }
  const source = Readable.from(chunks(), { objectMode: false });
  const counted = new Counted(e.name, limit);
  const fail = (err: Error) => counted.destroy(err instanceof PartTooLarge ? err : new PartUnreadable(e.name));
  // Text, decoded across chunks: exceljs' parser decodes each chunk on its own, so a Chinese character whose bytes a
  // chunk boundary splits would read as two replacement characters (ADR 0122: the Texts sheet round trip).
  counted.setEncoding('utf8');
  if (e.method === 0) {
    source.on('error', fail);
    return source.pipe(counted);
  }
  const inflater = createInflateRaw();
  source.on('error', fail);
  inflater.on('error', fail);
  counted.on('close', () => {
    source.destroy();
    inflater.destroy();
  });
  return source.pipe(inflater).pipe(counted);
}

/** Reads a part through to its end, keeping nothing: it must fit its limit and be what it says. */
export async function drained(bytes: Uint8Array, e: ZipEntry): Promise<void> {
  for await (const _chunk of inflated(bytes, e)) void _chunk;
}

/** A workbook's parts from its bytes, or why it is refused (first bytes, end record, central directory). */
export function partsOf(bytes: Uint8Array): ZipEntry[] | ZipProblem {
  const problem = sniff(bytes.subarray(0, 8));
  if (problem) return problem;
  const tailStart = Math.max(0, bytes.length - TAIL_BYTES);
  const end = endRecord(bytes.subarray(tailStart), tailStart);
  if (typeof end === 'string') return end;
  if (end.size === 0) return 'excelNotXlsx';
  const parts = checkEntries(bytes.subarray(end.offset, end.offset + end.size), end.entries);
  if (typeof parts === 'string') return parts;
  return parts.some((p) => p.uncompressed > limitOf(p.name)) ? 'excelZipBomb' : parts;
}
