import * as z from 'zod';
import { companyInformation } from '../../pages/background/companyInformation';
import { BUSINESS_NATURES, sortBusinessNatures } from '../../pages/background/businessNature';
import type { PagePayload } from '../../catalogue/values';
import { IsoDate } from '../../schemas/common';
import { withSchema } from '../files/validated';
import type { PageDataView } from '../../schemas/pageData';
import { readPageData } from '../pageData/read';
import { businessNatureView } from './lists';
import { savePageFields } from '../pageData/partial';
import { BusinessNatureSave, YearParams } from '../../schemas/pageBodies';

const byValue = new Map(BUSINESS_NATURES.map((o) => [o.value, o]));

/** The page's business nature answers as the spec's selections, in the spec's order. */
function selectionsView(view: PageDataView) {
  const values = view.values as PagePayload;
  const chosen = ((values.businessNature as string[] | null | undefined) ?? []).flatMap((v) => byValue.get(v) ?? []);
  const other = values.businessNatureOther;
  return {
    yearEnd: view.yearEnd,
    version: view.version,
    locked: view.locked,
    selections: sortBusinessNatures(chosen).map(businessNatureView),
    other: typeof other === 'string' && other !== '' ? other : null,
  };
}

/** GET /api/comp/business-nature/{year}: the year's selections from the company information page. */
export const readBusinessNature = withSchema(YearParams, async (m, { year }) =>
  selectionsView(await readPageData(m, companyInformation, year)),
);

/**
 * PUT /api/comp/business-nature/{year}: sets the selections (and the 'other' description) on the
 * company information page; its other answers stay. An 'other' selection without a description is
 * refused by the page's rule, as on the page-data route.
 */
export const saveBusinessNature = withSchema(
  z.strictObject({ year: IsoDate, body: BusinessNatureSave }),
  async (m, { year, body }) =>
    selectionsView(await savePageFields(m, companyInformation, year, body.version, () => body.values)),
);
