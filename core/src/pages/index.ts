import type { DataPage, DataPageGroup, SpecCall } from '../catalogue/dataPage';
import type { I18nText } from '../catalogue/types';
import type { ResourceType } from '../vocabulary/resourceTypes';
import { boardCommittee } from './background/boardCommittee';
import { boardStatement } from './background/boardStatement';
import { companyInformation } from './background/companyInformation';
import { policies } from './background/policies';
import { reportingBoundaries } from './background/reportingBoundaries';
import { riskManagement } from './background/riskManagement';
import { stakeholder } from './background/stakeholder';
import { climateGovernance } from './climate/governance';
import { climateMetrics } from './climate/metrics';
import { climateResilience } from './climate/resilience';
import { climateRiskManagement } from './climate/riskManagement';
import { climateRisks } from './climate/risks';
import { businessTravel } from './environmental/businessTravel';
import { electricities } from './environmental/electricities';
import { energyIntensity } from './environmental/energyIntensity';
import { fuels } from './environmental/fuels';
import { otherMaterials } from './environmental/otherMaterials';
import { packagingMaterial } from './environmental/packagingMaterial';
import { paper } from './environmental/paper';
import { refrigerants } from './environmental/refrigerants';
import { trees } from './environmental/trees';
import { vehicles } from './environmental/vehicles';
import { wasteGeneration } from './environmental/wasteGeneration';
import { water } from './environmental/water';
import { corpAwards } from './miscellaneous/corpAwards';
import { profQuali } from './miscellaneous/profQuali';
import { antiCorruption } from './social/antiCorruption';
import { communityInvestment } from './social/communityInvestment';
import { developmentTraining } from './social/developmentTraining';
import { employment } from './social/employment';
import { healthSafety } from './social/healthSafety';
import { labourStandards } from './social/labourStandards';
import { product } from './social/product';
import { supplyChain } from './social/supplyChain';

/**
 * Every data-entry page, in the side navigation's order (the spec's screens). A page exists once it is listed
 * here: its module carries everything about it (ADR 0080), and every other list is derived below.
 */
export const PAGES: readonly DataPage[] = [
  companyInformation,
  boardCommittee,
  riskManagement,
  policies,
  stakeholder,
  reportingBoundaries,
  boardStatement,
  refrigerants,
  electricities,
  fuels,
  vehicles,
  water,
  packagingMaterial,
  paper,
  energyIntensity,
  wasteGeneration,
  trees,
  otherMaterials,
  businessTravel,
  climateGovernance,
  climateRisks,
  climateResilience,
  climateRiskManagement,
  climateMetrics,
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
];

const byKey = new Map(PAGES.map((p) => [p.key, p]));
const byRoute = new Map(PAGES.map((p) => [p.route, p]));

export const pageByKey = (key: string) => byKey.get(key);
export const pageByRoute = (route: string) => byRoute.get(route);

/** The data pages' titles by key (the last segment of the route). */
export const DATA_PAGE_TITLES: Readonly<Record<string, I18nText>> = Object.fromEntries(
  PAGES.map((p) => [p.key, p.title]),
);

/** A section's data pages, in navigation order. */
export const pagesOfGroup = (group: DataPageGroup) => PAGES.filter((p) => p.nav.group === group);

/** Each spec call over a page's data, with its page (core/src/contract/pageAliases.ts makes them routes). */
export const SPEC_CALLS: readonly { page: DataPage; call: SpecCall }[] = PAGES.flatMap((page) =>
  page.specCalls.map((call) => ({ page, call })),
);

/** Which resource rows hold each page's figures (the environmental pages). */
export const resourceTypesOf = (page: DataPage): readonly ResourceType[] =>
  page.screen.kind === 'resourceRows' ? page.screen.types : [];

/** Which page holds each resource type's rows, and each resource page's types: from the page index (ADR 0133). */
export { ENVIRONMENTAL_RESOURCES, PAGE_OF_RESOURCE_TYPE } from './resourcePages';
