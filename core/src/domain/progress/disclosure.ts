import { disclosureStatus, type AnswersByPage, type DisclosureState } from '../../catalogue/disclosure';
import { PAGES } from '../../pages/index';
import * as keys from '../../infra/db/itemKeys';
import { queryAll } from '../../infra/db/repo';
import type { Membership } from '../membership';
import type { PageDataRecord } from '../pageData/records';
import { reportingYear } from '../pageData/year';
import type { IndexEntry } from '../reports/contentIndex';
import { yearIndexOf } from '../reports/readiness';

/** A provision's state in the content index the report prints, as this call names states. */
const STATE: Record<IndexEntry['state'], DisclosureState> = {
  disclosed: 'reported',
  explained: 'explained',
  notApplicable: 'explained',
  gap: 'missing',
};

/**
 * GET /api/disclosure-status/{year}: every HKEX provision of the year's rule set as reported, explained or missing —
 * the report's word, as Home's review and a page's submit checks read it (ADR 0134): a provision its figures disclose
 * (the resource rows' A1.2, Scope 2) is reported though no answer feeds it, and a "disclosed" answer the report prints
 * nothing for is missing. The fields feeding it, answering it and explaining it are the answers' own.
 */
export async function yearDisclosure(m: Membership, yearEnd: string) {
  const year = await reportingYear(m, yearEnd);
  const [items, index] = await Promise.all([
    queryAll<PageDataRecord>(keys.pageDataPrefix(m.actor.tenantId, yearEnd)),
    yearIndexOf(m.actor.tenantId, yearEnd),
  ]);
  const answers: AnswersByPage = Object.fromEntries(items.map((i) => [i.pageKey, i.values]));
  const printed = new Map(index.map((e) => [e.code, STATE[e.state]]));
  const provisions = disclosureStatus(PAGES, answers, year.ruleSet).map((p) => ({
    ...p,
    state: printed.get(p.code) ?? p.state,
  }));
  const count = (state: DisclosureState) => provisions.filter((p) => p.state === state).length;
  return {
    yearEnd,
    ruleSet: year.ruleSet,
    counts: { reported: count('reported'), explained: count('explained'), missing: count('missing') },
    provisions,
  };
}
