import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pngAssets } from './settings';

/**
 * resvg's wasm installed, the fonts copied (ADR 0058), for a function that draws PNG on the server: the questionnaire
 * group's matrix download and the report worker's Word edition (ADR 0044 amended). Paths relative to the repository
 * root, where sst.config.ts is.
 */
export function pngFunctionAssets() {
  const { install, copyFiles } = pngAssets(
    $cli.paths.root,
    readFileSync(join($cli.paths.root, 'core/package.json'), 'utf8'),
  );
  return { nodejs: { install }, copyFiles };
}
