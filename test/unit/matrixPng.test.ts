import { describe, expect, it } from 'vitest';
import { svgToPng } from '@esg/core/infra/png/svgToPng';
import { facesFor } from '@esg/core/infra/png/fonts';
import type { Language } from '@esg/core/schemas/common';
import { inkIn, pngPixels } from '../support/png';

/**
 * The server's PNG (ADR 0058) draws Chinese with real glyphs: each character alone in a small image.
 * Every character a font lacks is drawn as the same box (tofu), so distinct pictures mean real glyphs.
 */
const drawn = async (ch: string, language: Language, latinOnly = false) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" font-family="sans-serif" font-size="32"><rect width="40" height="40" fill="#ffffff"/><text x="4" y="34">${ch}</text></svg>`;
  const image = pngPixels((await svgToPng(svg, { language, scale: 1, latinOnly })).png);
  return { image, key: Buffer.from(image.rgba).toString('base64') };
};

// Traditional, Simplified (Noto Sans TC has no glyph for 标 or 资), and both scripts' common forms.
const CHARACTERS = ['排', '放', '物', '會', '标', '资', '管'];

describe('server-made PNG: Chinese glyphs (ADR 0058)', () => {
  it.each(['hk', 'cn'] as const)(
    'draws every character of a %s chart as its own glyph, none as a box',
    async (language) => {
      const images = await Promise.all(CHARACTERS.map((ch) => drawn(ch, language)));
      expect(new Set(images.map((i) => i.key)).size).toBe(CHARACTERS.length);
      for (const { image } of images) expect(inkIn(image, { x: 0, y: 0, width: 40, height: 40 })).toBeGreaterThan(40);
    },
  );

  it('without the Chinese faces every character is the same box: what the test above would catch', async () => {
    const images = await Promise.all(CHARACTERS.map((ch) => drawn(ch, 'cn', true)));
    expect(new Set(images.map((i) => i.key)).size).toBe(1);
  });

  it("draws a character both fonts carry in the reader's own script: 骨 and 要 differ between hk and cn", async () => {
    for (const ch of ['骨', '要']) expect((await drawn(ch, 'hk')).key, ch).not.toBe((await drawn(ch, 'cn')).key);
  });

  it('loads only the subsets a text needs: an English chart takes no Chinese face', async () => {
    const en = await facesFor('Materiality matrix 0123456789 (3)', ['noto-sans', 'noto-sans-tc', 'noto-sans-sc']);
    expect(en).toEqual({ faces: [expect.any(Uint8Array)], missing: [] });
    const { faces } = await facesFor('重要性矩阵 对公司的重要性', ['noto-sans', 'noto-sans-sc', 'noto-sans-tc']);
    expect(faces.length).toBeGreaterThan(1);
    expect(faces.length).toBeLessThan(10);
  });

  it('draws a character no font has (an emoji) as one box and keeps the rest of its label readable', async () => {
    const label = (text: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" font-family="sans-serif" font-size="32"><rect width="160" height="40" fill="#ffffff"/><text x="4" y="34">${text}</text></svg>`;
    // The columns of the characters after the unknown one (x 68–160).
    const tail = async (text: string) => {
      const { rgba } = pngPixels((await svgToPng(label(text), { language: 'cn', scale: 1 })).png);
      const rows = Array.from({ length: 40 }, (_, y) =>
        Buffer.from(rgba.subarray((y * 160 + 68) * 4, (y + 1) * 160 * 4)),
      );
      return Buffer.concat(rows).toString('base64');
    };
    expect((await facesFor('排😀物', ['noto-sans', 'noto-sans-sc', 'noto-sans-tc'])).missing).toEqual(['😀']);
    expect(await tail('排😀放物')).toBe(await tail('排□放物'));
    expect(await tail('排😀放物')).not.toBe(await tail('排□□□'));
  });
});
