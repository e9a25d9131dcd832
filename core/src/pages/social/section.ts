import type { DataPage } from '../../catalogue/dataPage';
import { antiCorruption } from './antiCorruption';
import { communityInvestment } from './communityInvestment';
import { developmentTraining } from './developmentTraining';
import { employment } from './employment';
import { healthSafety } from './healthSafety';
import { labourStandards } from './labourStandards';
import { product } from './product';
import { supplyChain } from './supplyChain';

/**
 * The Social section's data pages in navigation order: what a Lambda group that serves only this section's
 * pages imports (ADR 0145); core/src/pages/index.ts lists every section's.
 */
export const SOCIAL_PAGES: readonly DataPage[] = [
  employment,
  healthSafety,
  developmentTraining,
  labourStandards,
  supplyChain,
  product,
  antiCorruption,
  communityInvestment,
];
