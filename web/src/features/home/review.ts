import type { SectionStatusReply } from '@esg/core/schemas/progress';
import { REVIEW_SECTIONS, type ReviewSection } from '@esg/core/calc/progress/classify';
import type { VisiblePage } from '../../shell/myPages';

/** The sections a reporting year is reviewed by, in the side navigation's order (core's list). */
export { REVIEW_SECTIONS, type ReviewSection };

type ApiSection = SectionStatusReply['sections'][number];
/** The statuses of a section in the year under review. */
export type SectionStatus = ApiSection['status'];

export interface SectionReview {
  section: ReviewSection;
  status: SectionStatus;
  /** Pages (or other units of work) the API tracks for the section, and how many hold saved data. */
  pages: number;
  savedPages: number;
  /** Mandatory HKEX provisions the section still lacks (neither reported nor explained). */
  missingMandatory: string[];
  /** Provisions of the section's comply cards neither answered nor explained. */
  unexplained: string[];
  /** Translatable answers lacking English or Traditional Chinese (ADR 0096). */
  missingTranslations: number;
}

/**
 * The year review: the sections the role sees a screen of (GET /api/pages), each with the status
 * the API reports for the year (GET /api/section-status/{year}).
 */
export function reviewOf(pages: readonly VisiblePage[], reply: SectionStatusReply): SectionReview[] {
  const bySection = new Map(reply.sections.map((s) => [s.section, s]));
  return REVIEW_SECTIONS.flatMap((section) => {
    const api = bySection.get(section);
    if (!api || !pages.some((p) => p.group === section && !p.noScreen)) return [];
    const { status, pages: tracked, savedPages, missingMandatory, unexplained } = api;
    const missingTranslations = api.missingTranslations ?? 0;
    return [{ section, status, pages: tracked, savedPages, missingMandatory, unexplained, missingTranslations }];
  });
}
