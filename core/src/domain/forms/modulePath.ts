import * as z from 'zod';
import { pageByRoute } from '../../pages/index';
import { NotFound } from '../../errors';

/**
 * A module path names a page by its route (the spec's states: "set module path" before loading fields). Route
 * parameters cannot hold '/', so the route is written without its leading '/' and with '.' for
 * each '/': `/background/company_information` → `background.company_information`. An encoded
 * `%2F` is refused: API Gateway, CDNs and proxies disagree about decoding it.
 */
export const ModulePath = z
  .string()
  .max(200)
  .regex(/^[A-Za-z_]+(\.[A-Za-z_]+)*$/, "a module path is the page's route with '.' for '/'");

export const modulePathOf = (route: string) => route.slice(1).replaceAll('/', '.');

/** The declared page at a module path, or 404. */
export function pageAtModulePath(path: string) {
  const page = pageByRoute(`/${path.replaceAll('.', '/')}`);
  if (!page) throw NotFound();
  return page;
}
