import type { PageDeclaration } from './page';
import { antiCorruption } from './pages/antiCorruption';
import { boardCommittee } from './pages/background/boardCommittee';
import { boardStatement } from './pages/background/boardStatement';
import { companyInformation } from './pages/background/companyInformation';
import { policies } from './pages/background/policies';
import { reportingBoundaries } from './pages/background/reportingBoundaries';
import { riskManagement } from './pages/background/riskManagement';
import { CLIMATE_PAGES } from './pages/climate/pages';
import { communityInvestment } from './pages/communityInvestment';
import { ENVIRONMENTAL_PAGES } from './pages/environmental/pages';
import { corpAwards } from './pages/miscellaneous/corpAwards';
import { profQuali } from './pages/miscellaneous/profQuali';
import { developmentTraining } from './pages/social/developmentTraining';
import { employment } from './pages/social/employment';
import { healthSafety } from './pages/social/healthSafety';
import { labourStandards } from './pages/social/labourStandards';
import { product } from './pages/social/product';
import { supplyChain } from './pages/social/supplyChain';
import { stakeholder } from './pages/stakeholder';
import { water } from './pages/water';

/** Every declared data-entry page. A page exists for the engine once it is listed here. */
export const PAGES: readonly PageDeclaration[] = [
  companyInformation,
  reportingBoundaries,
  boardStatement,
  boardCommittee,
  riskManagement,
  policies,
  stakeholder,
  employment,
  healthSafety,
  developmentTraining,
  labourStandards,
  supplyChain,
  product,
  antiCorruption,
  communityInvestment,
  profQuali,
  corpAwards,
  water,
  ...ENVIRONMENTAL_PAGES,
  ...CLIMATE_PAGES,
];

const byKey = new Map(PAGES.map((p) => [p.key, p]));
const byRoute = new Map(PAGES.map((p) => [p.route, p]));

export const pageByKey = (key: string) => byKey.get(key);
export const pageByRoute = (route: string) => byRoute.get(route);
