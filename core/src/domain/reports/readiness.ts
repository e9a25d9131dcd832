import { answeringPage } from '../../pages/answeringPage';
import { AppError } from '../../errors';
import { buildReport } from './build';
import { reportGaps, type IndexEntry } from './contentIndex';
import { answersOf, loadReportInputs } from './data';
import { editionAnswers, type UntranslatedAnswer } from './translated';
import { untranslatedInstrumentsOf } from './untranslatedInstruments';
import { loadMateriality, untranslatedTopics } from './materiality';
import { companyPeriods } from '../periods/view';
import { ruleSetFor } from '../../vocabulary/ruleSets';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { languageOf, type Language } from '../../schemas/common';
import type { TenantRecord } from '../records';
import * as msg from '../../messages';

/** A provision a final report may not leave open, and the page (its route) where the company answers it. */
export interface MissingProvision {
  code: string;
  title: string;
  obligation: string;
  page?: string;
}

/** The route of the page that answers a provision (its comply card's page, else a page feeding it). */
export const pageOf = (code: string) => answeringPage(code)?.route;

/**
 * What a final report may not leave open (ADR 0072, Rule 13.91): every provision neither disclosed nor
 * explained — a mandatory one cannot be explained, so an empty mandatory disclosure is one of them.
 */
export const missingForFinal = (index: readonly IndexEntry[]): MissingProvision[] =>
  reportGaps(index).map((e) => {
    const page = pageOf(e.code);
    return { code: e.code, title: e.title, obligation: e.obligation, ...(page ? { page } : {}) };
  });

/** The year's content index as the report would print it. */
export const yearIndexOf = async (tenantId: string, yearEnd: string) =>
  buildReport(await loadReportInputs(tenantId, yearEnd, 'en')).index;

/** 422 with the list: a final report of a year that leaves provisions open is refused (a draft prints, gaps marked). */
export const ReportIncomplete = (missing: MissingProvision[]) =>
  new AppError(422, 'REPORT_INCOMPLETE', msg.reportIncomplete, { missing });

/** Refuses the final edition of a year with gaps. */
export async function requireComplete(tenantId: string, yearEnd: string) {
  const missing = missingForFinal(await yearIndexOf(tenantId, yearEnd));
  if (missing.length) throw ReportIncomplete(missing);
}

/** 422 with the list: the final edition of a language some answers lack (a draft prints them marked, ADR 0097). */
export const TranslationMissing = (untranslated: UntranslatedAnswer[]) =>
  new AppError(422, 'TRANSLATION_MISSING', msg.translationMissing, { untranslated });

/** The year's materiality assessment as the report prints it (none without a period or an answer). */
async function materialityOf(tenantId: string, yearEnd: string) {
  const period = (await companyPeriods(tenantId)).find((p) => p.yearEnd === yearEnd);
  return period && loadMateriality(tenantId, yearEnd, ruleSetFor(period.financialYearStartDate));
}

/**
 * Refuses the final edition of a language some of the year's answers lack, an instrument's reference (ADR 0137) or a
 * materiality topic's own name (ADR 0140).
 */
export async function requireTranslated(tenantId: string, yearEnd: string, lang: Language) {
  const [tenant, answers] = await Promise.all([
    getItem<TenantRecord>(keys.tenant(tenantId)),
    answersOf(tenantId, yearEnd),
  ]);
  const companyLang = languageOf(tenant?.langKey ?? 'en');
  const { untranslated } = editionAnswers(answers, lang, companyLang);
  const instruments = await untranslatedInstrumentsOf(tenantId, yearEnd, lang, companyLang);
  const topics = untranslatedTopics(await materialityOf(tenantId, yearEnd), lang);
  const all = [...untranslated, ...instruments, ...topics];
  if (all.length) throw TranslationMissing(all);
}

/**
 * What a final edition must satisfy before it is queued (jobs.ts `enqueue`): every provision answered (ADR 0072) in
 * each edition's own language (ADR 0097). A draft prints with its gaps and its untranslated answers marked.
 */
export const printable =
  (langs: readonly Language[]) =>
  async (tenantId: string, yearEnd: string): Promise<void> => {
    for (const lang of langs) await requireTranslated(tenantId, yearEnd, lang);
    await requireComplete(tenantId, yearEnd);
  };
