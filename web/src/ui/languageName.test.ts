import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseUnicodeRange } from '../../scripts/fontFiles';
import { cjkOf, FACE_DIR, LANGUAGE_NAME_FACES } from '../../scripts/languageNamesFace';
import { readWoff2 } from '../../scripts/woff2';
import { signInTokenCss } from '../../scripts/signInTokens';
import { LANGUAGE_NAMES, LANGUAGES } from '../i18n/languages';
import { CHINESE_FONTS, LANGUAGE_NAMES_FAMILY, withChineseFamilies } from '../i18n/fonts';
import { appTokenCss } from '../../scripts/appTokens';

/**
 * The languages' own names on a machine without a CJK font (web/src/ui/languageName.css, ADR 0147 amended): the two
 * committed faces carry exactly the names' Chinese characters, and the stylesheet declares each for exactly those.
 */
const CSS = readFileSync(join(import.meta.dirname, 'languageName.css'), 'utf8');
const rules = [...CSS.matchAll(/@font-face\s*\{[^}]*\}/g)].map(([rule]) => rule);
const codePoints = (chars: readonly string[]) => chars.map((c) => c.codePointAt(0)!).sort((a, b) => a - b);

describe('the language names faces', () => {
  it('carry every Chinese character of the languages’ names, each in one face', () => {
    const carried = LANGUAGE_NAME_FACES.flatMap((f) => f.characters);
    const named = LANGUAGES.flatMap((l) => cjkOf(LANGUAGE_NAMES[l]));
    expect(new Set(carried)).toEqual(new Set(named));
    expect(carried).toHaveLength(new Set(carried).size);
    expect(carried.join('')).toBe('繁體中文简体');
  });

  for (const face of LANGUAGE_NAME_FACES) {
    it(`${face.file} maps exactly ${face.characters.join('')}, and the stylesheet declares it for those`, () => {
      const font = readWoff2(readFileSync(join(FACE_DIR, face.file)));
      expect(font.codePoints).toEqual(codePoints(face.characters));
      const rule = rules.find((r) => r.includes(`./fonts/${face.file}`));
      expect(rule, face.file).toBeDefined();
      expect(rule).toContain(`font-family: ${LANGUAGE_NAMES_FAMILY}`);
      const range = /unicode-range:\s*([^;]+);/.exec(rule!)![1]!;
      expect(parseUnicodeRange(range)).toEqual(codePoints(face.characters));
    });
  }

  it('are named before the generic family, after every Chinese family, in the app’s and the sign-in page’s stacks', () => {
    const app = /body \{\s*--font-family-base-\w+: ([^;]+);/.exec(appTokenCss())![1]!;
    expect(app).toBe(`'Open Sans', 'Helvetica Neue', Roboto, Arial, ${LANGUAGE_NAMES_FAMILY}, sans-serif`);
    expect(withChineseFamilies(app, CHINESE_FONTS.hk)).toBe(
      `'Open Sans', 'Helvetica Neue', Roboto, Arial, ${CHINESE_FONTS.hk}, ${LANGUAGE_NAMES_FAMILY}, sans-serif`,
    );
    // Read back from a stylesheet as the browser wrote it, quotes and all; a stack without them takes the families last.
    expect(withChineseFamilies(app.replaceAll("'", '"'), 'X')).toMatch(/, X, "ESG Language Names", sans-serif$/);
    expect(withChineseFamilies('"Open Sans", sans-serif', 'X')).toBe('"Open Sans", X, sans-serif');
    const stacks = [...signInTokenCss().matchAll(/--esg-font-family-text:([^;]+);/g)].map(([, s]) =>
      s!.replace(/\s+/g, ' '),
    );
    expect(stacks).toHaveLength(2);
    for (const stack of stacks) expect(stack).toMatch(/'Noto Sans [TS]C', 'ESG Language Names', sans-serif$/);
  });
});
