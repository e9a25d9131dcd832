import { ruleIssue } from '../../catalogue/issues';
import type { YearRuleInput } from '../../catalogue/dataPage';
import type { TableRow } from '../../catalogue/values';

/** B2.1's earlier years are the ones before this reporting year (later years are stored years of their own). */
export const earlierYearsBefore = ({ values, period }: YearRuleInput) => {
  const max = new Date(Date.parse(period.financialYearStartDate) - 86_400_000).toISOString().slice(0, 10);
  return ((values.earlierYears as TableRow[] | undefined) ?? []).flatMap((row, i) =>
    typeof row.yearEnd === 'string' && row.yearEnd > max
      ? [ruleIssue(`earlierYears.${i}.yearEnd`, 'max', { max })]
      : [],
  );
};
