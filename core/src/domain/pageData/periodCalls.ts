import * as z from 'zod';
import type { PageDeclaration } from '../../catalogue/page';
import { savePageFields } from '../background/partial';
import { IdParams, pageBody, pagePartBody, periodPageBody } from '../background/schemas';
import { withSchema } from '../files/validated';
import type { Membership } from '../membership';
import { periodById } from '../periods/view';
import { readPageData } from './read';
import { savePageData } from './save';

const yearOf = async (m: Membership, periodId: string) => (await periodById(m.actor.tenantId, periodId)).yearEnd;

/**
 * The spec's Social and Miscellaneous calls name the reporting year by its company period's id
 * (ADR 0025). They are the page-data API under the spec's names: the same declaration, item,
 * rules, audit, 423 and 409; another company's period id is 404.
 */
export function periodPageCalls(page: PageDeclaration) {
  return {
    read: withSchema(IdParams, async (m, { id }) => readPageData(m, page.key, await yearOf(m, id))),
    save: withSchema(periodPageBody(page), async (m, { id, values, version }) =>
      savePageData(m, page.key, await yearOf(m, id), { values, version }),
    ),
  };
}

/** The calls that name the period in their path (`PUT /api/dev-train/batch/{id}`); the body is `{ values, version }`. */
export function pathPeriodPageCalls(page: PageDeclaration) {
  return {
    read: periodPageCalls(page).read,
    save: withSchema(z.strictObject({ id: IdParams.shape.id, body: pageBody(page) }), async (m, { id, body }) =>
      savePageData(m, page.key, await yearOf(m, id), body),
    ),
  };
}

/** A call that saves some top-level fields of a page (ADR 0028): by their declared schemas, the page's rules over the whole. */
export function pathPartCalls(page: PageDeclaration, fields: readonly string[]) {
  return {
    read: periodPageCalls(page).read,
    save: withSchema(
      z.strictObject({ id: IdParams.shape.id, body: pagePartBody(page, fields) }),
      async (m, { id, body }) => savePageFields(m, page.key, await yearOf(m, id), body.version, () => body.values),
    ),
  };
}
