import type { DashboardFigure, EmissionsFigures } from './figures';
import type { SocialFigures } from './social';
import { drawnValue, WORKFORCE_GROUPS } from '../../calc/dashboard/series';

/** A figure beside the comparison year's, and the change in % (null when either is missing or last year's is 0). */
export interface ComparedFigure extends DashboardFigure {
  previous: number | null;
  change: number | null;
}

export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}

/** Every figure of a year by a stable key: what the cards, the table view and the CSV read. */
export function figureMap(e: EmissionsFigures, s: SocialFigures): Record<string, DashboardFigure> {
  const out: Record<string, DashboardFigure> = {
    'ghg.scope1': e.ghg.scope1,
    'ghg.scope2': e.ghg.scope2,
    'ghg.scope3': e.ghg.scope3,
    'ghg.total': e.ghg.total,
    'ghg.removals': e.ghg.removals,
    'energy.total': e.energy.total,
    water: e.water,
    'workforce.total': s.workforce.total,
    turnover: s.turnover,
    trainingHours: s.trainingHours,
    lostDays: s.lostDays,
    fatalities: s.fatalities,
  };
  for (const [type, f] of Object.entries(e.energy.byType)) out[`energy.${type}`] = f;
  for (const i of e.intensity) out[`intensity.${i.provision}.${i.denominator}`] = i.figure;
  for (const g of WORKFORCE_GROUPS) if (s.workforce[g]) out[`workforce.${g}`] = s.workforce[g];
  return out;
}

/**
 * This year's figures, each with the comparison year's value (a key it lacks compares with null). A year with nothing
 * entered has no value to compare, on either side: never a 0 to compare with, nor a −100 % (ADR 0069).
 */
export function compareFigures(
  current: Record<string, DashboardFigure>,
  previous: Record<string, DashboardFigure> | undefined,
): Record<string, ComparedFigure> {
  return Object.fromEntries(
    Object.entries(current).map(([key, f]) => {
      const before = previous?.[key] ? drawnValue(previous[key]) : null;
      return [key, { ...f, previous: before, change: percentChange(drawnValue(f), before) }];
    }),
  );
}
