import { crc32, inflateRawSync } from 'node:zlib';

/** One file read back from a zip, with whether its bytes match the checksum the central directory gives. */
export interface UnzippedFile {
  name: string;
  bytes: Uint8Array;
  crcOk: boolean;
  /** Where its local header starts: files in the order they were written. */
  offset: number;
}

/**
 * A zip's stored files read as an unzip tool does (ADR 0117): the end record, the central directory, each entry's
 * local header and its bytes (stored, or deflated as a Word file's parts are; sizes from the central directory: a data
 * descriptor may follow them).
 */
export function readZip(zip: Uint8Array): UnzippedFile[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  if (view.getUint32(end, true) !== 0x06054b50) throw new Error('no end of central directory record');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files: UnzippedFile[] = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error(`central entry ${i} is not one`);
    const method = view.getUint16(at + 10, true);
    if (method !== 0 && method !== 8) throw new Error('only stored or deflated files are read');
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const size = view.getUint32(at + 20, true);
    const crc = view.getUint32(at + 16, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    if (view.getUint32(local, true) !== 0x04034b50) throw new Error(`${name}: no local header`);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const raw = zip.slice(start, start + size);
    const bytes = method === 8 ? new Uint8Array(inflateRawSync(raw)) : raw;
    files.push({ name, bytes, crcOk: crc32(bytes) === crc, offset: local });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return files;
}
