import type { CatalogueIssue } from '../../catalogue/issues';
import { messageText } from '../../catalogue/messages';
import type { PagePayload, TableRow } from '../../catalogue/values';

/** The company's own time horizons, in whole years from the reporting year: `shortFrom`, `shortTo`, … */
export const HORIZONS = ['short', 'medium', 'long'] as const;
export type Horizon = (typeof HORIZONS)[number];
export const horizonFrom = (h: Horizon) => `${h}From`;
export const horizonTo = (h: Horizon) => `${h}To`;

const year = (v: unknown) => (typeof v === 'string' && v !== '' ? Number(v) : undefined);

/**
 * The company's own time horizons (D-STR-RO): a horizon cannot end before it starts. The message
 * sits on its end year and names the start ('This field should be at least 5.').
 */
export function horizonIssues(values: PagePayload): CatalogueIssue[] {
  return HORIZONS.flatMap((h) => {
    const from = year(values[horizonFrom(h)]);
    const to = year(values[horizonTo(h)]);
    if (from === undefined || to === undefined || from <= to) return [];
    const min = String(from);
    return [{ path: horizonTo(h), code: 'min', message: messageText('min', { min }), params: { min } }];
  });
}

const given = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/**
 * D-STR-FIN: each risk or opportunity states its financial effects, in HKD (current or anticipated) or,
 * where the Code's reliefs apply, explained qualitatively; a row with none asks for the explanation.
 */
export function financialEffectIssues(values: PagePayload): CatalogueIssue[] {
  const rows = Array.isArray(values.register) ? (values.register as TableRow[]) : [];
  return rows.flatMap((r, i) =>
    given(r.financialCurrent) || given(r.financialAnticipated) || given(r.financialQualitative)
      ? []
      : [{ path: `register.${i}.financialQualitative`, code: 'missingInput', message: messageText('missingInput') }],
  );
}

/** The Climate risks page's own rules: horizons forwards, financial effects given. */
export const climateRiskIssues = (values: PagePayload): CatalogueIssue[] => [
  ...horizonIssues(values),
  ...financialEffectIssues(values),
];
