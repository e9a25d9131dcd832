import type { CatalogueIssue } from '../../catalogue/issues';
import { pageByKey } from '../../catalogue/registry';
import type { PagePayload } from '../../catalogue/values';
import { explainIssues } from './comply';
import { metricsIssues } from '../climate/metrics';
import { climateRiskIssues } from '../climate/register';
import { focusAreaIssues } from '../social/community';
import { recallIssues } from '../social/product';
import { supplierIssues } from '../social/supplyChain';
import { traineeIssues } from '../social/training';
import { workforceTotalIssues } from '../social/workforce';

/**
 * Rules across a page's own answers that need nothing else (no year, no last year): the web runs
 * them before saving and the API on save (pageData/rules.ts), so both speak with the same words.
 */
const FORM_RULES: Readonly<Record<string, (values: PagePayload) => CatalogueIssue[]>> = {
  employment: workforceTotalIssues,
  development_training: traineeIssues,
  supply_chain: supplierIssues,
  product: recallIssues,
  climate_risks: climateRiskIssues,
  climate_metrics: metricsIssues,
  community_investment: focusAreaIssues,
};

/** The page's own rules, then comply or explain by choice wherever a page declares `explains`. */
export function formRuleIssues(pageKey: string, values: PagePayload): CatalogueIssue[] {
  const page = pageByKey(pageKey);
  return [...(FORM_RULES[pageKey]?.(values) ?? []), ...(page ? explainIssues(page, values) : [])];
}
