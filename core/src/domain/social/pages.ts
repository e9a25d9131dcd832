import { developmentTraining } from '../../catalogue/pages/social/developmentTraining';
import { employment } from '../../catalogue/pages/social/employment';
import type { PageDeclaration } from '../../catalogue/page';
import { IdParams, pageBody, periodPageBody } from '../background/schemas';
import * as z from 'zod';
import { withSchema } from '../files/validated';
import type { Membership } from '../membership';
import { readPageData } from '../pageData/read';
import { savePageData } from '../pageData/save';
import { periodById } from '../periods/view';

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

const devTrain = periodPageCalls(developmentTraining);
/** `PUT /api/dev-train/batch/{id}` names the period in its path; the body is `{ values, version }`. */
export const DevelopmentTraining = {
  read: devTrain.read,
  save: withSchema(
    z.strictObject({ id: IdParams.shape.id, body: pageBody(developmentTraining) }),
    async (m, { id, body }) => savePageData(m, developmentTraining.key, await yearOf(m, id), body),
  ),
};
