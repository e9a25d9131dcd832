import { pageByKey } from '../../pages/index';
import type { DataPage } from '../../catalogue/dataPage';
import { NotFound } from '../../errors';
import type { Membership } from '../membership';
import { pageInYear, type YearRef } from './year';

/*
 * The way from a page key in a route to its declaration: these need the page modules (core/src/pages/index.ts),
 * so only the routes that name any page by key (the page-data API, the fields API, the spec's aliases) bundle them
 * (ADRs 0133, 0145). Code for one page passes that page's declaration (./year.ts `pageInYear`).
 */

/** A declared data-entry page, or 404. */
export function declaredPage(pageKey: string): DataPage {
  const page = pageByKey(pageKey);
  if (!page) throw NotFound();
  return page;
}

/** A page named by its key in a route, and the caller's reporting year that has it (404 for either). */
export const pageOfYear = (m: Membership, pageKey: string, ref: YearRef) => pageInYear(m, declaredPage(pageKey), ref);
