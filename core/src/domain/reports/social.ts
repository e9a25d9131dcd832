import { BREAKDOWNS, MEASURES, TOTAL, figureId } from '../../pages/social/workforce';
import type { PagePayload } from '../../catalogue/values';
import type { Language } from '../../schemas/common';
import type { ReportBlock } from '../../schemas/reports';
import { formatDate } from '../../lib/dates';
import type { FatalityYear } from '../social/fatalities';
import { regionalTurnover, turnoverRate } from '../social/turnover';
import { reportDecimal } from './format';
import { reportText } from './messages';
import type { LocationNames } from './pageBlocks';

const given = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** The Employment page's figure fields (shown as the workforce table, not one by one). */
export const WORKFORCE_FIELDS: ReadonlySet<string> = new Set(
  MEASURES.flatMap((m) =>
    [TOTAL, ...BREAKDOWNS.flatMap((b) => b.groups.map((g) => g.id))].map((g) => figureId(m.id, g)),
  ),
);

/**
 * B1.1 and B1.2 as one table: each breakdown group's headcount at year begin and end, new hires,
 * leavers and turnover rate (the page's own rule, social/turnover.ts). Groups never entered are left out.
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
    const shown = rate === null ? reportText(lang, 'notEntered') : reportDecimal(rate, lang);
    return [[g.name, ...figures.map((f) => (given(f) ? reportDecimal(f, lang) : '–')), shown]];
  });
  if (rows.length === 0) return [];
  const head = ['', ...MEASURES.map((m) => m.labels[lang]), reportText(lang, 'rate')];
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
  return [
    {
      kind: 'table',
      caption: reportText(lang, 'turnover'),
      head: [reportText(lang, 'location'), labels.thisYear, ...(labels.lastYear ? [labels.lastYear] : [])],
      rows: rows.map((r) => [
        labels.locations.get(r.location) ?? r.location,
        r.rate ? reportDecimal(r.rate, lang) : r.rate === null ? reportText(lang, 'notEntered') : '–',
        ...(labels.lastYear
          ? [r.lastYear ? reportDecimal(r.lastYear, lang) : r.lastYear === null ? reportText(lang, 'notEntered') : '–']
          : []),
      ]),
      numeric: labels.lastYear ? [1, 2] : [1],
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
        formatDate(y.yearEnd),
        y.fatalities ? reportDecimal(y.fatalities, lang) : t('notEntered'),
        y.rate ? reportDecimal(y.rate, lang) : '–',
      ]),
      numeric: [1, 2],
    },
  ];
}
