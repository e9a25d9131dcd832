import type { DataPage } from '../../catalogue/dataPage';
import { boardCommittee } from './boardCommittee';
import { boardStatement } from './boardStatement';
import { companyInformation } from './companyInformation';
import { policies } from './policies';
import { reportingBoundaries } from './reportingBoundaries';
import { riskManagement } from './riskManagement';
import { stakeholder } from './stakeholder';

/**
 * The Background section's data pages in navigation order: what a Lambda group that serves only this section's
 * pages imports (ADR 0145); core/src/pages/index.ts lists every section's.
 */
export const BACKGROUND_PAGES: readonly DataPage[] = [
  companyInformation,
  boardCommittee,
  riskManagement,
  policies,
  stakeholder,
  reportingBoundaries,
  boardStatement,
];
