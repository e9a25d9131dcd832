import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CORE_RANGE,
  cloudscapeFontFiles,
  extractFaces,
  parseUnicodeRange,
  unicodeRange,
} from '../../web/scripts/fontFiles';
import { readWoff2, type Woff2 } from '../../web/scripts/woff2';
import { ROOT } from '../bench/bundle';

/**
 * Open Sans as font files (web/scripts/fontFiles.ts, ADR 0084): each face Cloudscape's global styles inline becomes
 * two unhinted woff2 files, the core English UI text uses and the rest of what the face maps, each declared for its
 * own `unicode-range`. Run on the installed package's stylesheet, as the build does.
 */
const STYLES = createRequire(join(ROOT, 'web/package.json')).resolve('@cloudscape-design/global-styles/index.css');
const FACE = /@font-face\s*\{[^}]*\}/g;
const CORE = new Set(parseUnicodeRange(CORE_RANGE));

const field = (rule: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(rule)?.[1]?.trim();

interface Face {
  weight: string;
  style: string;
  font: Woff2;
}
/** The faces the package inlines, read from their base64. */
const inlined = (css: string): Face[] =>
  [...css.matchAll(FACE)].flatMap(([rule]) => {
    const data = /data:font\/woff2;base64,([A-Za-z0-9+/=]+)/.exec(rule)?.[1];
    if (!data) return [];
    return [
      {
        weight: field(rule, 'font-weight')!,
        style: field(rule, 'font-style')!,
        font: readWoff2(Buffer.from(data, 'base64')),
      },
    ];
  });

interface Rule {
  weight: string;
  style: string;
  family: string;
  display: string | undefined;
  range: string | undefined;
  /** The file the url names, resolved against the stylesheet. */
  file: string;
}
const rules = (css: string): Rule[] =>
  [...css.matchAll(FACE)].map(([rule]) => ({
    weight: field(rule, 'font-weight')!,
    style: field(rule, 'font-style')!,
    family: field(rule, 'font-family')!,
    display: field(rule, 'font-display'),
    range: field(rule, 'unicode-range'),
    file: resolve(dirname(STYLES), /url\('([^']+)'\)/.exec(rule)?.[1] ?? ''),
  }));

const source = readFileSync(STYLES, 'utf8');
const faces = inlined(source);
let dir: string;
let css: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'esg-fonts-'));
  css = await extractFaces(source, STYLES, dir);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('unicode-range values', () => {
  it('reads and writes runs', () => {
    expect(unicodeRange([0xe9, 0x22, 0x20, 0x21, 0x41])).toBe('U+0020-0022, U+0041, U+00E9');
    expect(parseUnicodeRange('U+0020-0022, u+e9')).toEqual([0x20, 0x21, 0x22, 0xe9]);
    expect(unicodeRange(parseUnicodeRange(CORE_RANGE))).toBe(CORE_RANGE);
    expect(CORE.size).toBe(95 + 11);
  });
});

describe("Cloudscape's Open Sans faces", () => {
  it('are the eight inlined faces, each mapping the code points Cloudscape’s Open Sans is known to map (the reader read right)', () => {
    expect(faces.map((f) => `${f.weight} ${f.style}`)).toEqual(
      ['300', '400', '700', '800'].flatMap((w) => [`${w} normal`, `${w} italic`]),
    );
    const known =
      'U+0000, U+000D, U+0020-007E, U+00A0-00FF, U+0131, U+0152-0153, U+02BC, U+02C6, U+02DA, U+02DC, U+2002, ' +
      'U+2009, U+200B, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+2032-2033, U+2039-203A, U+2044, ' +
      'U+2074, U+20AC, U+2122, U+2212, U+2215, U+FEFF, U+FFFD';
    for (const face of faces) expect(unicodeRange(face.font.codePoints)).toBe(known);
    // …hinted, so the checks below that the files are not look at the right tables.
    for (const face of faces) expect(face.font.tables).toEqual(expect.arrayContaining(['fpgm', 'prep', 'cvt ']));
  });
});

describe('extractFaces', () => {
  it('leaves no face inlined', () => {
    expect(css).not.toMatch(/data:font\//);
    // …and the rest of the stylesheet as it was.
    const rest = (text: string) => text.replace(FACE, '').replace(/\s+/g, ' ');
    expect(rest(css)).toBe(rest(source));
  });

  it('declares each face twice, core then rest, for the same family, weight and style, with swap', () => {
    const written = rules(css);
    expect(written).toHaveLength(faces.length * 2);
    faces.forEach((face, i) => {
      const [core, rest] = [written[2 * i]!, written[2 * i + 1]!];
      for (const rule of [core, rest]) {
        expect(rule).toMatchObject({ family: "'Open Sans'", weight: face.weight, style: face.style, display: 'swap' });
      }
      expect(core.range).toBe(CORE_RANGE);
      expect(rest.range).toBe(unicodeRange(face.font.codePoints.filter((c) => !CORE.has(c))));
      expect(core.file).toMatch(new RegExp(`open-sans-${face.weight}-${face.style}-core\\.woff2$`));
      expect(rest.file).toMatch(new RegExp(`open-sans-${face.weight}-${face.style}-rest\\.woff2$`));
    });
  });

  it('points each rule at a woff2 file that maps exactly its unicode-range, the two together the whole face', () => {
    const written = rules(css);
    faces.forEach((face, i) => {
      const [core, rest] = [written[2 * i]!, written[2 * i + 1]!].map((rule) => {
        expect(existsSync(rule.file)).toBe(true);
        const font = readWoff2(readFileSync(rule.file));
        expect(font.codePoints).toEqual(parseUnicodeRange(rule.range!));
        return font;
      });
      expect(core!.codePoints).toEqual(face.font.codePoints.filter((c) => CORE.has(c)));
      expect([...core!.codePoints, ...rest!.codePoints].sort((a, b) => a - b)).toEqual(face.font.codePoints);
    });
  });

  it('writes the files without hinting, and keeps the glyphs layout reaches (fi, fl)', () => {
    for (const rule of rules(css)) {
      const font = readWoff2(readFileSync(rule.file));
      expect(font.tables.filter((t) => ['fpgm', 'prep', 'cvt '].includes(t))).toEqual([]);
      expect(font.tables).toEqual(expect.arrayContaining(['GSUB', 'GPOS']));
      // The core maps 106 code points; its ligatures and alternates are glyphs no code point maps.
      if (rule.range === CORE_RANGE) expect(font.glyphs).toBeGreaterThan(font.codePoints.length + 1 + 20);
    }
    // Smaller than the face they come from, core and rest together.
    const written = rules(css);
    for (let i = 0; i < written.length; i += 2) {
      const [core, rest] = [statSync(written[i]!.file).size, statSync(written[i + 1]!.file).size];
      expect(core).toBeLessThan(9 * 1024);
      expect(rest).toBeLessThan(7 * 1024);
    }
  });

  it('subsets a face once: a second build finds its files in the cache', async () => {
    const files = rules(css).map((r) => r.file);
    const before = files.map((f) => statSync(f).mtimeMs);
    expect(await extractFaces(source, STYLES, dir)).toBe(css);
    expect(files.map((f) => statSync(f).mtimeMs)).toEqual(before);
  });
});

describe('the plugin', () => {
  const load = (plugin: Plugin, id: string) =>
    (plugin.load as Extract<Plugin['load'], (...args: never[]) => unknown>).call({} as never, id) as Promise<
      string | null
    >;

  it('rewrites Cloudscape’s global styles and nothing else, on builds only', async () => {
    const plugin = cloudscapeFontFiles(dir);
    expect(plugin).toMatchObject({ apply: 'build', enforce: 'pre' });
    expect(await load(plugin, STYLES)).toBe(css);
    expect(await load(plugin, join(ROOT, 'web/src/features/auth/signIn/signIn.css'))).toBeNull();
  });
});
