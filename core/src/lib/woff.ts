import { inflateSync } from 'node:zlib';

/**
 * WOFF 1.0 → SFNT (TrueType / OpenType), as https://www.w3.org/TR/WOFF/ lays them out: the same
 * tables, each zlib-compressed unless that did not make it smaller. The server's PNG renderer
 * (resvg) reads SFNT only, and fontsource ships the web's fonts as WOFF and WOFF2.
 */
const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const pad4 = (n: number) => (n + 3) & ~3;

export class WoffError extends Error {}

/** One table of a font: its tag ('cmap', 'glyf', …), its bytes and the checksum its directory records. */
export interface FontTable {
  tag: string;
  checksum: number;
  data: Uint8Array;
}

/** The OpenType table checksum: the sum of the table's big-endian uint32s (zero-padded), mod 2³². */
export function tableChecksum(data: Uint8Array): number {
  const padded = new Uint8Array(pad4(data.length));
  padded.set(data);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

/** The tables of a WOFF file, decompressed, in directory order (which WOFF sorts by tag). */
export function woffTables(woff: Uint8Array): { flavor: number; tables: FontTable[] } {
  if (woff.length < WOFF_HEADER) throw new WoffError('not a WOFF file: too short');
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== WOFF_SIGNATURE) throw new WoffError('not a WOFF file: bad signature');
  const numTables = view.getUint16(12);
  if (WOFF_HEADER + numTables * WOFF_ENTRY > woff.length) throw new WoffError('truncated WOFF table directory');
  const tables = Array.from({ length: numTables }, (_, i): FontTable => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const tag = String.fromCharCode(...woff.subarray(at, at + 4));
    const [offset, compLength, origLength] = [view.getUint32(at + 4), view.getUint32(at + 8), view.getUint32(at + 12)];
    if (offset + compLength > woff.length) throw new WoffError(`truncated WOFF table ${tag}`);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.length !== origLength)
      throw new WoffError(`WOFF table ${tag}: ${data.length} bytes, expected ${origLength}`);
    return { tag, checksum: view.getUint32(at + 16), data };
  });
  return { flavor: view.getUint32(4), tables };
}

/** A font file (SFNT) from its tables: the offset table, the table records, then each table 4-byte aligned. */
export function sfntOf(flavor: number, tables: FontTable[]): Uint8Array {
  const n = tables.length;
  const log2 = n > 0 ? Math.floor(Math.log2(n)) : 0;
  const searchRange = 2 ** log2 * 16;
  let offset = SFNT_HEADER + n * SFNT_ENTRY;
  const size = tables.reduce((s, t) => s + pad4(t.data.length), offset);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint32(0, flavor);
  view.setUint16(4, n);
  view.setUint16(6, searchRange);
  view.setUint16(8, log2);
  view.setUint16(10, n * 16 - searchRange);
  tables.forEach((t, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    for (let c = 0; c < 4; c++) out[at + c] = t.tag.charCodeAt(c);
    view.setUint32(at + 4, t.checksum);
    view.setUint32(at + 8, offset);
    view.setUint32(at + 12, t.data.length);
    out.set(t.data, offset);
    offset += pad4(t.data.length);
  });
  return out;
}

/** A WOFF 1.0 file as the TrueType / OpenType font it wraps. */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const { flavor, tables } = woffTables(woff);
  return sfntOf(flavor, tables);
}

type Ranges = [number, number][];

/**
 * The characters a font really draws, from its `cmap` table (format 4: the BMP, format 12: all of
 * Unicode), as sorted inclusive ranges. A subset's CSS unicode-range is not that: fontsource's
 * Chinese subsets share one slicing plan, so Noto Sans TC's range names simplified characters
 * (e.g. 标) its file has no glyph for.
 */
export function cmapRanges(tables: FontTable[]): Ranges {
  const cmap = tables.find((t) => t.tag === 'cmap');
  if (!cmap) throw new WoffError('font has no cmap table');
  const d = cmap.data;
  const view = new DataView(d.buffer, d.byteOffset, d.byteLength);
  const subtables = Array.from({ length: view.getUint16(2) }, (_, i) => ({
    platform: view.getUint16(4 + i * 8),
    encoding: view.getUint16(6 + i * 8),
    offset: view.getUint32(8 + i * 8),
  }));
  const unicode = (s: { platform: number; encoding: number }) =>
    s.platform === 0 || (s.platform === 3 && s.encoding !== 0);
  const ranges: Ranges = [];
  for (const { offset } of subtables.filter(unicode)) {
    const format = view.getUint16(offset);
    if (format === 4) {
      const segments = view.getUint16(offset + 6) / 2;
      const ends = offset + 14;
      const starts = ends + segments * 2 + 2;
      const rangeOffsets = starts + segments * 4;
      for (let i = 0; i < segments; i++) {
        const [start, end] = [view.getUint16(starts + i * 2), view.getUint16(ends + i * 2)];
        if (start === 0xffff) continue;
        const rangeOffset = view.getUint16(rangeOffsets + i * 2);
        if (rangeOffset === 0) {
          ranges.push([start, end]);
          continue;
        }
        // Glyphs from glyphIdArray: a code whose entry is 0 has no glyph.
        for (let c = start; c <= end; c++) {
          if (view.getUint16(rangeOffsets + i * 2 + rangeOffset + (c - start) * 2) !== 0) ranges.push([c, c]);
        }
      }
    } else if (format === 12) {
      const groups = view.getUint32(offset + 12);
      for (let i = 0; i < groups; i++) {
        const at = offset + 16 + i * 12;
        ranges.push([view.getUint32(at), view.getUint32(at + 4)]);
      }
    }
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}
