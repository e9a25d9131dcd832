import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cmapRanges, sfntOf, tableChecksum, WoffError, woffTables, woffToSfnt, type FontTable } from './woff';

const fontFile = (pkg: string, file: string) =>
  readFileSync(join(dirname(createRequire(import.meta.url).resolve(`@fontsource/${pkg}`)), 'files', file));

/** A WOFF 1.0 file around `tables`, each stored compressed when that is smaller (as the spec says). */
function woffOf(flavor: number, tables: FontTable[]): Uint8Array {
  const stored = tables.map((t) => {
    const z = deflateSync(t.data);
    return z.length < t.data.length ? new Uint8Array(z) : t.data;
  });
  const dirEnd = 44 + tables.length * 20;
  const size = stored.reduce((s, d) => s + ((d.length + 3) & ~3), dirEnd);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x774f4646);
  view.setUint32(4, flavor);
  view.setUint32(8, size);
  view.setUint16(12, tables.length);
  let offset = dirEnd;
  tables.forEach((t, i) => {
    const at = 44 + i * 20;
    for (let c = 0; c < 4; c++) out[at + c] = t.tag.charCodeAt(c);
    view.setUint32(at + 4, offset);
    view.setUint32(at + 8, stored[i]!.length);
    view.setUint32(at + 12, t.data.length);
    view.setUint32(at + 16, t.checksum);
    out.set(stored[i]!, offset);
    offset += (stored[i]!.length + 3) & ~3;
  });
  return out;
}

describe('tableChecksum', () => {
  it('sums big-endian uint32s mod 2³², the last one zero-padded', () => {
    expect(tableChecksum(new Uint8Array([0, 0, 0, 1, 0, 0, 0, 2]))).toBe(3);
    expect(tableChecksum(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0, 0, 0, 2]))).toBe(1);
    expect(tableChecksum(new Uint8Array([1]))).toBe(0x01000000);
  });
});

describe('woffToSfnt', () => {
  it('round-trips: an SFNT wrapped as WOFF (one table compressed, one stored) comes back byte for byte', () => {
    const text = new TextEncoder().encode('the same words again and again and again and again ');
    const tables: FontTable[] = [
      { tag: 'cmap', data: text, checksum: tableChecksum(text) },
      { tag: 'head', data: new Uint8Array([1, 2, 3]), checksum: tableChecksum(new Uint8Array([1, 2, 3])) },
    ];
    const sfnt = sfntOf(0x00010000, tables);
    const woff = woffOf(0x00010000, tables);
    // The repeated text really went through zlib: its stored length is below its length.
    expect(new DataView(woff.buffer).getUint32(44 + 8)).toBeLessThan(text.length);
    expect(woffToSfnt(woff)).toEqual(sfnt);
    const view = new DataView(sfnt.buffer);
    expect([view.getUint32(0), view.getUint16(4), view.getUint16(6), view.getUint16(8), view.getUint16(10)]).toEqual([
      0x00010000, 2, 32, 1, 0,
    ]);
  });

  it('decodes the Noto Sans Latin subset: every table matches the checksum its directory records', () => {
    const woff = fontFile('noto-sans', 'noto-sans-latin-400-normal.woff');
    const { flavor, tables } = woffTables(woff);
    expect(flavor).toBe(0x00010000); // TrueType outlines
    expect(tables.map((t) => t.tag)).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca', 'name']));
    for (const t of tables) {
      // head's checksum is taken with its checkSumAdjustment (bytes 8–11) zeroed.
      const data = t.tag === 'head' ? Uint8Array.from(t.data, (b, i) => (i >= 8 && i < 12 ? 0 : b)) : t.data;
      expect(tableChecksum(data), t.tag).toBe(t.checksum);
    }
    const sfnt = woffToSfnt(woff);
    // The WOFF header's totalSfntSize: the size of the font it was made from.
    expect(sfnt.length).toBe(new DataView(woff.buffer, woff.byteOffset).getUint32(16));
  });

  it('refuses what is not a WOFF 1.0 file, or is cut short', () => {
    const woff = fontFile('noto-sans', 'noto-sans-latin-400-normal.woff');
    const woff2 = fontFile('noto-sans', 'noto-sans-latin-400-normal.woff2');
    expect(() => woffToSfnt(new Uint8Array(10))).toThrow(WoffError);
    expect(() => woffToSfnt(woff2)).toThrow('bad signature');
    expect(() => woffToSfnt(woff.subarray(0, 60))).toThrow('truncated');
    expect(() => woffToSfnt(woff.subarray(0, woff.length - 100))).toThrow(/truncated WOFF table/);
  });
});

describe('cmapRanges', () => {
  const draws = (pkg: string, file: string, ch: string) => {
    const ranges = cmapRanges(woffTables(fontFile(pkg, file)).tables);
    const cp = ch.codePointAt(0)!;
    return ranges.some(([a, b]) => cp >= a && cp <= b);
  };

  it('reads what a face really draws, which is not its CSS unicode-range', () => {
    expect(draws('noto-sans', 'noto-sans-latin-400-normal.woff', 'A')).toBe(true);
    expect(draws('noto-sans', 'noto-sans-latin-400-normal.woff', '理')).toBe(false);
    expect(draws('noto-sans-tc', 'noto-sans-tc-118-400-normal.woff', '理')).toBe(true);
    // fontsource's range for TC subset 103 names 标 (a simplified form); the face has no glyph for it.
    expect(draws('noto-sans-tc', 'noto-sans-tc-103-400-normal.woff', '标')).toBe(false);
  });
});
