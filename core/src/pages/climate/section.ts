import type { DataPage } from '../../catalogue/dataPage';
import { climateGovernance } from './governance';
import { climateMetrics } from './metrics';
import { climateResilience } from './resilience';
import { climateRiskManagement } from './riskManagement';
import { climateRisks } from './risks';

/**
 * The Climate (Part D) section's data pages in navigation order: what a Lambda group that serves only this section's
 * pages imports (ADR 0145); core/src/pages/index.ts lists every section's.
 */
export const CLIMATE_PAGES: readonly DataPage[] = [
  climateGovernance,
  climateRisks,
  climateResilience,
  climateRiskManagement,
  climateMetrics,
];
