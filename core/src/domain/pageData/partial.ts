import { ValidationError, Conflict } from '../../errors';
import type { PagePayload } from '../../catalogue/values';
import type { Membership } from '../membership';
import { parseGiven, withDerived } from './answers';
import { pageDataView } from './records';
import { ruleIssues } from './rules';
import { storePage } from './store';
import { withRowIds } from './rowIds';
import { openPageForWrite } from './writable';
import { companyLanguageOf, withMissingCount, withTranslations } from './translations';
import type { YearRef } from './year';
import type { DataPage } from '../../catalogue/dataPage';

/**
 * Saves some fields of a page (business nature of company information, the members or the details
 * of the board committee) into the same item the page-data API stores, leaving its other answers as
 * they are. Each given field is parsed by its declared schema and the page's rules run over the
 * merged answers; the order of checks is the page-data PUT's: 404, 423, 400, 409.
 * `edit` may rewrite the given fields with the stored answers in hand (upserting one table row), and
 * last year's (copying a table's rows: pageData/copyRows.ts).
 */
export async function savePageFields(
  m: Membership,
  declared: DataPage,
  ref: YearRef,
  version: number,
  edit: (stored: PagePayload, lastYear: PagePayload | undefined) => Record<string, unknown>,
  action: 'pageData.save' | 'pageData.copyRows' = 'pageData.save',
) {
  const { page, year, current, lastYear, runtime } = await openPageForWrite(m, declared, ref);
  const given = parseGiven(page, edit(current?.values ?? {}, lastYear?.values), runtime.lists);
  const translated = withTranslations(page, given.value, current?.values, companyLanguageOf(m));
  const merged = { ...(current?.values ?? {}), ...translated };
  const issues = given.issues.length
    ? given.issues
    : ruleIssues(page, { values: merged, period: year.period, lastYear: lastYear?.values });
  if (issues.length > 0) throw ValidationError(issues);
  if ((current?.version ?? 0) !== version) throw Conflict(pageDataView(page.key, year, current));
  const { values } = withDerived(page, withRowIds(page.key, merged, current?.values), runtime);
  const saved = await storePage({
    m,
    page,
    year,
    values,
    expectedVersion: version,
    before: current,
    action,
  });
  return withMissingCount(pageDataView(page.key, year, saved, lastYear), page, m);
}
