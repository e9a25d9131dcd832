import { masterConfig } from '../../catalogue/masterConfig';
import { TUTORIAL_STEPS } from '../../pages/tutorials';
import { pageAtModulePath } from './modulePath';

/**
 * The spec's page master configuration of the page at a module path, with its tutorial's steps (their keys: the
 * words stay with the web, ADR 0143), or 404.
 */
export function masterConfigAt(path: string) {
  const page = pageAtModulePath(path);
  return masterConfig(page, TUTORIAL_STEPS[page.key] ?? []);
}
