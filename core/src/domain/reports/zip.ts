import { crc32 } from 'node:zlib';

/** One file of a zip: its name (UTF-8) and bytes. */
export interface ZipFile {
  name: string;
  bytes: Uint8Array;
}

/** 1 January 1980 in MS-DOS time and date, the earliest a zip can say (a pack's files carry no date of their own). */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
/** General purpose flag 11: the names are UTF-8 (Chinese file names). */
const UTF8 = 1 << 11;

/**
 * A zip of the files as stored (method 0, no compression): a publication pack's PDFs and Word files are compressed
 * already, so deflating them again gains nothing and costs the worker time (ADR 0099). No zip64: a pack is megabytes.
 */
export function zipStored(files: ZipFile[]): Uint8Array {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const name = Buffer.from(f.name, 'utf8');
    const crc = crc32(f.bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(f.bytes.byteLength, 18);
    local.writeUInt32LE(f.bytes.byteLength, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(UTF8, 8);
    entry.writeUInt16LE(0, 10);
    entry.writeUInt16LE(DOS_TIME, 12);
    entry.writeUInt16LE(DOS_DATE, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(f.bytes.byteLength, 20);
    entry.writeUInt32LE(f.bytes.byteLength, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength));
    central.push(entry, name);
    offset += 30 + name.length + f.bytes.byteLength;
  }
  const size = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...central, end]));
}
