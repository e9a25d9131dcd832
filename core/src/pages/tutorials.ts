import type { PageTutorial, TutorialStep, TutorialWords } from '../catalogue/page';
import * as boardCommittee from './background/boardCommittee.tutorial';
import * as boardStatement from './background/boardStatement.tutorial';
import * as companyInformation from './background/companyInformation.tutorial';
import * as policies from './background/policies.tutorial';
import * as reportingBoundaries from './background/reportingBoundaries.tutorial';
import * as riskManagement from './background/riskManagement.tutorial';
import * as stakeholder from './background/stakeholder.tutorial';
import * as climateGovernance from './climate/governance.tutorial';
import * as climateMetrics from './climate/metrics.tutorial';
import * as climateResilience from './climate/resilience.tutorial';
import * as climateRiskManagement from './climate/riskManagement.tutorial';
import * as climateRisks from './climate/risks.tutorial';
import * as antiCorruption from './social/antiCorruption.tutorial';
import * as communityInvestment from './social/communityInvestment.tutorial';
import * as developmentTraining from './social/developmentTraining.tutorial';
import * as employment from './social/employment.tutorial';
import * as healthSafety from './social/healthSafety.tutorial';
import * as labourStandards from './social/labourStandards.tutorial';
import * as product from './social/product.tutorial';
import * as supplyChain from './social/supplyChain.tutorial';
import * as corpAwards from './miscellaneous/corpAwards.tutorial';
import * as profQuali from './miscellaneous/profQuali.tutorial';

/**
 * Each data page's tutorial steps by page key, in the side navigation's order (ADR 0143): the web's tours, and the
 * `tutorial_step_*` entries of the spec's page master configuration (the background group bundles these keys and
 * targets, never the words). A page without an entry has no tutorial (the environmental pages). Each lives beside
 * its page in `<page>.tutorial.ts`, `steps` and `words` written as plain literals: a `text()` call would keep the
 * words in every bundle that reads the steps.
 */
export const TUTORIAL_STEPS: Readonly<Record<string, readonly TutorialStep[]>> = {
  board_committee: boardCommittee.steps,
  board_statement: boardStatement.steps,
  company_information: companyInformation.steps,
  policies: policies.steps,
  reporting_boundaries: reportingBoundaries.steps,
  risk_management: riskManagement.steps,
  stakeholder: stakeholder.steps,
  climate_governance: climateGovernance.steps,
  climate_metrics: climateMetrics.steps,
  climate_resilience: climateResilience.steps,
  climate_risk_management: climateRiskManagement.steps,
  climate_risks: climateRisks.steps,
  anti_corruption: antiCorruption.steps,
  community_investment: communityInvestment.steps,
  development_training: developmentTraining.steps,
  employment: employment.steps,
  health_safety: healthSafety.steps,
  labour_standards: labourStandards.steps,
  product: product.steps,
  supply_chain: supplyChain.steps,
  corp_awards: corpAwards.steps,
  prof_quali: profQuali.steps,
};

/**
 * The words of each page's steps, by page key. Only the web reads them: a bundle that reads the steps alone
 * leaves the words out (they are plain literals), and test/integration/handler-bundles.test.ts holds every
 * Lambda group to that.
 */
const TUTORIAL_WORDS: Readonly<Record<string, TutorialWords>> = {
  board_committee: boardCommittee.words,
  board_statement: boardStatement.words,
  company_information: companyInformation.words,
  policies: policies.words,
  reporting_boundaries: reportingBoundaries.words,
  risk_management: riskManagement.words,
  stakeholder: stakeholder.words,
  climate_governance: climateGovernance.words,
  climate_metrics: climateMetrics.words,
  climate_resilience: climateResilience.words,
  climate_risk_management: climateRiskManagement.words,
  climate_risks: climateRisks.words,
  anti_corruption: antiCorruption.words,
  community_investment: communityInvestment.words,
  development_training: developmentTraining.words,
  employment: employment.words,
  health_safety: healthSafety.words,
  labour_standards: labourStandards.words,
  product: product.words,
  supply_chain: supplyChain.words,
  corp_awards: corpAwards.words,
  prof_quali: profQuali.words,
};

/** A data page's tutorial: its steps and their words; none for a page without one. */
export const tutorialOf = (pageKey: string): PageTutorial => ({
  steps: TUTORIAL_STEPS[pageKey] ?? [],
  words: TUTORIAL_WORDS[pageKey] ?? {},
});
