import { communityInvestment } from '../../catalogue/pages/communityInvestment';
import { developmentTraining } from '../../catalogue/pages/social/developmentTraining';
import { employment } from '../../catalogue/pages/social/employment';
import { product } from '../../catalogue/pages/social/product';
import { supplyChain } from '../../catalogue/pages/social/supplyChain';
import type { PageDeclaration } from '../../catalogue/page';
import { savePageFields } from '../background/partial';
import { IdParams, pageBody, pagePartBody, periodPageBody } from '../background/schemas';
import * as z from 'zod';
import { withSchema } from '../files/validated';
import type { Membership } from '../membership';
import { readPageData } from '../pageData/read';
import { savePageData } from '../pageData/save';
import { periodById } from '../periods/view';
import { SOCIAL_PARTS, type PagePart } from './parts';

const yearOf = async (m: Membership, periodId: string) => (await periodById(m.actor.tenantId, periodId)).yearEnd;

/**
 * The spec's Social calls name the reporting year by its company period's id. They are the
 * page-data API under the spec's names: the same declaration, item, rules, audit, 423 and 409.
 */
function periodPageCalls(page: PageDeclaration) {
  return {
    read: withSchema(IdParams, async (m, { id }) => readPageData(m, page.key, await yearOf(m, id))),
    save: withSchema(periodPageBody(page), async (m, { id, values, version }) =>
      savePageData(m, page.key, await yearOf(m, id), { values, version }),
    ),
  };
}

export const Employment = periodPageCalls(employment);

/** The calls that name the period in their path (`PUT /api/dev-train/batch/{id}`); the body is `{ values, version }`. */
function pathPeriodPageCalls(page: PageDeclaration) {
  return {
    read: periodPageCalls(page).read,
    save: withSchema(z.strictObject({ id: IdParams.shape.id, body: pageBody(page) }), async (m, { id, body }) =>
      savePageData(m, page.key, await yearOf(m, id), body),
    ),
  };
}

export const DevelopmentTraining = pathPeriodPageCalls(developmentTraining);
export const SupplyChain = pathPeriodPageCalls(supplyChain);
export const Product = pathPeriodPageCalls(product);

/** A call that saves part of a page (parts.ts): the part's fields by their declared schemas, the page's rules over the whole. */
function pathPartCalls({ page, fields }: PagePart) {
  return {
    read: periodPageCalls(page).read,
    save: withSchema(
      z.strictObject({ id: IdParams.shape.id, body: pagePartBody(page, fields) }),
      async (m, { id, body }) => savePageFields(m, page.key, await yearOf(m, id), body.version, () => body.values),
    ),
  };
}

export const AntiCorruptionCases = pathPartCalls(SOCIAL_PARTS.antiCorruptionCases);
export const AntiCorruptionTraining = pathPartCalls(SOCIAL_PARTS.antiCorruptionTraining);
export const CommunityInvestment = pathPeriodPageCalls(communityInvestment);
export const CommunityResources = pathPartCalls(SOCIAL_PARTS.communityResources);
export const CommunityActivities = pathPartCalls(SOCIAL_PARTS.communityActivities);
export const CommunityArea = pathPartCalls(SOCIAL_PARTS.communityArea);
