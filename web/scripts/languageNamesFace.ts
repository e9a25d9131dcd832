import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { LANGUAGE_NAMES } from '../src/i18n/languages.ts';

/**
 * The faces the languages' own names are set in wherever the page's fonts lack them (web/src/ui/languageName.css,
 * ADR 0147 amended): 繁體中文 from Noto Sans TC, the characters of 简体中文 it lacks from Noto Sans SC, each subset to
 * those characters alone (a few KB) so an English page on a machine without a CJK font names the other languages
 * legibly. Run `node --import tsx web/scripts/languageNamesFace.ts` after changing a name; languageName.test.ts holds
 * the files and the stylesheet's `unicode-range` to the names.
 */
export const FACE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/ui/fonts');

/** The CJK characters of a text, in order, once each. */
export const cjkOf = (text: string) => [...new Set([...text].filter((c) => /\p{Script=Han}/u.test(c)))];

/** Each face: its file, the @fontsource face it is cut from, and the characters it carries. */
export const LANGUAGE_NAME_FACES = [
  { file: 'language-names-tc.woff2', source: 'noto-sans-tc', characters: cjkOf(LANGUAGE_NAMES.hk) },
  {
    file: 'language-names-sc.woff2',
    source: 'noto-sans-sc',
    characters: cjkOf(LANGUAGE_NAMES.cn).filter((c) => !cjkOf(LANGUAGE_NAMES.hk).includes(c)),
  },
] as const;

const SCRIPT = { 'noto-sans-tc': 'chinese-traditional', 'noto-sans-sc': 'chinese-simplified' } as const;

async function main() {
  const require = createRequire(import.meta.url);
  for (const face of LANGUAGE_NAME_FACES) {
    const source = require.resolve(
      `@fontsource/${face.source}/files/${face.source}-${SCRIPT[face.source]}-400-normal.woff2`,
    );
    const subset = await subsetFont(readFileSync(source), face.characters.join(''), {
      targetFormat: 'woff2',
      noHinting: true,
    });
    writeFileSync(join(FACE_DIR, face.file), subset);
    console.log(`${face.file}: ${face.characters.join('')} (${subset.length} bytes)`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
