import type { VisiblePage } from '../../app/navigation/myPages';

/** The sections a reporting year is entered in, in the side navigation's order. */
export const DATA_SECTIONS = ['background', 'environmental', 'social', 'miscellaneous'] as const;
export type DataSection = (typeof DATA_SECTIONS)[number];

/** Spec/issue #4 §8 statuses of a section in the year under review. */
export type SectionStatus = 'notStarted' | 'inProgress' | 'complete';

export interface SectionReview {
  section: DataSection;
  /** Pages of the section the role sees that are screens (not downloads or dialogs). */
  pages: number;
  status: SectionStatus;
}

/**
 * The year review from the pages the role may see (GET /api/pages). The API reports no data
 * status per section yet, so every section reads "not started" until such a route exists.
 */
export function reviewOf(pages: readonly VisiblePage[]): SectionReview[] {
  return DATA_SECTIONS.map((section) => ({
    section,
    pages: pages.filter((p) => p.group === section && !p.noScreen).length,
    status: 'notStarted' as const,
  })).filter((r) => r.pages > 0);
}
