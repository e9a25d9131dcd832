import { BREAKDOWNS, MEASURES, TOTAL, figureId, measureHeading } from '../../pages/social/workforce';
import { TRAINING_DECIMALS, TRAINING_GROUPS } from '../../pages/social/developmentTraining';
import { EARLIER_YEARS, FATALITIES } from '../../pages/social/healthSafety';
import { employment } from '../../pages/social/employment';
import type { PagePayload } from '../../catalogue/values';
import type { Language } from '../../schemas/common';
import type { ReportBlock } from '../../schemas/reports';
import type { FatalityYear } from '../social/fatalities';
import { regionalTurnover, turnoverRate } from '../../pages/social/employment.turnover';
import { reportDate, reportDecimal, reportFixed, reportPercent } from './format';
import { reportText } from './messages';
import type { LocationNames } from './pageBlocks';

const given = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** The training figures of each group, in the order of the B3 table's columns. */
const TRAINING_MEASURES = ['employees', 'trainees', 'trainingHours', 'percentTrained', 'averageHours'] as const;
/** B3.1's share and B3.2's average are rounded to one place by the page's rule: a column prints 20.0 beside 19.5. */
const ROUNDED_MEASURES: ReadonlySet<string> = new Set(['percentTrained', 'averageHours']);

/**
 * Fields the report prints in a table of its own, never one by one (ADR 0087): the Employment page's workforce
 * figures and turnover rates (the workforce table), the training figures of every group (the B3 table), this year's
 * fatalities and the years before the first reporting year (the B2.1 three-year table).
 */
export const REPORTED_IN_TABLES: ReadonlySet<string> = new Set([
  ...MEASURES.flatMap((m) =>
    [TOTAL, ...BREAKDOWNS.flatMap((b) => b.groups.map((g) => g.id))].map((g) => figureId(m.id, g)),
  ),
  ...employment.tabs
    .flatMap((t) => t.cards)
    .filter((c) => c.id === 'turnoverCard')
    .flatMap((c) => c.fields.map((f) => f.id)),
  ...TRAINING_GROUPS.flatMap((g) => TRAINING_MEASURES.map((m) => `${m}${g.id}`)),
  FATALITIES,
  EARLIER_YEARS,
]);

/** B3.1 and B3.2 as one table: each group's employees, trainees, hours, share trained and average hours. */
export function trainingTable(values: PagePayload | undefined, lang: Language): ReportBlock[] {
  if (!values) return [];
  const rows = TRAINING_GROUPS.flatMap((g) => {
    const figures = TRAINING_MEASURES.map((m) => values[`${m}${g.id}`]);
    if (!figures.slice(0, 3).some(given)) return [];
    const printed = (f: unknown, i: number) =>
      !given(f)
        ? '–'
        : ROUNDED_MEASURES.has(TRAINING_MEASURES[i]!)
          ? reportFixed(f, TRAINING_DECIMALS, lang)
          : reportDecimal(f, lang);
    return [[g.labels[lang], ...figures.map(printed)]];
  });
  if (rows.length === 0) return [];
  const head = ['', ...TRAINING_MEASURES.map((m) => reportText(lang, m))];
  return [{ kind: 'table', caption: reportText(lang, 'training'), head, rows, numeric: [1, 2, 3, 4, 5] }];
}

/**
 * B1.1 and B1.2 as one table: each breakdown group's headcount at year begin and end, new hires,
 * leavers and turnover rate (the page's own rule, pages/social/employment.turnover.ts). Groups never entered are left out.
 */
export function workforceTable(values: PagePayload | undefined, lang: Language, caption: string): ReportBlock[] {
  if (!values) return [];
  const groups = [
    { id: TOTAL, name: reportText(lang, 'total') },
    ...BREAKDOWNS.flatMap((b) => b.groups.map((g) => ({ id: g.id, name: `${b.labels[lang]} – ${g.labels[lang]}` }))),
  ];
  const rows = groups.flatMap((g) => {
    const figures = MEASURES.map((m) => values[figureId(m.id, g.id)]);
    if (!figures.some(given)) return [];
    const rate = turnoverRate(...(figures.filter((_, i) => i !== 2) as [unknown, unknown, unknown]));
    const shown = rate === null ? reportText(lang, 'notAvailable') : reportPercent(rate, lang);
    return [[g.name, ...figures.map((f) => (given(f) ? reportDecimal(f, lang) : '–')), shown]];
  });
  if (rows.length === 0) return [];
  const head = ['', ...MEASURES.map((m) => measureHeading(m)[lang]), reportText(lang, 'rate')];
  return [{ kind: 'table', caption, head, rows, numeric: [1, 2, 3, 4, 5] }];
}

/** B1.2 by region: this year's turnover beside last year's, per in-boundary location. */
export function turnoverTable(
  values: PagePayload | undefined,
  lastYear: PagePayload | undefined,
  labels: { lang: Language; thisYear: string; lastYear?: string; locations: LocationNames },
): ReportBlock[] {
  const rows = regionalTurnover(values, lastYear);
  if (rows.length === 0) return [];
  const { lang } = labels;
  // Last year's column only when last year had a regions table: a column of dashes says nothing.
  const before = labels.lastYear && rows.some((r) => r.lastYear !== undefined) ? [labels.lastYear] : [];
  const rate = (v: string | null | undefined) =>
    v ? reportPercent(v, lang) : v === null ? reportText(lang, 'notAvailable') : '–';
  return [
    {
      kind: 'table',
      caption: reportText(lang, 'turnover'),
      head: [
        reportText(lang, 'location'),
        ...[labels.thisYear, ...before].map((year) => reportText(lang, 'ratePercent', { year })),
      ],
      rows: rows.map((r) => [
        labels.locations.get(r.location) ?? r.location,
        rate(r.rate),
        ...(before.length ? [rate(r.lastYear)] : []),
      ]),
      numeric: before.length ? [1, 2] : [1],
    },
  ];
}

/** B2.1: fatalities and their rate in each of the past three years including the reporting year. */
export function fatalityTable(series: readonly FatalityYear[], lang: Language): ReportBlock[] {
  const t = (k: Parameters<typeof reportText>[1]) => reportText(lang, k);
  return [
    {
      kind: 'table',
      caption: t('fatalities'),
      head: [t('yearEnd'), t('fatalityCount'), t('fatalityRate')],
      rows: series.map((y) => [
        reportDate(y.yearEnd, lang),
        y.fatalities ? reportDecimal(y.fatalities, lang) : t('notAvailable'),
        y.rate ? reportDecimal(y.rate, lang) : '–',
      ]),
      numeric: [1, 2],
    },
  ];
}
