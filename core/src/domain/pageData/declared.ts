import { pageByKey } from '../../pages/index';
import { pageInRuleSet, type PageDeclaration } from '../../catalogue/page';
import { NotFound } from '../../errors';
import type { Membership } from '../membership';
import { reportingYear, type YearRef } from './year';

/*
 * Apart from ./year.ts, which every group reads a reporting year through: these need the page modules
 * (core/src/pages/index.ts), and only the groups that serve a page's answers should bundle them (ADR 0133).
 */

/** A declared data-entry page, or 404. */
export function declaredPage(pageKey: string): PageDeclaration {
  const page = pageByKey(pageKey);
  if (!page) throw NotFound();
  return page;
}

/**
 * A declared page and the caller's reporting year that has it: a page limited to other HKEX rule
 * sets (Climate, Part D, from the 2025 Code) does not exist for the year (404), like an unknown page.
 */
export async function pageOfYear(m: Membership, pageKey: string, ref: YearRef) {
  const page = declaredPage(pageKey);
  const year = typeof ref === 'string' ? await reportingYear(m, ref) : ref;
  if (!pageInRuleSet(page, year.ruleSet)) throw NotFound();
  return { page, year };
}
