import { inflateSync } from 'node:zlib';

/** The eight bytes every PNG starts with. */
export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's size from its IHDR chunk (right after the signature). */
export function pngSize(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (String.fromCharCode(...png.subarray(12, 16)) !== 'IHDR') throw new Error('no IHDR first');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * The RGBA pixels of an 8-bit, non-interlaced truecolour PNG (what resvg writes): the IDAT chunks
 * inflated and each row unfiltered (None, Sub, Up, Average, Paeth).
 */
export function pngPixels(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const { width, height } = pngSize(png);
  const [depth, colourType, interlace] = [png[24], png[25], png[28]];
  if (depth !== 8 || (colourType !== 6 && colourType !== 2) || interlace !== 0) throw new Error('unsupported PNG');
  const bpp = colourType === 6 ? 4 : 3;
  const idat: Uint8Array[] = [];
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at);
    if (String.fromCharCode(...png.subarray(at + 4, at + 8)) === 'IDAT')
      idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  const out = new Uint8Array(width * height * 4);
  let prev = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const cur = new Uint8Array(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? cur[i - bpp]! : 0;
      const b = prev[i]!;
      const c = i >= bpp ? prev[i - bpp]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter]!;
      cur[i] = (line[i]! + predictor) & 0xff;
    }
    for (let x = 0; x < width; x++) {
      out.set(cur.subarray(x * bpp, x * bpp + 3), (y * width + x) * 4);
      out[(y * width + x) * 4 + 3] = bpp === 4 ? cur[x * bpp + 3]! : 255;
    }
    prev = cur;
  }
  return { width, height, rgba: out };
}

/** How many pixels of a region are not white: the ink drawn there. */
export function inkIn(
  image: { width: number; rgba: Uint8Array },
  region: { x: number; y: number; width: number; height: number },
) {
  let ink = 0;
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      const i = (y * image.width + x) * 4;
      if (image.rgba[i]! < 250 || image.rgba[i + 1]! < 250 || image.rgba[i + 2]! < 250) ink++;
    }
  }
  return ink;
}
