import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { readWoff2 } from './woff2.ts';

/**
 * Cloudscape's global styles carry eight Open Sans faces inlined as base64: about 130 KB gzip of
 * CSS that every page downloaded before its first paint, the faces it never draws included. This
 * build step turns each face into woff2 files the stylesheet points at, so a browser fetches a
 * face only when text set in it is laid out (ADR 0084). The declarations keep their family, weights
 * and styles.
 *
 * Each face is split in two by `unicode-range`, both files without TrueType hinting (ADR 0084, amended):
 * the core, what English UI text uses, and the rest of what the face maps. A page in English fetches the
 * core alone; a word with é or € fetches the rest too. Drawn as before where hints are ignored or applied
 * slightly (macOS, Chromium's slight or no hinting); a rasterizer that applies them in full draws the text
 * a little differently (the ADR's consequences).
 */
const GLOBAL_STYLES = /@cloudscape-design[\\/]global-styles[\\/]index\.css$/;
const FACE = /@font-face\s*\{[^}]*\}/g;
const DATA_URL = /url\(\s*['"]?data:font\/woff2;base64,([A-Za-z0-9+/=]+)['"]?\s*\)/;

/** ASCII, no-break space, ©, ·, en and em dashes, curly quotes, bullet and ellipsis. */
export const CORE_RANGE = 'U+0020-007E, U+00A0, U+00A9, U+00B7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026';

/** The code points a `unicode-range` value names, ascending. */
export function parseUnicodeRange(range: string): number[] {
  const found = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    for (let c = parseInt(from, 16); c <= parseInt(to, 16); c++) found.add(c);
  }
  return [...found].sort((a, b) => a - b);
}

/** Code points as a `unicode-range` value, runs joined (`U+0020-007E, U+00A0`). */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (c: number) => c.toString(16).toUpperCase().padStart(4, '0');
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return runs.join(', ');
}

const CORE = new Set(parseUnicodeRange(CORE_RANGE));
/** Unhinted woff2; harfbuzz's layout closure stays on (it is the default), so ligatures such as fi and fl stay. */
const OPTIONS = { targetFormat: 'woff2', noHinting: true } as const;
const SUBSETTER = (createRequire(import.meta.url)('subset-font/package.json') as { version: string }).version;

interface Part {
  name: 'core' | 'rest';
  codePoints: number[];
}

/** A face's code points as the core and the rest; a part the face maps nothing of is left out. */
function splitFace(codePoints: number[]): Part[] {
  const parts: Part[] = [
    { name: 'core', codePoints: codePoints.filter((c) => CORE.has(c)) },
    { name: 'rest', codePoints: codePoints.filter((c) => !CORE.has(c)) },
  ];
  return parts.filter((p) => p.codePoints.length > 0);
}

/**
 * The part's woff2 file in `dir`, in a folder named by a hash of the face, the split and the subsetter with its
 * options, so a build subsets only what changed.
 */
async function writePart(face: Buffer, part: Part, base: string, dir: string): Promise<string> {
  const key = createHash('sha256')
    .update(face)
    .update(`${SUBSETTER} ${JSON.stringify(OPTIONS)} ${CORE_RANGE}`)
    .digest('hex')
    .slice(0, 16);
  const file = join(dir, key, `${base}-${part.name}.woff2`);
  if (existsSync(file)) return file;
  const text = String.fromCodePoint(...part.codePoints);
  const subset = await subsetFont(face, text, OPTIONS);
  mkdirSync(dirname(file), { recursive: true });
  // Renamed into place, so a build running beside this one never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, subset);
  renameSync(partial, file);
  return file;
}

/** The CSS with every inlined face replaced by two rules, core and rest, pointing at woff2 files written to `dir`. */
export async function extractFaces(css: string, cssFile: string, dir: string): Promise<string> {
  const faces = [...css.matchAll(FACE)].map((m) => m[0]);
  const rules = await Promise.all(
    faces.map(async (face) => {
      const data = DATA_URL.exec(face)?.[1];
      if (!data) return face;
      const weight = /font-weight:\s*(\d+)/.exec(face)?.[1] ?? '400';
      const style = /font-style:\s*(\w+)/.exec(face)?.[1] ?? 'normal';
      const bytes = Buffer.from(data, 'base64');
      const rulesOfFace = [];
      for (const part of splitFace(readWoff2(bytes).codePoints)) {
        const file = await writePart(bytes, part, `open-sans-${weight}-${style}`, dir);
        // Relative to the stylesheet, so Vite hashes and emits it like any other asset.
        const url = relative(dirname(cssFile), file).split('\\').join('/');
        // swap: the form shows at once in the fallback font while a face arrives.
        const tail = `  font-display: swap;\n  unicode-range: ${unicodeRange(part.codePoints)};\n}`;
        rulesOfFace.push(face.replace(DATA_URL, `url('${url}')`).replace(/\}$/, tail));
      }
      return rulesOfFace.join('\n\n');
    }),
  );
  let i = 0;
  return css.replace(FACE, () => rules[i++]!);
}

/** The Vite plugin: before Vite's own CSS handling, on builds only (the dev server keeps the package as is). */
export function cloudscapeFontFiles(cacheDir: string): Plugin {
  return {
    name: 'esg:cloudscape-font-files',
    enforce: 'pre',
    apply: 'build',
    async load(id) {
      if (!GLOBAL_STYLES.test(id)) return null;
      return extractFaces(readFileSync(id, 'utf8'), id, cacheDir);
    },
  };
}
