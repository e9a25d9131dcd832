import type { EmissionsJson } from '../../calc/emissions/present';
import type { ReportBlock } from '../../schemas/reports';
import { reportDate, reportFigure, reportUnit, rowScale } from './format';
import type { Language } from '../../schemas/common';
import { reportText, type ReportMessageKey } from './messages';

/** A figure the restatement changed: its provision, what it measures, and the value printed before and now. */
export interface RestatedFigure {
  code: string;
  measure: RestatedMeasure;
  unit: string;
  before: number | null;
  after: number | null;
}

/**
 * The provisions' headline figures, each by the words the report names it with (in each language); intensities follow
 * their totals. Market-based Scope 2 is D-MT-GHG2's `marketBased` (ADR 0090).
 */
const MEASURES = {
  scope1: 'scope1',
  scope2: 'scope2',
  marketBased: 'scope2Market',
  scope3: 'scope3',
  scope1And2: 'scope1And2',
  total: 'total',
  removals: 'removals',
} as const satisfies Record<string, ReportMessageKey>;
type RestatedMeasure = (typeof MEASURES)[keyof typeof MEASURES];

/**
 * A version's figures as its report printed them: the emissions, and Part D's Scope 3 total across the screened
 * categories (ADR 0109) — a number where the report printed one, null where it printed none, undefined where it is not
 * known (a version replaced before it was kept).
 */
export interface RestatedVersion {
  emissions: Pick<EmissionsJson, 'provisions'>;
  scope3Screened?: number | null;
}

/** Why and when the year was restated, and what the version it replaced printed (docs/decisions/0118-restatement.md). */
export interface ReportRestatement {
  version: number;
  reason: string;
  at: string;
  figures: RestatedFigure[];
}

/**
 * The headline figures whose value differs between the version a restatement replaced and the year now, in the order
 * of their provision codes. Where the report prints Part D's screened Scope 3 total, D-MT-GHG3's Scope 3 is that
 * total, not the calculation's (the report prints the one, never the other).
 */
export function restatedFigures(before: RestatedVersion, after: RestatedVersion) {
  const out: RestatedFigure[] = [];
  const screened = before.scope3Screened !== undefined && (before.scope3Screened ?? after.scope3Screened) != null;
  const [was, now] = [before.emissions.provisions, after.emissions.provisions];
  const codes = [...new Set([...Object.keys(was), ...Object.keys(now)])].sort();
  const changed = (code: string, measure: RestatedMeasure, unit: string, b: number | null, a: number | null) => {
    if (b !== a) out.push({ code, measure, unit, before: b, after: a });
  };
  for (const code of codes) {
    for (const [key, measure] of Object.entries(MEASURES)) {
      if (screened && code === 'D-MT-GHG3' && key === 'total') continue;
      const [b, a] = [was[code]?.[key], now[code]?.[key]];
      if (b || a) changed(code, measure, (a ?? b)!.unit, b?.value ?? null, a?.value ?? null);
    }
    if (screened && code === 'D-MT-GHG3')
      changed(code, 'scope3', 'tCO2e', before.scope3Screened ?? null, after.scope3Screened ?? null);
  }
  return out;
}

/**
 * The report's section on a restated year (HKEX consistency principle): which version this is, when and why the
 * printed year was restated, and each figure as first reported and as restated.
 */
export function restatementBlocks(x: { lang: Language; restatement?: ReportRestatement }): ReportBlock[] {
  const r = x.restatement;
  if (!r) return [];
  const t = (k: ReportMessageKey, params: Record<string, string | number> = {}) => reportText(x.lang, k, params);
  const figure = (v: number | null, factor: number) => (v === null ? '–' : reportFigure(v * factor, x.lang));
  return [
    {
      kind: 'p',
      text: t('restatementText', {
        version: r.version,
        date: reportDate(r.at, x.lang),
        reason: r.reason,
      }),
    },
    r.figures.length
      ? {
          kind: 'table',
          caption: t('restatementTable'),
          head: [t('indicator'), t('unit'), t('previouslyReported'), t('restated')],
          rows: r.figures.map((f) => {
            // Both versions of a figure in one unit (ADR 0075 amended: very small tonnes in kilograms).
            const scale = rowScale(f.unit, [f.before, f.after]);
            return [
              `${f.code} ${t(f.measure)}`,
              reportUnit(scale.unit, x.lang),
              figure(f.before, scale.factor),
              figure(f.after, scale.factor),
            ];
          }),
          numeric: [2, 3],
        }
      : { kind: 'p', text: t('restatementNoFigure') },
  ];
}
