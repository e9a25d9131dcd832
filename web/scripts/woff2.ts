import { brotliDecompressSync } from 'node:zlib';

/**
 * Just enough of a WOFF2 reader to tell which tables a font carries and which code points it maps: the table
 * directory, and the `cmap` out of the one Brotli stream that holds every table (W3C WOFF 2.0, sections 5 and 6;
 * OpenType's cmap formats 4 and 12). Used by the font build step (scripts/fontFiles.ts, ADR 0084) and its tests.
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
    codePoints: readCmap(table('cmap')),
    glyphs: table('maxp').readUInt16BE(4),
  };
}

/** The code points of the best Unicode subtable: format 12 (full repertoire) over format 4 (BMP). */
export function readCmap(cmap: Buffer): number[] {
  const subtables = Array.from({ length: cmap.readUInt16BE(2) }, (_, i) => {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const offset = cmap.readUInt32BE(8 + i * 8);
    return { unicode: platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)), offset };
  }).filter((s) => s.unicode);
  const format = (s: { offset: number }) => cmap.readUInt16BE(s.offset);
  const table = subtables.find((s) => format(s) === 12) ?? subtables.find((s) => format(s) === 4);
  if (!table) throw new Error('no Unicode cmap of format 4 or 12');
  const found = new Set<number>();
  const o = table.offset;
  if (format(table) === 12) {
    for (let g = 0, groups = cmap.readUInt32BE(o + 12); g < groups; g++) {
      const [start, end, glyph] = [0, 4, 8].map((d) => cmap.readUInt32BE(o + 16 + g * 12 + d)) as [
        number,
        number,
        number,
      ];
      for (let c = start; c <= end; c++) if (glyph + c - start !== 0) found.add(c);
    }
  } else {
    const segments = cmap.readUInt16BE(o + 6) / 2;
    const ends = o + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const end = cmap.readUInt16BE(ends + s * 2);
      const start = cmap.readUInt16BE(starts + s * 2);
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
        else {
          const index = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
          glyph = index === 0 ? 0 : (index + delta) & 0xffff;
        }
        if (glyph !== 0) found.add(c);
      }
    }
  }
  return [...found].sort((a, b) => a - b);
}
