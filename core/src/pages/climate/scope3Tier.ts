import { text, type I18nText } from '../../catalogue/types';
import { joinClauses, withAside } from '../../lib/format';
import { SCOPE3_LISTS } from './scope3Lists';

/** What the tier's rule reads of a Scope 3 line, as the API's figures have it (ClimateMetricsView's `scope3`). */
export interface Scope3TierLine {
  category: number;
  state: string;
  tCO2e: string | null;
  tier?: string;
  supplier?: { tCO2e: string; tier: string };
}

const PART: Record<'suppliers' | 'rest', I18nText> = {
  suppliers: text('the suppliers’ part', '供應商提供的部分', '供应商提供的部分'),
  rest: text('the rest', '其餘部分', '其余部分'),
};

/**
 * A category's data quality as its parts have it (ADR 0119 amended): category 1 with suppliers' answers is tier 1 for
 * their part and the screening's tier for the rest; tier 1 alone when suppliers answered for all of it (or the
 * screening says tier 1 too); the screening's tier when none answered. Never the screening's tier alone for a figure
 * partly supplier-specific. Empty when no tier is stated.
 */
function scope3TierParts(line: Scope3TierLine): readonly { tier: string; part?: keyof typeof PART }[] {
  const part = line.category === 1 && line.state === 'reported' && line.tCO2e !== null ? line.supplier : undefined;
  if (!part) return line.tier ? [{ tier: line.tier }] : [];
  if (Number(part.tCO2e) >= Number(line.tCO2e) || line.tier === part.tier) return [{ tier: part.tier }];
  return [{ tier: part.tier, part: 'suppliers' }, ...(line.tier ? [{ tier: line.tier, part: 'rest' as const }] : [])];
}

/**
 * The tier in words, as Part D prints it and the Metrics and targets page shows it: "Tier 1: primary data (the
 * suppliers' part); Tier 2: activity data × published factor (the rest)"; '–' when no tier is stated.
 */
export function scope3TierText(line: Scope3TierLine, lang: keyof I18nText): string {
  const label = (tier: string) => SCOPE3_LISTS.scope3Tiers!.find((o) => o.value === tier)?.labels[lang] ?? tier;
  const parts = scope3TierParts(line).map((p) =>
    p.part ? withAside(label(p.tier), PART[p.part][lang], lang) : label(p.tier),
  );
  return parts.length ? joinClauses(parts, lang) : '–';
}
