import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';

/** A zip's media type (the publication pack's and the assurance pack's). */
export const ZIP_TYPE = 'application/zip';

/** 1 January 1980 in MS-DOS time and date, the earliest a zip can say: a pack's files carry no date of their own. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
/** General purpose flag 11: the names are UTF-8 (Chinese file names). */
const UTF8 = 1 << 11;
/** General purpose flag 3: the checksum and sizes follow the bytes (a data descriptor), known only once streamed. */
const TRAILING = 1 << 3;
/** The largest offset or size a zip without zip64 records. */
const ZIP32_MAX = 0xffff_ffff;

/** What a zip knows of one file stored in it (method 0, no compression). */
export interface ZipEntryFacts {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
  trailing: boolean;
}

/** A local file header; `known` when checksum and size are known before the bytes (else a data descriptor follows). */
export function localHeader(name: Buffer, known?: { crc: number; size: number }): Buffer {
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(known ? UTF8 : UTF8 | TRAILING, 6);
  local.writeUInt16LE(0, 8);
  local.writeUInt16LE(DOS_TIME, 10);
  local.writeUInt16LE(DOS_DATE, 12);
  local.writeUInt32LE(known?.crc ?? 0, 14);
  local.writeUInt32LE(known?.size ?? 0, 18);
  local.writeUInt32LE(known?.size ?? 0, 22);
  local.writeUInt16LE(name.length, 26);
  local.writeUInt16LE(0, 28);
  return Buffer.concat([local, name]);
}

/** A file's entry in the central directory. */
export function centralEntry(e: ZipEntryFacts): Buffer {
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE(20, 4);
  entry.writeUInt16LE(20, 6);
  entry.writeUInt16LE(e.trailing ? UTF8 | TRAILING : UTF8, 8);
  entry.writeUInt16LE(0, 10);
  entry.writeUInt16LE(DOS_TIME, 12);
  entry.writeUInt16LE(DOS_DATE, 14);
  entry.writeUInt32LE(e.crc, 16);
  entry.writeUInt32LE(e.size, 20);
  entry.writeUInt32LE(e.size, 24);
  entry.writeUInt16LE(e.name.length, 28);
  entry.writeUInt32LE(e.offset, 42);
  return Buffer.concat([entry, e.name]);
}

/** The end of central directory record. */
export function endRecord(count: number, centralSize: number, centralOffset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralOffset, 16);
  return end;
}

/** What the writer reports of each file it stored: what a manifest lists. */
export interface StoredFile {
  name: string;
  bytes: number;
  sha256: string;
}

/**
 * A zip written as it goes (files stored, not deflated): each file's bytes pass through once — to the sink, to CRC-32
 * and to SHA-256 — and are never held whole, so a pack of 500 evidence files costs the memory of one chunk
 * (docs/decisions/0117-the-assurance-pack.md). Fixed timestamps: the same files in the same order give the same bytes.
 * No zip64: a zip past 4 GiB is refused rather than written wrong.
 */
export class ZipStream {
  private offset = 0;
  private readonly entries: ZipEntryFacts[] = [];
  constructor(private readonly sink: (chunk: Uint8Array) => Promise<void>) {}

  private async emit(chunk: Uint8Array) {
    this.offset += chunk.byteLength;
    if (this.offset > ZIP32_MAX) throw new RangeError('The zip would pass 4 GiB (no zip64).');
    await this.sink(chunk);
  }

  /** Stores one file from its bytes or a stream of them; answers its size and SHA-256. */
  async add(name: string, body: Uint8Array | AsyncIterable<Uint8Array>): Promise<StoredFile> {
    const encoded = Buffer.from(name, 'utf8');
    const offset = this.offset;
    await this.emit(localHeader(encoded));
    const hash = createHash('sha256');
    let crc = 0;
    let size = 0;
    for await (const chunk of body instanceof Uint8Array ? [body] : body) {
      crc = crc32(chunk, crc);
      hash.update(chunk);
      size += chunk.byteLength;
      await this.emit(chunk);
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.emit(descriptor);
    this.entries.push({ name: encoded, crc, size, offset, trailing: true });
    return { name, bytes: size, sha256: hash.digest('hex') };
  }

  /** The central directory and its end record; answers the zip's size. */
  async finish(): Promise<number> {
    const start = this.offset;
    const central = Buffer.concat(this.entries.map(centralEntry));
    await this.emit(Buffer.concat([central, endRecord(this.entries.length, central.length, start)]));
    return this.offset;
  }
}
