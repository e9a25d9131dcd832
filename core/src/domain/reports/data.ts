import type { AnswersByPage } from '../../catalogue/disclosure';
import type { EmissionsJson } from '../../calc/emissions/present';
import * as keys from '../../infra/db/itemKeys';
import { getItem, queryAll } from '../../infra/db/repo';
import { withSharedReads } from '../../infra/db/readMemo';
import { NotFound } from '../../errors';
import { languageOf, type Language } from '../../schemas/common';
import type { ReportData } from '../../schemas/reports';
import { climateMetricsOf } from '../climate/read';
import { targetAnswersAsPrinted } from './partDTargets';
import { recalculate, recalculateExact } from '../emissions/calculate';
import { presentEmissions } from '../../calc/emissions/present';
import { readSnapshot } from '../emissions/frozen';
import { evidencedFigures } from '../files/evidencedFigures';
import { withProvisionTitles } from '../../catalogue/provisionTitle';
import { ruleSetFor } from '../../vocabulary/ruleSets';
import type { PageDataRecord } from '../pageData/records';
import { companyPeriods } from '../periods/view';
import type { PeriodRecord, TenantRecord } from '../records';
import { fatalitySeriesOf } from '../social/healthSafety';
import { buildReport, type ReportInputs } from './build';
import type { IndexEntry } from './contentIndex';
import { loadMateriality } from './materiality';
import { restatedFigures } from './restatement';
import { screenedTotal } from './scope3Total';
import { editionAnswers } from './translated';
import { answersInNamesOf } from '../pageData/locationRenames';
import { chineseNameInAnswers } from './chineseName';
import { toSimplified } from '../../lib/simplified';
import { readSignOff } from '../workflow/signOffRecord';

export const answersOf = (tenantId: string, yearEnd: string): Promise<AnswersByPage> =>
  queryAll<PageDataRecord>(keys.pageDataPrefix(tenantId, yearEnd)).then((items) =>
    Object.fromEntries(items.map((i) => [i.pageKey, i.values])),
  );

/**
 * A year's emissions as its report prints them: a printed year's frozen snapshot (identical figures
 * forever after, whatever factor is edited later), an open year recalculated with today's library.
 */
export async function emissionsOf(tenantId: string, period: PeriodRecord): Promise<EmissionsJson> {
  if (period.printed) {
    const snapshot = await readSnapshot(tenantId, period.yearEnd);
    if (snapshot) return snapshot.json;
  }
  return recalculate(tenantId, period);
}

/** The names the year's Company information page gives (one source), else the registered ones. */
function companyNames(tenant: TenantRecord, answers: AnswersByPage): ReportInputs['company'] {
  const given = (id: string) => {
    const v = answers.company_information?.[id];
    return typeof v === 'string' && v.trim() ? v.trim() : undefined;
  };
  const nameZh = given('nameZh') ?? tenant.nameZh;
  return { name: given('nameEn') ?? tenant.name, ...(nameZh ? { nameZh } : {}) };
}

/** Loads everything one report is made of (this year and the one before it). */
/**
 * The year's inputs with the company's answers as stored (both languages, ADR 0096): the publication pack prints
 * every edition from this one read (ADR 0099), each through `inLanguage`.
 */
export const loadYearInputs = (tenantId: string, yearEnd: string): Promise<YearInputs> =>
  // Its parts (the calculation, Part D's metrics, the fatality series…) each read the periods, the factor library,
  // the units or a page they share: each read once (docs/bench.md, "The Word edition after the PDF").
  withSharedReads(() => readYearInputs(tenantId, yearEnd));

async function readYearInputs(tenantId: string, yearEnd: string): Promise<YearInputs> {
  const [tenant, periods] = await Promise.all([getItem<TenantRecord>(keys.tenant(tenantId)), companyPeriods(tenantId)]);
  const i = periods.findIndex((p) => p.yearEnd === yearEnd);
  const period = periods[i];
  if (!tenant || !period) throw NotFound();
  const previous = i > 0 ? periods[i - 1] : undefined;
  const ruleSet = ruleSetFor(period.financialYearStartDate);
  const lastRestatement = period.restatements?.at(-1);
  const answered = answersOf(tenantId, yearEnd);
  // An open year is calculated once: its emissions and Part D's metrics read the same calculation.
  const calculated = period.printed ? undefined : recalculateExact(tenantId, period);
  const [
    answers,
    previousAnswers,
    emissions,
    previousEmissions,
    evidence,
    fatalities,
    materiality,
    climate,
    replaced,
    signOff,
  ] = await Promise.all([
    answered,
    previous ? answersOf(tenantId, previous.yearEnd) : Promise.resolve({}),
    calculated ? calculated.then((c) => presentEmissions(c)) : emissionsOf(tenantId, period),
    previous ? emissionsOf(tenantId, previous) : Promise.resolve(undefined),
    evidencedFigures(tenantId, yearEnd, withProvisionTitles),
    fatalitySeriesOf(tenantId, yearEnd),
    loadMateriality(tenantId, yearEnd, ruleSet),
    // Part D's computed metrics, from the same answers (the 2025 rule set only).
    ruleSet === '2025'
      ? answered.then((a) => climateMetricsOf(tenantId, period, a.climate_metrics ?? {}, calculated))
      : Promise.resolve(undefined),
    // A restated year compares with the version it replaced (docs/decisions/0118-restatement.md).
    lastRestatement ? readSnapshot(tenantId, yearEnd, lastRestatement.version - 1) : Promise.resolve(undefined),
    readSignOff(tenantId, yearEnd),
  ]);
  return {
    lang: languageOf(tenant.langKey),
    companyLang: languageOf(tenant.langKey),
    edition: period.printed ? 'final' : 'draft',
    company: companyNames(tenant, answers),
    period,
    ...(previous ? { previous } : {}),
    ruleSet,
    // Each climate target's rows carry the unit its values are in, computed or typed (ADR 0091), as Part D prints it.
    answers: climate ? targetAnswersAsPrinted(answers, climate) : answers,
    // A location renamed since last year compares as one location (docs/decisions/0155).
    previousAnswers: answersInNamesOf(previousAnswers, answers.reporting_boundaries),
    emissions,
    ...(previousEmissions ? { previousEmissions } : {}),
    evidence,
    fatalities,
    ...(materiality ? { materiality } : {}),
    ...(climate ? { climate } : {}),
    ...(lastRestatement
      ? {
          restatement: {
            version: lastRestatement.version,
            reason: lastRestatement.reason,
            at: lastRestatement.at,
            figures: replaced
              ? restatedFigures(
                  { emissions: replaced.json, scope3Screened: replaced.scope3Screened },
                  { emissions, scope3Screened: screenedTotal(climate)?.tCO2e ?? null },
                )
              : [],
          },
        }
      : {}),
    ...(signOff?.status === 'approved' && signOff.approvedOn
      ? { boardApprovedOn: signOff.approvedOn, boardApprovers: signOff.approvedBy ?? [] }
      : {}),
    generatedAt: new Date().toISOString(),
  };
}

export type YearInputs = ReportInputs & { companyLang: Language };

/** The inputs of one edition: the company's text in `lang`, untranslated answers marked (ADR 0097). */
export function inLanguage({ companyLang, ...y }: YearInputs, lang: Language = companyLang): ReportInputs {
  const company = simplifiedCompany(y.company, lang);
  const project = (a: AnswersByPage, namedAs?: AnswersByPage) =>
    chineseNameInAnswers(simplifiedName(editionAnswers(a, lang, companyLang, namedAs).answers, lang), company, lang);
  return {
    ...y,
    lang,
    company,
    answers: project(y.answers),
    previousAnswers: project(y.previousAnswers, y.answers),
  };
}

/**
 * The company's one Chinese name (typed in Traditional characters) as the 简体 edition prints it: converted, in its
 * header and wherever it prints the name (ADR 0137); the other editions print it as typed.
 */
const simplifiedCompany = (c: ReportInputs['company'], lang: Language): ReportInputs['company'] =>
  lang === 'cn' && c.nameZh ? { ...c, nameZh: toSimplified(c.nameZh) } : c;

/** The Company information page's Chinese name, converted likewise in the 简体 edition. */
function simplifiedName(answers: AnswersByPage, lang: Language): AnswersByPage {
  const info = answers.company_information;
  const nameZh = info?.nameZh;
  if (lang !== 'cn' || typeof nameZh !== 'string' || !nameZh.trim()) return answers;
  return { ...answers, company_information: { ...info, nameZh: toSimplified(nameZh) } };
}

/** Loads everything one report is made of (this year and the one before it), in `lang` (else the company's). */
export async function loadReportInputs(tenantId: string, yearEnd: string, lang?: Language): Promise<ReportInputs> {
  return inLanguage(await loadYearInputs(tenantId, yearEnd), lang);
}

/** Loads and builds the report page's data for one reporting year of one company, in `lang`. */
export async function loadReportData(
  tenantId: string,
  yearEnd: string,
  lang?: Language,
): Promise<{ data: ReportData; index: IndexEntry[] }> {
  return buildReport(await loadReportInputs(tenantId, yearEnd, lang));
}
