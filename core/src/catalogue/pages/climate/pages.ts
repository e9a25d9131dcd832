import type { PageDeclaration } from '../../page';
import { climateGovernance } from './governance';
import { climateMetrics } from './metrics';
import { climateResilience } from './resilience';
import { climateRiskManagement } from './riskManagement';
import { climateRisks } from './risks';

/** Climate (HKEX ESG Reporting Code Part D): shown only for reporting years under the 2025 rule set. */
export const CLIMATE_PAGES: readonly PageDeclaration[] = [
  climateGovernance,
  climateRisks,
  climateResilience,
  climateRiskManagement,
  climateMetrics,
];
