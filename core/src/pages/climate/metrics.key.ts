import type { PageDeclaration } from '../../catalogue/page';

/**
 * The Metrics and targets page's key and HKEX rule sets (Part D, from the 2025 Code), apart from its module: the
 * climate metrics read finds the year and its answers by them without bundling the page's declaration (ADR 0146).
 */
export const CLIMATE_METRICS = { key: 'climate_metrics', ruleSets: ['2025'] } as const satisfies Pick<
  PageDeclaration,
  'key' | 'ruleSets'
>;
