import type { EmissionsJson } from '../../calc/emissions/present';
import { formatDate, hongKongDate } from '../../lib/dates';
import type { ReportBlock } from '../../schemas/reports';
import { reportFigure, reportUnit } from './format';
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

/** What the report names a restated figure by (its own words in each language); intensities follow their totals. */
const MEASURES = [
  'scope1',
  'scope2',
  'scope3',
  'scope1And2',
  'total',
  'removals',
] as const satisfies ReportMessageKey[];
type RestatedMeasure = (typeof MEASURES)[number];

/** Why and when the year was restated, and what the version it replaced printed (docs/decisions/0118-restatement.md). */
export interface ReportRestatement {
  version: number;
  reason: string;
  at: string;
  figures: RestatedFigure[];
}

/**
 * The provisions' figures whose value differs between the version a restatement replaced and the year now, in the
 * order of their provision codes.
 */
export function restatedFigures(before: Pick<EmissionsJson, 'provisions'>, after: Pick<EmissionsJson, 'provisions'>) {
  const out: RestatedFigure[] = [];
  const codes = [...new Set([...Object.keys(before.provisions), ...Object.keys(after.provisions)])].sort();
  for (const code of codes) {
    const [was, now] = [before.provisions[code] ?? {}, after.provisions[code] ?? {}];
    for (const measure of MEASURES) {
      const [b, a] = [was[measure], now[measure]];
      if (!b && !a) continue;
      if ((b?.value ?? null) === (a?.value ?? null)) continue;
      out.push({ code, measure, unit: (a ?? b)!.unit, before: b?.value ?? null, after: a?.value ?? null });
    }
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
  const figure = (v: number | null) => (v === null ? '–' : reportFigure(v, x.lang));
  return [
    {
      kind: 'p',
      text: t('restatementText', {
        version: r.version,
        date: formatDate(hongKongDate(new Date(r.at))),
        reason: r.reason,
      }),
    },
    r.figures.length
      ? {
          kind: 'table',
          caption: t('restatementTable'),
          head: [t('indicator'), t('unit'), t('previouslyReported'), t('restated')],
          rows: r.figures.map((f) => [
            `${f.code} ${t(f.measure)}`,
            reportUnit(f.unit, x.lang),
            figure(f.before),
            figure(f.after),
          ]),
          numeric: [2, 3],
        }
      : { kind: 'p', text: t('restatementNoFigure') },
  ];
}
