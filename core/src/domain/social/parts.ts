import { antiCorruption } from '../../pages/social/antiCorruption';
import { communityInvestment } from '../../pages/social/communityInvestment';
import type { PageDeclaration } from '../../catalogue/page';

/** A part of a page that one of the spec's calls saves: its top-level fields. */
export interface PagePart {
  page: PageDeclaration;
  fields: readonly string[];
}

const part = (page: PageDeclaration, fields: readonly string[]): PagePart => ({ page, fields });

/**
 * Spec §7 splits Anti-corruption into `/anti-corruption/{id}` and `/anti-corruption-train/{id}`, and
 * Community investment into `resources`, `activities` and `area` sub-calls (ADR 0028): each saves its
 * part of the one page item, the page's other answers left as they are.
 */
export const SOCIAL_PARTS = {
  antiCorruptionCases: part(antiCorruption, ['anyCorruptionCase', 'antiCorruptionPolicy', 'whistleBlowing']),
  antiCorruptionTraining: part(antiCorruption, ['staffTraining']),
  communityResources: part(communityInvestment, ['anyContribution']),
  communityActivities: part(communityInvestment, ['anyCharitableActivity']),
  communityArea: part(communityInvestment, ['focusAreas']),
} as const;
