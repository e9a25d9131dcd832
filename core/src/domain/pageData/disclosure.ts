import { disclosureStatus, type AnswersByPage } from '../../catalogue/disclosure';
import { PAGES } from '../../pages/index';
import * as keys from '../../infra/db/itemKeys';
import { queryAll } from '../../infra/db/repo';
import type { Membership } from '../membership';
import type { PageDataRecord } from './records';
import { reportingYear } from './year';

/**
 * GET /api/disclosure-status/{year}: every HKEX provision of the year's rule set (decided by the
 * financial year start: from 2025-01-01 the 2025 Code) as reported, explained or missing, from all
 * pages' saved answers (one Query of the year's partition).
 */
export async function yearDisclosure(m: Membership, yearEnd: string) {
  const year = await reportingYear(m, yearEnd);
  const items = await queryAll<PageDataRecord>(keys.pageDataPrefix(m.actor.tenantId, yearEnd));
  const answers: AnswersByPage = Object.fromEntries(items.map((i) => [i.pageKey, i.values]));
  const provisions = disclosureStatus(PAGES, answers, year.ruleSet);
  const count = (state: string) => provisions.filter((p) => p.state === state).length;
  return {
    yearEnd,
    ruleSet: year.ruleSet,
    counts: { reported: count('reported'), explained: count('explained'), missing: count('missing') },
    provisions,
  };
}
