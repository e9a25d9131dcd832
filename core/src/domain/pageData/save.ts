import type * as z from 'zod';
import { validatePage } from '../../catalogue/schema/page';
import { Conflict, ValidationError } from '../../errors';
import type { Membership } from '../membership';
import { withDerived } from './answers';
import { pageDataView } from './records';
import { ruleIssues } from './rules';
import { withRowIds } from './rowIds';
import type { PageDataSave } from '../../schemas/pageData';
import { forgetTenantFacts } from '../tenantFacts';
import { companyNameChanges } from './companyNames';
import { storePage } from './store';
import { openPageForWrite } from './writable';
import { companyLanguageOf, withMissingCount, withTranslations } from './translations';
import type { YearRef } from './year';
import type { DataPage } from '../../catalogue/dataPage';

type SaveInput = z.output<typeof PageDataSave>;

/**
 * PUT /api/page-data/{pageKey}/{year}. The order a user would expect: unknown page or year (404),
 * printed year (423), invalid answers (400, every issue with its path and message key), a form
 * based on an older version (409 with the current answers); then derived fields are computed and
 * the answers stored with an audit entry.
 */
export async function savePageData(m: Membership, declared: DataPage, ref: YearRef, input: SaveInput) {
  const { page, year, current, lastYear, runtime } = await openPageForWrite(m, declared, ref);
  const checked = validatePage(page, input.values, { lists: runtime.lists });
  const issues = checked.ok
    ? ruleIssues(page, { values: checked.value, period: year.period, lastYear: lastYear?.values })
    : checked.issues;
  if (!checked.ok || issues.length > 0) throw ValidationError(issues);
  if ((current?.version ?? 0) !== input.version) throw Conflict(pageDataView(page.key, year, current));
  const given = withTranslations(page, checked.value, current?.values, companyLanguageOf(m));
  const { values } = withDerived(page, withRowIds(page.key, given, current?.values), runtime);
  const also = await companyNameChanges(m, page.key, year, values);
  const saved = await storePage({
    m,
    page,
    year,
    values,
    expectedVersion: input.version,
    before: current,
    action: 'pageData.save',
    also,
  });
  if (also.length > 0) forgetTenantFacts(m.actor.tenantId);
  return withMissingCount(pageDataView(page.key, year, saved, lastYear), page, m);
}
