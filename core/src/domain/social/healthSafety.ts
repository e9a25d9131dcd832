import { EARLIER_YEARS, FATALITIES, healthSafety } from '../../pages/social/healthSafety';
import { figureId, TOTAL } from '../../pages/social/workforce';
import { employment } from '../../pages/social/employment';
import type { PagePayload, TableRow } from '../../catalogue/values';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { yearPageBody } from '../../schemas/pageBody';
import { withSchema } from '../files/validated';
import { readPageData } from '../pageData/read';
import type { PageDataRecord } from '../pageData/records';
import { savePageData } from '../pageData/save';
import { companyPeriods } from '../periods/view';
import { fatalitySeries, type EnteredYear } from './fatalities';
import { HealthSafetyQuery } from '../../schemas/social';

const WORKFORCE_AT_YEAR_END = figureId('end', TOTAL);
const stored = (tenantId: string, yearEnd: string, pageKey: string) =>
  getItem<PageDataRecord>(keys.pageData(tenantId, yearEnd, pageKey), true).then((r) => r?.values);
const earlierRows = (values: PagePayload | undefined) => (values?.[EARLIER_YEARS] as TableRow[] | undefined) ?? [];

/**
 * HKEX B2.1 for the year ending `yearEnd`: fatalities of the stored years (this page), their
 * headcount at year end (the Employment page), and the earlier years entered once on this year's
 * page or the first reporting year's page.
 */
export async function fatalitySeriesOf(tenantId: string, yearEnd: string) {
  const periods = (await companyPeriods(tenantId)).filter((p) => p.yearEnd <= yearEnd).reverse();
  const years = await Promise.all(
    periods.slice(0, 3).map(async ({ yearEnd: y }) => {
      const [page, workforce] = await Promise.all([
        stored(tenantId, y, healthSafety.key),
        stored(tenantId, y, employment.key),
      ]);
      return { yearEnd: y, page, fatalities: page?.[FATALITIES], workforce: workforce?.[WORKFORCE_AT_YEAR_END] };
    }),
  );
  const first = periods[periods.length - 1]!.yearEnd;
  const firstPage = years.find((y) => y.yearEnd === first)?.page ?? (await stored(tenantId, first, healthSafety.key));
  const entered: EnteredYear[] = [...earlierRows(years[0]?.page), ...earlierRows(firstPage)];
  const unique = entered.filter((e, i) => entered.findIndex((o) => o.yearEnd === e.yearEnd) === i);
  return fatalitySeries(years, unique);
}

/** The spec's Health and safety calls: the page-data item of the year, with the B2.1 series. */
export const HealthSafety = {
  read: withSchema(HealthSafetyQuery, async (m, { year }) => ({
    ...(await readPageData(m, healthSafety, year)),
    series: await fatalitySeriesOf(m.actor.tenantId, year),
  })),
  save: withSchema(yearPageBody(healthSafety), async (m, { year, values, version }) => ({
    ...(await savePageData(m, healthSafety, year, { values, version })),
    series: await fatalitySeriesOf(m.actor.tenantId, year),
  })),
};
