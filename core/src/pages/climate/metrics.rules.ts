import { blankText, ruleIssue, type CatalogueIssue } from '../../catalogue/issues';
import type { PagePayload, TableRow } from '../../catalogue/values';
import { parseDecimal, rational, type Rational } from '../../lib/rational';

const num = (v: unknown) => (typeof v === 'string' && v !== '' ? parseDecimal(v) : undefined);
const gt = (a: Rational, b: Rational) => a.n * b.d > b.n * a.d;

/** Metrics and targets: percentages at most 100, a target year after its base year, an intensity per something. */
export function metricsIssues(values: PagePayload): CatalogueIssue[] {
  const hundred = rational(100n);
  const percents = ['transitionPercent', 'physicalPercent', 'opportunityPercent', 'remunerationPercent'].flatMap(
    (id) => {
      const v = num(values[id]);
      return v && gt(v, hundred) ? [ruleIssue(id, 'max', { max: '100' })] : [];
    },
  );
  const rows = Array.isArray(values.targets) ? (values.targets as TableRow[]) : [];
  const targets = rows.flatMap((t, i) => {
    const out: CatalogueIssue[] = [];
    const base = num(t.baseYear);
    const end = num(t.targetYear);
    if (base && end && !gt(end, base))
      out.push(ruleIssue(`targets.${i}.targetYear`, 'min', { min: String(Number(t.baseYear) + 1) }));
    if (t.basis === 'intensity' && blankText(t.denominator))
      out.push(ruleIssue(`targets.${i}.denominator`, 'missingInput'));
    return out;
  });
  return [...percents, ...targets];
}
