import { REGION_COLUMN, REGIONS, TOTAL, figureId } from '../../pages/social/workforceIds';
import { decimalValue, type PagePayload, type TableRow } from '../../catalogue/values';
import { turnoverRate } from '../../pages/social/employment.turnover';
import type { DashboardFigure } from './figures';
import { WORKFORCE_GROUPS } from '../../calc/dashboard/series';

/** The Social pages' stored answers the dashboard reads (page keys of the catalogue). */
export interface SocialPages {
  employment?: PagePayload;
  developmentTraining?: PagePayload;
  healthSafety?: PagePayload;
}

export interface SocialFigures {
  /** B1.1 headcount at year end: the total and by gender and age group (the total only, for one location). */
  workforce: { total: DashboardFigure } & Partial<Record<(typeof WORKFORCE_GROUPS)[number], DashboardFigure>>;
  /** B1.2 turnover rate (%), the Employment page's formula (pages/social/employment.turnover.ts). */
  turnover: DashboardFigure;
  /** B3.2 training hours, all employees. */
  trainingHours: DashboardFigure;
  /** B2.2 lost days due to work injury; B2.1 work-related fatalities. */
  lostDays: DashboardFigure;
  fatalities: DashboardFigure;
  /** Training and injuries are entered for the company, not per location. */
  companyWide: ('trainingHours' | 'lostDays' | 'fatalities')[];
}

const figure = (v: unknown, unit: string): DashboardFigure => {
  const r = decimalValue(v);
  return { value: r === undefined ? null : Number(r.n) / Number(r.d), unit, complete: true, missing: [] };
};

/** The Social cards of a year: what the Employment, Development and training and Health and safety pages hold; `location` is a location's name, as the regions table holds it. */
export function socialFigures(pages: SocialPages, location?: string): SocialFigures {
  const e = pages.employment ?? {};
  // Not entered (null) until begin, end and leavers all are (docs/decisions/0069).
  const rate = (begin: unknown, end: unknown, leavers: unknown) => figure(turnoverRate(begin, end, leavers), '%');
  const company = {
    trainingHours: figure(pages.developmentTraining?.[`trainingHours${TOTAL}`], 'hours'),
    lostDays: figure(pages.healthSafety?.lostDays, 'days'),
    fatalities: figure(pages.healthSafety?.fatalities, 'persons'),
  };
  if (location !== undefined) {
    const row = ((e[REGIONS] as TableRow[] | undefined) ?? []).find((r) => r[REGION_COLUMN] === location) ?? {};
    return {
      workforce: { total: figure(row.end, 'persons') },
      turnover: rate(row.begin, row.end, row.leavers),
      ...company,
      companyWide: ['trainingHours', 'lostDays', 'fatalities'],
    };
  }
  const headcount = (group: string) => figure(e[figureId('end', group)], 'persons');
  return {
    workforce: {
      total: headcount(TOTAL),
      ...Object.fromEntries(WORKFORCE_GROUPS.map((g) => [g, headcount(g)])),
    },
    turnover: rate(e[figureId('begin', TOTAL)], e[figureId('end', TOTAL)], e[figureId('leavers', TOTAL)]),
    ...company,
    companyWide: [],
  };
}
