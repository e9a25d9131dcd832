import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cmapRanges, sfntOf, woffTables } from '../../lib/woff';
import { FONT_PACKAGES, fontDir, type FontPackage } from './fontFiles';

type Ranges = [number, number][];

/** `U+4e00-4e0f,U+4e11` → [[0x4e00, 0x4e0f], [0x4e11, 0x4e11]]. */
export function parseUnicodeRange(css: string): Ranges {
  return css.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const a = parseInt(from!, 16);
    return [a, to === undefined ? a : parseInt(to, 16)];
  });
}

interface Subset {
  pkg: FontPackage;
  /** `latin`, `[12]`, … as fontsource names them; the file name drops the brackets. */
  name: string;
  ranges: Ranges;
}

/** A decoded face: its TrueType bytes and the characters it really draws. */
interface Face {
  sfnt: Uint8Array;
  draws: Ranges;
}

/** Cached per Lambda instance: the subset indexes and every decoded face. */
let subsets: Promise<Subset[]> | null = null;
const faces = new Map<string, Promise<Face>>();

function loadSubsets(): Promise<Subset[]> {
  subsets ??= Promise.all(
    FONT_PACKAGES.map(async (pkg) => {
      const index = JSON.parse(await readFile(join(fontDir(pkg), 'unicode.json'), 'utf8')) as Record<string, string>;
      return Object.entries(index).map(([name, css]) => ({ pkg, name, ranges: parseUnicodeRange(css) }));
    }),
  ).then((all) => all.flat());
  subsets.catch(() => (subsets = null));
  return subsets;
}

const covers = (ranges: Ranges, cp: number) => ranges.some(([a, b]) => cp >= a && cp <= b);

/**
 * The font faces (TrueType bytes) that draw `text`, in `order`'s preference: for each package, the
 * subsets that draw at least one character no earlier package draws. `missing`: the characters
 * beyond ASCII that no face draws (an emoji in a topic name).
 */
export async function facesFor(
  text: string,
  order: readonly FontPackage[] = FONT_PACKAGES,
): Promise<{ faces: Uint8Array[]; missing: string[] }> {
  let wanted = [...new Set([...text].map((c) => c.codePointAt(0)!))];
  const all = await loadSubsets();
  const chosen: Face[] = [];
  for (const pkg of order) {
    const candidates = all.filter((s) => s.pkg === pkg && wanted.some((cp) => covers(s.ranges, cp)));
    const drawing = (await Promise.all(candidates.map(faceOf))).filter((f) => wanted.some((cp) => covers(f.draws, cp)));
    chosen.push(...drawing);
    // A character an earlier package draws is not looked for again (Latin stays in Noto Sans).
    wanted = wanted.filter((cp) => !drawing.some((f) => covers(f.draws, cp)));
  }
  return {
    faces: chosen.map((f) => f.sfnt),
    missing: wanted.filter((cp) => cp > 0x7f).map((cp) => String.fromCodePoint(cp)),
  };
}

function faceOf({ pkg, name }: Subset): Promise<Face> {
  const path = join(fontDir(pkg), 'files', `${pkg}-${name.replace(/^\[(\d+)\]$/, '$1')}-400-normal.woff`);
  let face = faces.get(path);
  if (!face) {
    face = readFile(path).then((woff) => {
      const { flavor, tables } = woffTables(woff);
      return { sfnt: sfntOf(flavor, tables), draws: cmapRanges(tables) };
    });
    face.catch(() => faces.delete(path));
    faces.set(path, face);
  }
  return face;
}
