import { periodPageRoutes } from './periodPage';
import { communityInvestment } from '../pages/social/communityInvestment';
import { pageBody, pagePartBody } from '../domain/background/schemas';
import { SOCIAL_PARTS, type PagePart } from '../domain/social/parts';

const partBody = ({ page, fields }: PagePart) => pagePartBody(page, fields);

const antiCorruption = periodPageRoutes(
  'social',
  '/api/anti-corruption/{id}',
  '/anti-corruption/{id}',
  partBody(SOCIAL_PARTS.antiCorruptionCases),
);
const antiCorruptionTrain = periodPageRoutes(
  'social',
  '/api/anti-corruption-train/{id}',
  '/anti-corruption-train/{id}',
  partBody(SOCIAL_PARTS.antiCorruptionTraining),
);
const community = periodPageRoutes(
  'social',
  '/api/community-investment/{id}',
  '/community-investment/{id}',
  pageBody(communityInvestment),
);
const resources = periodPageRoutes(
  'social',
  '/api/community-investment/resources/{id}',
  '/community-investment/resources/{id}',
  partBody(SOCIAL_PARTS.communityResources),
);
const activities = periodPageRoutes(
  'social',
  '/api/community-investment/activities/{id}',
  '/community-investment/activities/{id}',
  partBody(SOCIAL_PARTS.communityActivities),
);
const area = periodPageRoutes(
  'social',
  '/api/community-investment/area/{id}',
  '/community-investment/area/{id}',
  partBody(SOCIAL_PARTS.communityArea),
);

/**
 * The spec's Anti-corruption and Community investment calls (spec §7 "Social", issue 14; ADR 0028):
 * every GET answers the whole page, every PUT saves its part of the one page item that
 * `/api/page-data/{anti_corruption|community_investment}/{year}` reads and writes.
 */
export const socialCommunityRoutes = {
  getAntiCorruption: antiCorruption.get,
  putAntiCorruption: antiCorruption.put,
  getAntiCorruptionTrain: antiCorruptionTrain.get,
  putAntiCorruptionTrain: antiCorruptionTrain.put,
  getCommunityInvestment: community.get,
  putCommunityInvestment: community.put,
  getCommunityResources: resources.get,
  putCommunityResources: resources.put,
  getCommunityActivities: activities.get,
  putCommunityActivities: activities.put,
  getCommunityArea: area.get,
  putCommunityArea: area.put,
};
