import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Cloudscape's global styles carry eight Open Sans faces inlined as base64: about 130 KB gzip of
 * CSS that every page downloaded before its first paint, the faces it never draws included. This
 * build step turns each face into a woff2 file the stylesheet points at, so a browser fetches a
 * face only when text set in it is laid out (ADR 0084). The declarations stay as they are — the
 * same weights and styles — so nothing renders differently.
 */
const GLOBAL_STYLES = /@cloudscape-design[\\/]global-styles[\\/]index\.css$/;
const FACE = /@font-face\s*\{[^}]*\}/g;
const DATA_URL = /url\(\s*['"]?data:font\/woff2;base64,([A-Za-z0-9+/=]+)['"]?\s*\)/;

/** The CSS with every inlined face pointing at a woff2 file written to `dir` instead. */
export function extractFaces(css: string, cssFile: string, dir: string): string {
  return css.replace(FACE, (face) => {
    const data = DATA_URL.exec(face)?.[1];
    if (!data) return face;
    const weight = /font-weight:\s*(\d+)/.exec(face)?.[1] ?? '400';
    const style = /font-style:\s*(\w+)/.exec(face)?.[1] ?? 'normal';
    const file = join(dir, `open-sans-${weight}-${style}.woff2`);
    writeFileSync(file, Buffer.from(data, 'base64'));
    // Relative to the stylesheet, so Vite hashes and emits it like any other asset.
    const url = relative(dirname(cssFile), file).split('\\').join('/');
    // swap: the form shows at once in the fallback font while a face arrives.
    return face.replace(DATA_URL, `url('${url}')`).replace(/\}$/, '  font-display: swap;\n}');
  });
}

/** The Vite plugin: before Vite's own CSS handling, on builds only (the dev server keeps the package as is). */
export function cloudscapeFontFiles(cacheDir: string): Plugin {
  return {
    name: 'esg:cloudscape-font-files',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (!GLOBAL_STYLES.test(id)) return null;
      mkdirSync(cacheDir, { recursive: true });
      return extractFaces(readFileSync(id, 'utf8'), id, cacheDir);
    },
  };
}
