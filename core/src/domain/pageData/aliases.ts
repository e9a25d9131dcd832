import type { DataPage, SpecCall } from '../../catalogue/dataPage';
import { messageText } from '../../catalogue/messages';
import { ValidationError } from '../../errors';
import { savePageFields } from './partial';
import type { CompanyMembership } from '../membership';
import { companyPeriods } from '../periods/view';
import { readPageData } from './read';
import { savePageData } from './save';
import { yearAmong, type ReportingYear } from './year';

/** What a spec alias receives, as its route (core/src/contract/pageAliases.ts) parsed it. */
export interface AliasInput {
  params?: { year?: string; id?: string };
  body?: { year?: string; id?: string; values: Record<string, unknown>; version: number };
}

/** The reporting year the call names (year end or period id, in the path or the body): one read of the periods. */
async function namedYear(m: CompanyMembership, call: SpecCall, { params, body }: AliasInput): Promise<ReportingYear> {
  const periods = await companyPeriods(m.actor.tenantId);
  switch (call.year) {
    case 'year':
      return yearAmong(periods, (p) => p.yearEnd === params?.year);
    case 'bodyYear':
      return yearAmong(periods, (p) => p.yearEnd === body?.year);
    case 'period':
      return yearAmong(periods, (p) => p.id === params?.id);
    case 'bodyPeriod':
      return yearAmong(periods, (p) => p.id === body?.id);
  }
}

/** A part's answers: only its fields (another part's are refused), each given or checked as missing. */
function partValues(part: readonly string[], values: Record<string, unknown>) {
  const foreign = Object.keys(values).filter((id) => !part.includes(id));
  if (foreign.length)
    throw ValidationError(
      foreign.map((path) => ({ path, code: 'unknownField', message: messageText('unknownField') })),
    );
  return { ...Object.fromEntries(part.map((id) => [id, undefined])), ...values };
}

/**
 * A spec call over a page's data (ADR 0080): the page-data API under the spec's name. A GET reads
 * the page; a PUT saves it whole, or only its part (ADR 0028) with the page's rules over the whole,
 * through the one write path (404, 423, 400, 409, audit). Another company's year or period is 404.
 */
export async function servePageAlias(m: CompanyMembership, page: DataPage, call: SpecCall, input: AliasInput) {
  const year = await namedYear(m, call, input);
  if (call.method === 'GET') return readPageData(m, page, year);
  const { values, version } = input.body!;
  return call.part
    ? savePageFields(m, page, year, version, () => partValues(call.part!, values))
    : savePageData(m, page, year, { values, version });
}
