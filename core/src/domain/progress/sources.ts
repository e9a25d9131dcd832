import { disclosureStatus, type AnswersByPage, type ProvisionStatus } from '../../catalogue/disclosure';
import { PAGES } from '../../catalogue/registry';
import { keys } from '../../infra/db/keys';
import { queryAll } from '../../infra/db/repo';
import type { Membership } from '../membership';
import type { PageDataRecord } from '../pageData/records';
import type { ReportingYear } from '../pageData/year';
import type { ReportJobRecord } from '../reports/jobs';
import { REVIEW_SECTIONS, type ReviewSection, type SectionProgress } from './classify';

/** One reporting year being reviewed; what several sources read is loaded once and shared. */
export interface YearContext {
  m: Membership;
  year: ReportingYear;
  /** Every page's saved answers for the year. */
  pageAnswers(): Promise<AnswersByPage>;
  /** Comply or explain per provision of the year's rule set, as GET /api/disclosure-status reports it. */
  disclosure(): Promise<ProvisionStatus[]>;
}

export function yearContext(m: Membership, year: ReportingYear): YearContext {
  let answers: Promise<AnswersByPage> | undefined;
  let provisions: Promise<ProvisionStatus[]> | undefined;
  const pageAnswers = () =>
    (answers ??= queryAll<PageDataRecord>(keys.pageDataPrefix(m.actor.tenantId, year.period.yearEnd)).then((items) =>
      Object.fromEntries(items.map((i) => [i.pageKey, i.values])),
    ));
  const disclosure = () => (provisions ??= pageAnswers().then((a) => disclosureStatus(PAGES, a, year.ruleSet)));
  return { m, year, pageAnswers, disclosure };
}

/** Where some of a section's data lives, read for one year. */
export type ProgressSource = (ctx: YearContext, section: ReviewSection) => Promise<SectionProgress>;

const sectionOfRoute = (route: string) => REVIEW_SECTIONS.find((s) => route.startsWith(`/${s}/`));

/** Catalogue pages (core/src/catalogue/registry.ts): saved answers and the mandatory provisions they leave missing. */
export const pageDataProgress: ProgressSource = async (ctx, section) => {
  const pages = PAGES.filter((p) => sectionOfRoute(p.route) === section);
  if (pages.length === 0) return { pages: [], saved: [], missingMandatory: [] };
  const [answers, provisions] = await Promise.all([ctx.pageAnswers(), ctx.disclosure()]);
  const keysHere = new Set(pages.map((p) => p.key));
  const missingMandatory = provisions
    .filter((p) => p.obligation === 'mandatory' && p.state === 'missing')
    .filter((p) => p.fedBy.some((f) => keysHere.has(f.page)))
    .map((p) => p.code);
  return {
    pages: pages.map((p) => p.route),
    saved: pages.filter((p) => answers[p.key] !== undefined).map((p) => p.route),
    missingMandatory,
  };
};

const GENERATE_REPORT = '/reporting/generate_report';

/** Reporting holds no answers: its work is done once a report of the year has been generated. */
export const generatedReportProgress: ProgressSource = async (ctx) => {
  const jobs = await queryAll<ReportJobRecord>(keys.reportJobPrefix(ctx.m.actor.tenantId));
  const done = jobs.some((j) => j.yearEnd === ctx.year.period.yearEnd && j.status === 'DONE');
  return { pages: [GENERATE_REPORT], saved: done ? [GENERATE_REPORT] : [], missingMandatory: [] };
};

/**
 * Each section's sources. A section whose data lives elsewhere adds its source here, e.g. the
 * environmental monthly resource rows (core/src/domain/resources) once they are stored.
 */
export const SECTION_SOURCES: Record<ReviewSection, readonly ProgressSource[]> = {
  background: [pageDataProgress],
  environmental: [pageDataProgress],
  social: [pageDataProgress],
  miscellaneous: [pageDataProgress],
  reporting: [pageDataProgress, generatedReportProgress],
};
