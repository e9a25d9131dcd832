import type { PagePayload } from '../../catalogue/values';
import type { PageDataView } from '../../schemas/pageData';
import type { ReportingYear } from './year';

/** `T#<t>#Y#<yearEnd>` / `PAGE#<pageKey>`: one page's answers for one reporting year. */
export interface PageDataRecord {
  pageKey: string;
  yearEnd: string;
  values: PagePayload;
  version: number;
  updatedAt: string;
  updatedBy: string;
  copiedFrom?: string | null;
}

/** What GET shows: this year's answers (empty and version 0 before the first save) and last year's. */
export function pageDataView(
  pageKey: string,
  year: ReportingYear,
  current?: PageDataRecord,
  lastYear?: PageDataRecord,
): PageDataView {
  return {
    pageKey,
    yearEnd: year.period.yearEnd,
    values: current?.values ?? {},
    version: current?.version ?? 0,
    locked: year.period.printed,
    ...(current ? { updatedAt: current.updatedAt, updatedBy: current.updatedBy } : {}),
    ...(current?.copiedFrom ? { copiedFrom: current.copiedFrom } : {}),
    ...(lastYear
      ? { lastYear: { yearEnd: lastYear.yearEnd, values: lastYear.values, version: lastYear.version } }
      : {}),
  };
}

const blank = (v: unknown) => v == null || v === '' || (Array.isArray(v) && v.length === 0);

/** A page with no answer at all: what "copy from last year" may fill. */
export const isEmptyPage = (values: PagePayload | undefined) => Object.values(values ?? {}).every(blank);
