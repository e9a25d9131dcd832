import { rational, type Rational } from '../../calc/rational';
import type { CatalogueIssue } from '../../catalogue/issues';
import { messageText } from '../../catalogue/messages';
import { BREAKDOWNS, MEASURES, REGIONS, TOTAL, figureId } from '../../catalogue/pages/social/workforce';
import { decimalValue, type PagePayload, type TableRow } from '../../catalogue/values';

const plus = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
const sum = (values: Rational[]) => values.reduce(plus, rational(0n));
const equal = (a: Rational, b: Rational) => a.n * b.d === b.n * a.d;

const totalsIssue = (path: string): CatalogueIssue => ({
  path,
  code: 'genderTotals',
  message: messageText('genderTotals'),
});

/**
 * Spec §5 'total of year begin and year end differs from gender totals, please adjust', for every
 * breakdown of the Employment page (gender, employment type, age group, category, region) and every
 * figure (year begin, year end, new hires, leavers). A breakdown left wholly blank is not checked
 * (not every company reports every breakdown); one partly or wholly filled must add up to the total
 * (a missing total counts as 0). The issue lands on the breakdown's first field of that figure.
 */
export function workforceTotalIssues(values: PagePayload): CatalogueIssue[] {
  const out: CatalogueIssue[] = [];
  const rows = (values[REGIONS] as TableRow[] | undefined) ?? [];
  for (const { id: measure } of MEASURES) {
    const total = decimalValue(values[figureId(measure, TOTAL)]) ?? rational(0n);
    for (const b of BREAKDOWNS) {
      const ids = b.groups.map((g) => figureId(measure, g.id));
      const given = ids.map((id) => decimalValue(values[id])).filter((v): v is Rational => v !== undefined);
      if (given.length > 0 && !equal(sum(given), total)) out.push(totalsIssue(ids[0]!));
    }
    const regional = rows.map((r) => decimalValue(r[measure])).filter((v): v is Rational => v !== undefined);
    if (regional.length > 0 && !equal(sum(regional), total)) out.push(totalsIssue(`${REGIONS}.0.${measure}`));
  }
  return out;
}
