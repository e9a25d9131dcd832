import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyRoutes } from '@esg/core/contract/company';
import { pageInRuleSet } from '@esg/core/catalogue/page';
import { dataPageEntry } from '@esg/core/pages/pageIndex';
import type { RuleSet } from '@esg/core/vocabulary/ruleSets';
import { routeQuery } from '../api/routeQuery';
import { useSession } from '../session/useSession';

/** GET /api/compPeriod: the company's reporting years with the HKEX rule set each reports under. */
export const yearRuleSetsQuery = () =>
  queryOptions({ ...routeQuery(companyRoutes.listPeriods), staleTime: 5 * 60_000 });

/** The rule set of the year chosen in the top bar; undefined while unknown (no year, loading, failed). */
export function useYearRuleSet(): RuleSet | undefined {
  const { year } = useSession();
  const periods = useQuery(yearRuleSetsQuery());
  return periods.data?.find((p) => p.yearEnd === year)?.ruleSet;
}

/**
 * Whether the page exists in a year under `ruleSet`: a catalogue page limited to other rule sets
 * (Climate, HKEX Part D, from the 2025 Code) does not. Unknown rule set: shown, the API decides.
 */
export const inYearRuleSet = (path: string, ruleSet: RuleSet | undefined) => {
  const page = dataPageEntry(path);
  return !page || !ruleSet || pageInRuleSet(page, ruleSet);
};
