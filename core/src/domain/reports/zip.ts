import { crc32 } from 'node:zlib';
import { centralEntry, endRecord, localHeader, type ZipEntryFacts } from '../../lib/zipStream';

/** One file of a zip: its name (UTF-8) and bytes. */
export interface ZipFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * A zip of the files as stored (method 0, no compression): a publication pack's PDFs and Word files are compressed
 * already, so deflating them again gains nothing and costs the worker time (ADR 0099). No zip64: a pack is megabytes.
 * The headers are the streaming writer's (lib/zipStream.ts), with checksum and size known up front.
 */
export function zipStored(files: ZipFile[]): Uint8Array {
  const parts: Buffer[] = [];
  const entries: ZipEntryFacts[] = [];
  let offset = 0;
  for (const f of files) {
    const name = Buffer.from(f.name, 'utf8');
    const crc = crc32(f.bytes);
    const size = f.bytes.byteLength;
    const local = localHeader(name, { crc, size });
    parts.push(local, Buffer.from(f.bytes.buffer, f.bytes.byteOffset, size));
    entries.push({ name, crc, size, offset, trailing: false });
    offset += local.length + size;
  }
  const central = Buffer.concat(entries.map(centralEntry));
  return new Uint8Array(Buffer.concat([...parts, central, endRecord(files.length, central.length, offset)]));
}
