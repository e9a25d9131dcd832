import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { Language } from '../../schemas/common';
import type { FontPackage } from './fontFiles';
import { facesFor } from './fonts';

/**
 * SVG → PNG on the server with resvg's WebAssembly build (no native binary to match Lambda's
 * architecture). No system fonts: only the embedded ones, so every machine draws the same picture.
 */
let ready: Promise<void> | null = null;

/** Once per Lambda instance: the wasm is installed in the function package (stacks/settings.ts `pngAssets`). */
function loadWasm(): Promise<void> {
  ready ??= readFile(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')).then((wasm) =>
    initWasm(wasm),
  );
  ready.catch(() => (ready = null));
  return ready;
}

/** The reader's own script first, so a character both Chinese fonts carry takes its familiar form. */
const FONT_ORDER: Record<Language, FontPackage[]> = {
  en: ['noto-sans', 'noto-sans-tc', 'noto-sans-sc'],
  hk: ['noto-sans', 'noto-sans-tc', 'noto-sans-sc'],
  cn: ['noto-sans', 'noto-sans-sc', 'noto-sans-tc'],
};

/** What a character no embedded font draws is drawn as: WHITE SQUARE. */
const NO_GLYPH = '\u25a1';

export interface PngOptions {
  language: Language;
  /** Pixels per SVG unit: 2 draws a 720 × 540 chart as 1440 × 1080, sharp on print and high-density screens. */
  scale?: number;
  /** Tests only: draw without the Chinese faces, to show what they change. */
  latinOnly?: boolean;
}

/** An SVG document as PNG bytes, every text drawn with the embedded Noto Sans faces that cover it. */
export async function svgToPng(svg: string, { language, scale = 2, latinOnly = false }: PngOptions) {
  const order = latinOnly ? (['noto-sans'] as FontPackage[]) : FONT_ORDER[language];
  const [, fonts] = await Promise.all([loadWasm(), facesFor(svg, order)]);
  let fontBuffers = fonts.faces;
  if (fonts.missing.length > 0 && !latinOnly) {
    // resvg stops looking for fonts at the first character none draws, leaving the rest of that text
    // as boxes: such a character becomes □ (which the Chinese fonts draw), and the rest stays readable.
    svg = [...svg].map((c) => (fonts.missing.includes(c) ? NO_GLYPH : c)).join('');
    fontBuffers = (await facesFor(svg, order)).faces;
  }
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    font: { fontBuffers, defaultFontFamily: 'Noto Sans', sansSerifFamily: 'Noto Sans' },
  });
  try {
    const image = resvg.render();
    try {
      return { png: image.asPng(), width: image.width, height: image.height };
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
