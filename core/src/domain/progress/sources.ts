import { disclosureStatus, type AnswersByPage, type ProvisionStatus } from '../../catalogue/disclosure';
import { ENVIRONMENTAL_RESOURCES } from '../../pages/resourcePages';
import { pageInRuleSet } from '../../catalogue/page';
import { missingLanguageCount } from '../../catalogue/bilingual';
import { companyLanguageOf } from '../pageData/translations';
import { PAGES } from '../../pages/index';
import type { RuleSet } from '../../vocabulary/ruleSets';
import * as keys from '../../infra/db/itemKeys';
import { queryAll } from '../../infra/db/repo';
import type { Membership } from '../membership';
import type { PageDataRecord } from '../pageData/records';
import type { ReportingYear } from '../pageData/year';
import type { ReportJobRecord } from '../reports/jobs';
import { missingForFinal, yearIndexOf } from '../reports/readiness';
import type { ResourceRecord } from '../resources/rows';
import { storedRows } from '../resources/stored';
import { NO_PROGRESS, REVIEW_SECTIONS, type ReviewSection, type SectionProgress } from '../../calc/progress/classify';

/** One reporting year being reviewed; what several sources read is loaded once and shared. */
export interface YearContext {
  m: Membership;
  year: ReportingYear;
  /** Every page's saved answers for the year. */
  pageAnswers(): Promise<AnswersByPage>;
  /** Comply or explain per provision of the year's rule set, as GET /api/disclosure-status reports it. */
  disclosure(): Promise<ProvisionStatus[]>;
  /**
   * The provisions the report leaves open (ADR 0134): neither disclosed by the section or figure that prints them
   * nor explained, from the year's content index as the generate page and the final print's refusal read it.
   */
  reportGaps(): Promise<ReadonlySet<string>>;
  /** Every resource row of the year (one Query, `RES#`). */
  resourceRows(): Promise<readonly ResourceRecord[]>;
}

export function yearContext(m: Membership, year: ReportingYear): YearContext {
  let answers: Promise<AnswersByPage> | undefined;
  let provisions: Promise<ProvisionStatus[]> | undefined;
  let rows: Promise<readonly ResourceRecord[]> | undefined;
  let gaps: Promise<ReadonlySet<string>> | undefined;
  const pageAnswers = () =>
    (answers ??= queryAll<PageDataRecord>(keys.pageDataPrefix(m.actor.tenantId, year.period.yearEnd)).then((items) =>
      Object.fromEntries(items.map((i) => [i.pageKey, i.values])),
    ));
  const disclosure = () => (provisions ??= pageAnswers().then((a) => disclosureStatus(PAGES, a, year.ruleSet)));
  const resourceRows = () => (rows ??= storedRows(m.actor.tenantId, year.period.yearEnd));
  const reportGaps = () =>
    (gaps ??= yearIndexOf(m.actor.tenantId, year.period.yearEnd).then(
      (index) => new Set(missingForFinal(index).map((p) => p.code)),
    ));
  return { m, year, pageAnswers, disclosure, resourceRows, reportGaps };
}

/** Where some of a section's data lives, read for one year. */
export type ProgressSource = (ctx: YearContext, section: ReviewSection) => Promise<SectionProgress>;

const sectionOfRoute = (route: string) => REVIEW_SECTIONS.find((s) => route.startsWith(`/${s}/`));

/**
 * Catalogue pages (core/src/pages/index.ts): saved answers, the mandatory provisions they leave
 * missing, and the provisions their comply cards offer that are still neither answered nor explained.
 * Whether a provision is open is the report's word, not the answers' alone (ADR 0134): a figure its resource rows
 * print discloses it, a "disclosed" answer with nothing printed leaves it open — as the generate page says.
 */
export const pageDataProgress: ProgressSource = async (ctx, section) => {
  const pages = PAGES.filter((p) => sectionOfRoute(p.route) === section && pageInRuleSet(p, ctx.year.ruleSet));
  if (pages.length === 0) return NO_PROGRESS;
  const [answers, provisions, gaps] = await Promise.all([ctx.pageAnswers(), ctx.disclosure(), ctx.reportGaps()]);
  const keysHere = new Set(pages.map((p) => p.key));
  const missingMandatory = provisions
    .filter((p) => p.obligation === 'mandatory' && gaps.has(p.code))
    .filter((p) => p.fedBy.some((f) => keysHere.has(f.page)))
    .map((p) => p.code);
  const offered = new Set(pages.flatMap((p) => (p.explains ?? []).map((e) => e.provision)));
  const unexplained = provisions
    .filter((p) => p.obligation !== 'mandatory' && gaps.has(p.code) && offered.has(p.code))
    .map((p) => p.code);
  const lang = companyLanguageOf(ctx.m);
  return {
    pages: pages.map((p) => p.route),
    saved: pages.filter((p) => answers[p.key] !== undefined).map((p) => p.route),
    missingMandatory,
    unexplained,
    missingTranslations: pages.reduce((n, p) => n + missingLanguageCount(p, answers[p.key] ?? {}, lang), 0),
  };
};

/**
 * Whether a reporting year under `ruleSet` has the section: not when every catalogue page of it is
 * limited to other rule sets (Climate, HKEX Part D, exists from the 2025 Code on).
 */
export function sectionInRuleSet(section: ReviewSection, ruleSet: RuleSet): boolean {
  const pages = PAGES.filter((p) => sectionOfRoute(p.route) === section);
  return pages.length === 0 || pages.some((p) => pageInRuleSet(p, ruleSet));
}

/** Each page holding resource rows (ENVIRONMENTAL_RESOURCES), in catalogue order, with the row types it holds. */
const RESOURCE_PAGES = PAGES.flatMap((p) => {
  const types = ENVIRONMENTAL_RESOURCES[p.key];
  return types ? [{ route: p.route, types }] : [];
});

/** A row counts once any of its months holds a quantity ('' is a month not entered). */
const entered = (r: Pick<ResourceRecord, 'months'>) => r.months.some((q) => q !== '');

/**
 * Environmental figures (core/src/domain/resources): a page holding resource rows is saved for the
 * year once the year has a row of one of its types with any month entered. Its narrative answers
 * stay with the page data source; the section combines both.
 */
export const resourceRowsProgress: ProgressSource = async (ctx, section) => {
  const pages = RESOURCE_PAGES.filter((p) => sectionOfRoute(p.route) === section);
  if (pages.length === 0) return NO_PROGRESS;
  const withData = new Set((await ctx.resourceRows()).filter(entered).map((r) => r.type));
  return {
    pages: pages.map((p) => p.route),
    saved: pages.filter((p) => p.types.some((t) => withData.has(t))).map((p) => p.route),
    missingMandatory: [],
    unexplained: [],
  };
};

const GENERATE_REPORT = '/reporting/generate_report';

/**
 * Reporting holds no answers: its work is done once the year is printed (locked) and its final
 * report exists. A draft of an open year is progress, not the end.
 */
export const generatedReportProgress: ProgressSource = async (ctx) => {
  const { period } = ctx.year;
  const jobs = period.printed ? await queryAll<ReportJobRecord>(keys.reportJobPrefix(ctx.m.actor.tenantId)) : [];
  const done = jobs.some((j) => j.yearEnd === period.yearEnd && j.status === 'DONE' && j.edition === 'final');
  return { ...NO_PROGRESS, pages: [GENERATE_REPORT], saved: done ? [GENERATE_REPORT] : [] };
};

/**
 * Each section's sources. A section whose data lives elsewhere adds its source here: environmental
 * pages hold narrative page data and monthly resource rows (core/src/domain/resources).
 */
export const SECTION_SOURCES: Record<ReviewSection, readonly ProgressSource[]> = {
  background: [pageDataProgress],
  environmental: [pageDataProgress, resourceRowsProgress],
  climate: [pageDataProgress],
  social: [pageDataProgress],
  miscellaneous: [pageDataProgress],
  reporting: [pageDataProgress, generatedReportProgress],
};
