import type { RuleSet } from '@esg/core/vocabulary/ruleSets';

/** Hierarchical keys: one list per HKEX rule set. */
export const kpiKeys = {
  all: ['admin-kpis'] as const,
  ruleSet: (ruleSet: RuleSet) => [...kpiKeys.all, ruleSet] as const,
};
