import type { CatalogueIssue } from '../../catalogue/issues';
import { messageText, type CatalogueMessageKey, type MessageParams } from '../../catalogue/messages';
import { OTHER_BUSINESS_NATURES } from '../../catalogue/pages/background/businessNature';
import type { PagePayload, TableRow } from '../../catalogue/values';
import type { PeriodRecord } from '../records';
import { duplicateRowIds } from '../background/rowIds';
import { formRuleIssues } from './formRules';

/**
 * Rules across fields or years that a declaration cannot state (it describes one answer at a time).
 * They run after the page's schema accepted the payload, and speak with the catalogue's messages.
 */
export const BOUNDARIES = 'reporting_boundaries';
const COMPANY = 'company_information';

interface RuleInput {
  values: PagePayload;
  period: PeriodRecord;
  /** The previous reporting year's answers on the same page. */
  lastYear?: PagePayload;
}
type Rule = (input: RuleInput) => CatalogueIssue[];

const issue = (path: string, code: CatalogueMessageKey, params?: MessageParams): CatalogueIssue => ({
  path,
  code,
  message: messageText(code, 'en', params),
  ...(params ? { params } : {}),
});
const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/** The names of the locations in the reporting boundary: the `locations` list of the year's monthly grids. */
export const inBoundaryLocations = (values?: PagePayload): string[] =>
  ((values?.locations as TableRow[] | undefined) ?? [])
    .filter((r) => r.inBoundary === 'yes' && typeof r.name === 'string')
    .map((r) => r.name as string);

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** HKEX MDR-BOUND: "explain any change in scope" – a boundary unlike last year's needs its reason. */
const boundaryChange: Rule = ({ values, lastYear }) =>
  lastYear?.locations !== undefined &&
  !sameSet(inBoundaryLocations(values), inBoundaryLocations(lastYear)) &&
  blank(values.boundaryChangeReason)
    ? [issue('boundaryChangeReason', 'missingInput')]
    : [];

const yearForwards: Rule = ({ values: { financialYearStartDate: start, financialYearEndDate: end } }) =>
  typeof start === 'string' && typeof end === 'string' && end <= start
    ? [issue('financialYearEndDate', 'min', { min: start })]
    : [];

const otherNature: Rule = ({ values }) =>
  ((values.businessNature as string[] | undefined) ?? []).some((n) => OTHER_BUSINESS_NATURES.has(n)) &&
  blank(values.businessNatureOther)
    ? [issue('businessNatureOther', 'missingInput')]
    : [];

/** B2.1's earlier years are the ones before this reporting year (later years are stored years of their own). */
const earlierYearsBefore: Rule = ({ values, period }) => {
  const max = new Date(Date.parse(period.financialYearStartDate) - 86_400_000).toISOString().slice(0, 10);
  return ((values.earlierYears as TableRow[] | undefined) ?? []).flatMap((row, i) =>
    typeof row.yearEnd === 'string' && row.yearEnd > max ? [issue(`earlierYears.${i}.yearEnd`, 'max', { max })] : [],
  );
};

const RULES: Record<string, Rule[]> = {
  [BOUNDARIES]: [boundaryChange],
  [COMPANY]: [yearForwards, otherNature],
  health_safety: [earlierYearsBefore],
};

export const ruleIssues = (pageKey: string, input: RuleInput): CatalogueIssue[] => [
  ...duplicateRowIds(pageKey, input.values),
  ...formRuleIssues(pageKey, input.values),
  ...(RULES[pageKey] ?? []).flatMap((rule) => rule(input)),
];

/** What a copy from last year must not carry over: the financial year is this year's, not last year's. */
export function adjustCopy(pageKey: string, values: PagePayload, period: PeriodRecord): PagePayload {
  if (pageKey !== COMPANY) return values;
  return {
    ...values,
    financialYearStartDate: period.financialYearStartDate,
    financialYearEndDate: period.financialYearEndDate,
  };
}
