import type { CatalogueIssue } from '../../catalogue/issues';
import { messageText } from '../../catalogue/messages';
import { BREAKDOWNS, MEASURES, REGIONS, TOTAL, figureId } from './workforce';
import type { PagePayload, TableRow } from '../../catalogue/values';
import { eq, parseDecimal } from '../../lib/rational';
import { sumDecimals } from '../../lib/decimal';

const given = (v: unknown): v is string => typeof v === 'string' && v !== '';
/** Whether the given figures add up to the total exactly (a missing total counts as 0). */
const addsUp = (figures: string[], total: unknown) =>
  eq(parseDecimal(sumDecimals(figures))!, parseDecimal(given(total) ? total : '0')!);

const totalsIssue = (path: string): CatalogueIssue => ({
  path,
  code: 'genderTotals',
  message: messageText('genderTotals'),
});

/**
 * The spec's validation rules 'total of year begin and year end differs from gender totals, please adjust', for every
 * breakdown of the Employment page (gender, employment type, age group, category, region) and every
 * figure (year begin, year end, new hires, leavers). A breakdown left wholly blank is not checked
 * (not every company reports every breakdown); one partly or wholly filled must add up to the total
 * (a missing total counts as 0). The issue lands on the breakdown's first field of that figure.
 */
export function workforceTotalIssues(values: PagePayload): CatalogueIssue[] {
  const out: CatalogueIssue[] = [];
  const rows = (values[REGIONS] as TableRow[] | undefined) ?? [];
  for (const { id: measure } of MEASURES) {
    const total = values[figureId(measure, TOTAL)];
    for (const b of BREAKDOWNS) {
      const ids = b.groups.map((g) => figureId(measure, g.id));
      const figures = ids.map((id) => values[id]).filter(given);
      if (figures.length > 0 && !addsUp(figures, total)) out.push(totalsIssue(ids[0]!));
    }
    const regional = rows.map((r) => r[measure]).filter(given);
    if (regional.length > 0 && !addsUp(regional, total)) out.push(totalsIssue(`${REGIONS}.0.${measure}`));
  }
  return out;
}
