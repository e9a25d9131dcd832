import type { PageGroup } from '../../pages/navigation';

/**
 * The report sections a reporting year is reviewed by: the page catalogue's groups
 * in the side navigation's order, without the top-level pages and administration.
 */
export const REVIEW_SECTIONS = [
  'background',
  'environmental',
  'climate',
  'social',
  'miscellaneous',
  'reporting',
] as const satisfies readonly PageGroup[];
export type ReviewSection = (typeof REVIEW_SECTIONS)[number];

export const SECTION_STATUSES = ['notStarted', 'inProgress', 'complete'] as const;
export type SectionStatus = (typeof SECTION_STATUSES)[number];

/** What one progress source knows of a section for a year: its pages (by route) and their gaps. */
export interface SectionProgress {
  /** Pages this source tracks for the section. */
  pages: readonly string[];
  /** Those holding saved data for the year. */
  saved: readonly string[];
  /** Mandatory HKEX provisions the section's pages feed that are neither reported nor explained. */
  missingMandatory: readonly string[];
  /**
   * Comply-or-explain provisions the section's pages offer to explain (a comply card) that are neither
   * reported nor explained: left empty, each needs its explanation before the section is complete.
   */
  unexplained: readonly string[];
  /** Translatable answers of the section's pages that lack English or Traditional Chinese (ADR 0096). */
  missingTranslations?: number;
}

export const NO_PROGRESS: SectionProgress = { pages: [], saved: [], missingMandatory: [], unexplained: [] };

const union = (lists: (readonly string[])[]) => [...new Set(lists.flat())].sort();

/** Several sources' view of one section as one. */
export const combine = (parts: readonly SectionProgress[]): SectionProgress => ({
  pages: union(parts.map((p) => p.pages)),
  saved: union(parts.map((p) => p.saved)),
  missingMandatory: union(parts.map((p) => p.missingMandatory)),
  unexplained: union(parts.map((p) => p.unexplained)),
  ...(parts.some((p) => p.missingTranslations !== undefined)
    ? { missingTranslations: parts.reduce((n, p) => n + (p.missingTranslations ?? 0), 0) }
    : {}),
});

/**
 * Nothing saved: not started. Every tracked page saved, no mandatory provision missing and every
 * provision of a comply card answered or explained: complete. Anything between: in progress.
 */
export function classify(p: SectionProgress): SectionStatus {
  const saved = p.pages.filter((page) => p.saved.includes(page));
  if (saved.length === 0) return 'notStarted';
  const done = saved.length === p.pages.length && p.missingMandatory.length === 0 && p.unexplained.length === 0;
  return done ? 'complete' : 'inProgress';
}
