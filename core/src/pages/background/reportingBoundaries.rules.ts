import { textOf } from '../../catalogue/bilingual';
import { blankText, ruleIssue } from '../../catalogue/issues';
import type { PageRules } from '../../catalogue/dataPage';
import type { PagePayload, TableRow } from '../../catalogue/values';

/** The page whose `locations` table is the year's reporting boundary. */
export const BOUNDARIES = 'reporting_boundaries';

/** The names of the locations in the reporting boundary: the `locations` list of the year's monthly grids. */
export const inBoundaryLocations = (values?: Record<string, unknown>): string[] =>
  (Array.isArray(values?.locations) ? (values.locations as TableRow[]) : [])
    .filter((r) => r.inBoundary === 'yes' && textOf(r.name) !== '')
    .map((r) => textOf(r.name));

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** HKEX MDR-BOUND: "explain any change in scope" – a boundary unlike last year's needs its reason. */
export const BOUNDARY_RULES: PageRules = {
  year: ({ values, lastYear }: { values: PagePayload; lastYear?: PagePayload }) =>
    lastYear?.locations !== undefined &&
    !sameSet(inBoundaryLocations(values), inBoundaryLocations(lastYear)) &&
    blankText(values.boundaryChangeReason)
      ? [ruleIssue('boundaryChangeReason', 'missingInput')]
      : [],
};
