/**
 * HKEX rule sets the KPI catalogue is versioned by. '2020': the ESG Reporting Guide as amended for
 * financial years from 1 July 2020 (Parts B and C). '2025': the ESG Reporting Code, which adds the
 * Part D climate disclosures for financial years starting on or after 1 January 2025.
 */
export const RULE_SETS = ['2020', '2025'] as const;
export type RuleSet = (typeof RULE_SETS)[number];

export const RULE_SET_FROM: Record<RuleSet, string> = { '2020': '2020-07-01', '2025': '2025-01-01' };

/**
 * The rule set a financial year reports under, decided by the year's start date. Years before the
 * 2020 amendments also get '2020': the product keeps no older catalogue, and it is the closest.
 */
export const ruleSetFor = (financialYearStartDate: string): RuleSet =>
  financialYearStartDate >= RULE_SET_FROM['2025'] ? '2025' : '2020';

export const OBLIGATIONS = ['mandatory', 'comply-or-explain', 'encouraged'] as const;
export type Obligation = (typeof OBLIGATIONS)[number];

/** A provision's obligation under a rule set, from the catalogue's columns; undefined = not in it. */
export function obligationIn(
  ruleSet: RuleSet,
  row: { part: string; obligation_2025: string },
): { obligation: Obligation; note: string } | undefined {
  if (ruleSet === '2020') {
    if (row.part === 'D') return undefined;
    return { obligation: row.part === 'B' ? 'mandatory' : 'comply-or-explain', note: '' };
  }
  const text = row.obligation_2025;
  const obligation: Obligation = /^mandatory/i.test(text)
    ? 'mandatory'
    : /^encouraged/i.test(text)
      ? 'encouraged'
      : 'comply-or-explain';
  return { obligation, note: text };
}
