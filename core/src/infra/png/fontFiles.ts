import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The fonts the server draws charts with: the web's own (web/src/i18n/fonts.ts), Noto Sans for Latin
 * and Noto Sans TC / SC for Chinese, regular weight. fontsource splits each into unicode-range
 * subsets (Chinese: ~100 of 30–60 KB); a chart loads only the subsets its characters fall in.
 */
export const FONT_PACKAGES = ['noto-sans', 'noto-sans-tc', 'noto-sans-sc'] as const;
export type FontPackage = (typeof FONT_PACKAGES)[number];

/** The font files the server draws with: regular weight, WOFF 1.0 (WOFF2 would need Brotli and its glyph transforms). */
const isServerFontFile = (name: string) => /-400-normal\.woff$/.test(name);

/**
 * In Lambda the files travel in the function package under `fonts/<package>/` (stacks/settings.ts
 * `pngAssets`); anywhere else they are read from the installed package.
 */
export function fontDir(pkg: FontPackage): string {
  const root = process.env.LAMBDA_TASK_ROOT;
  if (root) return join(root, 'fonts', pkg);
  return dirname(createRequire(import.meta.url).resolve(`@fontsource/${pkg}`));
}

/**
 * Every file the server's fonts need, relative to the package's directory: what the stack copies
 * into the function package (stacks/settings.ts `pngAssets`).
 */
export const serverFontFiles = (pkg: FontPackage): string[] => [
  'unicode.json',
  ...readdirSync(join(fontDir(pkg), 'files'))
    .filter(isServerFontFile)
    .map((f) => `files/${f}`),
];
