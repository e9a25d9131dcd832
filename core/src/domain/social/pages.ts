import { communityInvestment } from '../../pages/social/communityInvestment';
import { developmentTraining } from '../../pages/social/developmentTraining';
import { employment } from '../../pages/social/employment';
import { product } from '../../pages/social/product';
import { supplyChain } from '../../pages/social/supplyChain';
import { pathPartCalls, pathPeriodPageCalls, periodPageCalls } from '../pageData/periodCalls';
import { SOCIAL_PARTS, type PagePart } from './parts';

/** The spec's Social calls (core/src/contract/social.ts) over the page-data store (pageData/periodCalls.ts). */
export const Employment = periodPageCalls(employment);
export const DevelopmentTraining = pathPeriodPageCalls(developmentTraining);
export const SupplyChain = pathPeriodPageCalls(supplyChain);
export const Product = pathPeriodPageCalls(product);

const partCalls = ({ page, fields }: PagePart) => pathPartCalls(page, fields);
export const AntiCorruptionCases = partCalls(SOCIAL_PARTS.antiCorruptionCases);
export const AntiCorruptionTraining = partCalls(SOCIAL_PARTS.antiCorruptionTraining);
export const CommunityInvestment = pathPeriodPageCalls(communityInvestment);
export const CommunityResources = partCalls(SOCIAL_PARTS.communityResources);
export const CommunityActivities = partCalls(SOCIAL_PARTS.communityActivities);
export const CommunityArea = partCalls(SOCIAL_PARTS.communityArea);
