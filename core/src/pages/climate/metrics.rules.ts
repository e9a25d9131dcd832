import { blankText, ruleIssue, type CatalogueIssue } from '../../catalogue/issues';
import type { PagePayload, TableRow } from '../../catalogue/values';
import { parseDecimal, rational, type Rational } from '../../lib/rational';

const num = (v: unknown) => (typeof v === 'string' && v !== '' ? parseDecimal(v) : undefined);
const gt = (a: Rational, b: Rational) => a.n * b.d > b.n * a.d;

/** Metrics and targets: percentages at most 100, a target year after its base year, an intensity per something. */
export function metricsIssues(values: PagePayload): CatalogueIssue[] {
  const hundred = rational(100n);
  const percents = [
    'transitionPercent',
    'physicalPercent',
    'opportunityPercent',
    'remunerationPercent',
    'baseYearRecalculationThreshold',
  ].flatMap((id) => {
    const v = num(values[id]);
    return v && gt(v, hundred) ? [ruleIssue(id, 'max', { max: '100' })] : [];
  });
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
  // A milestone names a target row and a year between its base year and target year (ADR 0110).
  const milestones = (Array.isArray(values.targetMilestones) ? (values.targetMilestones as TableRow[]) : []).flatMap(
    (m, i) => {
      const t = rows[Number(m.target) - 1];
      if (!t) return [ruleIssue(`targetMilestones.${i}.target`, 'max', { max: String(rows.length) })];
      const year = Number(m.year);
      if (year <= Number(t.baseYear))
        return [ruleIssue(`targetMilestones.${i}.year`, 'min', { min: String(Number(t.baseYear) + 1) })];
      if (year > Number(t.targetYear))
        return [ruleIssue(`targetMilestones.${i}.year`, 'max', { max: String(t.targetYear) })];
      return [];
    },
  );
  return [...percents, ...targets, ...milestones];
}
