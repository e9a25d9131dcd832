import { Conflict, NotFound } from '../../errors';
import type { Membership } from '../membership';
import { parseGiven, withDerived } from './answers';
import { isEmptyPage, pageDataView } from './records';
import { adjustCopy } from './rules';
import { lastYearInNamesNow } from './locationRenames';
import { withRowIds } from './rowIds';
import { storePage } from './store';
import { openPageForWrite } from './writable';
import type { DataPage } from '../../catalogue/dataPage';

/**
 * POST /api/page-data/{pageKey}/{year}/copy-from-last-year: fills an empty page with the previous
 * reporting year's answers. The copy is a new item, independent of last year's. Answers the page
 * no longer accepts (a field since removed, a location no longer in the boundary) are left out — a location renamed
 * since is kept under its new name; the
 * copy is a draft that the next save validates whole. Nothing to copy → 404; a page with answers → 409.
 */
export async function copyFromLastYear(m: Membership, declared: DataPage, yearEnd: string) {
  const { page, year, current, lastYear, runtime } = await openPageForWrite(m, declared, yearEnd);
  if (!year.previous || !lastYear || isEmptyPage(lastYear.values)) throw NotFound();
  if (!isEmptyPage(current?.values)) throw Conflict(pageDataView(page.key, year, current, lastYear));
  // A location renamed since last year is the same location under its new name (ADR 0155).
  const given = await lastYearInNamesNow(m.actor.tenantId, year, page.key, lastYear.values);
  const kept = parseGiven(page, given, runtime.lists).value;
  const { values } = withDerived(page, withRowIds(page.key, adjustCopy(page, kept, year.period)), runtime);
  const saved = await storePage({
    m,
    page,
    year,
    values,
    expectedVersion: current?.version ?? 0,
    before: current,
    action: 'pageData.copy',
    copiedFrom: year.previous.yearEnd,
  });
  return pageDataView(page.key, year, saved, lastYear);
}
