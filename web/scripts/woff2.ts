import { brotliDecompressSync } from 'node:zlib';
import { cmapRanges } from '../../core/src/lib/woff.ts';

/**
 * Just enough of a WOFF2 reader to tell which tables a font carries and which code points it maps: the table
 * directory, and the `cmap` out of the one Brotli stream that holds every table (W3C WOFF 2.0, sections 5 and 6), read
 * by core's cmap reader (core/src/lib/woff.ts, which the PNG renderer uses). Used by the font build step
 * (scripts/fontFiles.ts, ADR 0084) and its tests.
 */

/** Tags a directory entry names by index (WOFF 2.0, 5.1, "Known Table Tags"); 63 means the tag follows. */
const KNOWN_TAGS = (
  'cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT ' +
  'VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar ' +
  'fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
)
  .match(/.{4} ?/g)!
  .map((t) => t.slice(0, 4));

interface Entry {
  tag: string;
  /** Where the table starts in the decompressed stream, and its length there. */
  offset: number;
  length: number;
}

export interface Woff2 {
  /** The tables the font carries, in directory order. */
  tables: string[];
  /** The code points its cmap maps to a glyph, ascending. */
  codePoints: number[];
  /** How many glyphs it has (maxp): those the cmap maps, .notdef, and those only layout reaches (ligatures…). */
  glyphs: number;
}

export function readWoff2(font: Uint8Array): Woff2 {
  const bytes = Buffer.from(font.buffer, font.byteOffset, font.byteLength);
  if (bytes.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 font');
  if (bytes.toString('latin1', 4, 8) === 'ttcf') throw new Error('font collections are not read');
  const numTables = bytes.readUInt16BE(12);
  const compressedLength = bytes.readUInt32BE(20);
  let at = 48;
  // UIntBase128: seven bits a byte, high bit set while more follow.
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = bytes[at++]!;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('bad UIntBase128');
  };
  const entries: Entry[] = [];
  let offset = 0;
  for (let i = 0; i < numTables; i++) {
    const flags = bytes[at++]!;
    const tag = (flags & 0x3f) === 63 ? bytes.toString('latin1', at, (at += 4)) : KNOWN_TAGS[flags & 0x3f]!;
    const length = base128();
    const version = flags >> 6;
    // glyf and loca are transformed unless their version is 3; any other table only when its version is not 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    const stored = transformed ? base128() : length;
    entries.push({ tag, offset, length: stored });
    offset += stored;
  }
  const stream = brotliDecompressSync(bytes.subarray(at, at + compressedLength));
  const table = (tag: string) => {
    const entry = entries.find((e) => e.tag === tag);
    if (!entry) throw new Error(`no ${tag} table`);
    return stream.subarray(entry.offset, entry.offset + entry.length);
  };
  return {
    tables: entries.map((e) => e.tag),
    codePoints: codePointsOf(cmapRanges([{ tag: 'cmap', checksum: 0, data: table('cmap') }])),
    glyphs: table('maxp').readUInt16BE(4),
  };
}

/** Inclusive ranges (several subtables may name the same code point) as distinct code points, ascending. */
const codePointsOf = (ranges: [number, number][]): number[] => {
  const found = new Set<number>();
  for (const [from, to] of ranges) for (let c = from; c <= to; c++) found.add(c);
  return [...found].sort((a, b) => a - b);
};
