import type { Membership } from '../membership';
import { reportingYear } from '../pageData/year';
import {
  classify,
  combine,
  REVIEW_SECTIONS,
  type ReviewSection,
  type SectionProgress,
} from '../../calc/progress/classify';
import { SECTION_SOURCES, sectionInRuleSet, yearContext, type ProgressSource } from './sources';

/** One section's review: its status and why (what is saved, what a mandatory provision still lacks). */
export const sectionReview = (section: ReviewSection, progress: SectionProgress) => ({
  section,
  status: classify(progress),
  pages: progress.pages.length,
  savedPages: progress.saved.length,
  missingMandatory: [...progress.missingMandatory],
  unexplained: [...progress.unexplained],
  missingTranslations: progress.missingTranslations ?? 0,
});

/**
 * GET /api/section-status/{year}: each report section of the caller's reporting year as not
 * started, in progress or complete, from every progress source the section has. A section the
 * year's rule set does not have (Climate before the 2025 Code) is left out.
 */
export async function yearSectionStatus(
  m: Membership,
  yearEnd: string,
  sources: Record<ReviewSection, readonly ProgressSource[]> = SECTION_SOURCES,
) {
  const ctx = yearContext(m, await reportingYear(m, yearEnd));
  const sections = await Promise.all(
    REVIEW_SECTIONS.filter((s) => sectionInRuleSet(s, ctx.year.ruleSet)).map(async (section) =>
      sectionReview(section, combine(await Promise.all(sources[section].map((read) => read(ctx, section))))),
    ),
  );
  return { yearEnd, ruleSet: ctx.year.ruleSet, sections };
}
