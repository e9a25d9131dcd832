import { textOf } from '../../catalogue/bilingual';
import { renameLocations } from '../../catalogue/locationNames';
import type { PagePayload, TableRow } from '../../catalogue/values';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import type { Change } from '../../infra/db/write';
import { LOCATION_CHOICES } from '../../pages/locationChoices';
import { BOUNDARIES } from '../../pages/background/reportingBoundaries.rules';
import type { Membership } from '../membership';
import type { PageDataRecord } from './records';
import type { ReportingYear } from './year';

const rowsOf = (values: PagePayload | undefined) =>
  Array.isArray(values?.locations) ? (values.locations as TableRow[]) : [];
const idOf = (r: TableRow) => (typeof r.locationId === 'string' && r.locationId !== '' ? r.locationId : undefined);

/**
 * The locations a boundaries save renames, old name → new name, each as the lists name it (`textOf`, ADR 0121): a row
 * whose id the stored answers have under another name. A Chinese name added beside the English is no rename.
 */
export function renamedLocations(before: PagePayload | undefined, after: PagePayload): Map<string, string> {
  const was = new Map(rowsOf(before).flatMap((r) => (idOf(r) ? [[idOf(r)!, textOf(r.name)]] : [])));
  const renamed = new Map<string, string>();
  for (const r of rowsOf(after)) {
    const old = idOf(r) && was.get(idOf(r)!);
    const now = textOf(r.name);
    if (old && now && old !== now) renamed.set(old, now);
  }
  return renamed;
}

/**
 * A page's answers of another year with each location named as `to` (this year's boundary) names it, matched by id to
 * `from` (that year's boundary): a location renamed between the years stays one location — last year's answers
 * copied into this year, last year's figures beside this year's in the report.
 */
export function inNamesOf(
  pageKey: string,
  values: PagePayload,
  from: PagePayload | undefined,
  to: PagePayload | undefined,
): PagePayload {
  const choices = LOCATION_CHOICES[pageKey];
  const renamed = choices && to ? renamedLocations(from, to) : undefined;
  return renamed?.size ? renameLocations(choices!, values, (n) => renamed.get(n) ?? n) : values;
}

/** Last year's answers on a page as this year's boundary names the locations (copy from last year). */
export async function lastYearInNamesNow(tenantId: string, year: ReportingYear, pageKey: string, values: PagePayload) {
  if (!LOCATION_CHOICES[pageKey] || !year.previous) return values;
  const [from, to] = await Promise.all(
    [year.previous.yearEnd, year.period.yearEnd].map((y) =>
      getItem<PageDataRecord>(keys.pageData(tenantId, y, BOUNDARIES), true),
    ),
  );
  return inNamesOf(pageKey, values, from?.values, to?.values);
}

/** Every page of another year's answers named as `to` names the locations (`inNamesOf`); the boundary as it was. */
export const answersInNamesOf = <T extends Record<string, PagePayload | undefined>>(answers: T, to?: PagePayload): T =>
  Object.fromEntries(
    Object.entries(answers).map(([key, values]) => [
      key,
      values && key !== BOUNDARIES ? inNamesOf(key, values, answers[BOUNDARIES], to) : values,
    ]),
  ) as T;

/**
 * A rename on Reporting boundaries carried to every answer of the year that chose the location by its old name (the
 * employment regions, the climate register…: `LOCATION_CHOICES`), in the boundaries save's own transaction: each such
 * page is updated at the version read here, so a page saved in between makes the rename a conflict, never a page left
 * with a name the boundary no longer has (docs/decisions/0155-a-location-rename-carries-to-its-answers.md). An approved
 * page is rewritten too: it still names the location it was approved with.
 */
export async function locationRenameChanges(
  m: Membership,
  pageKey: string,
  year: ReportingYear,
  before: PagePayload | undefined,
  after: PagePayload,
): Promise<Change[]> {
  if (pageKey !== BOUNDARIES) return [];
  const renamed = renamedLocations(before, after);
  if (renamed.size === 0) return [];
  const { tenantId, login } = m.actor;
  const yearEnd = year.period.yearEnd;
  const pages = Object.entries(LOCATION_CHOICES);
  const records = await Promise.all(
    pages.map(([key]) => getItem<PageDataRecord>(keys.pageData(tenantId, yearEnd, key), true)),
  );
  return pages.flatMap(([key, choices], i): Change[] => {
    const record = records[i];
    if (!record) return [];
    const values = renameLocations(choices, record.values, (n) => renamed.get(n) ?? n);
    if (JSON.stringify(values) === JSON.stringify(record.values)) return [];
    return [
      {
        op: 'update',
        key: keys.pageData(tenantId, yearEnd, key),
        expectedVersion: record.version,
        set: { values, updatedAt: new Date().toISOString(), updatedBy: login },
      },
    ];
  });
}
