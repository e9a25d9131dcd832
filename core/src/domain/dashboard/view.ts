import type { EmissionsJson } from '../../calc/emissions/present';
import { byEnergyType } from '../../calc/emissions/energyOrder';
import { compareFigures, figureMap, type ComparedFigure } from './compare';
import type { FactorSet } from '../../calc/dashboard/series';
import { emissionsFigures, type DashboardFigure, type LocationFigures, type ScopeStack } from './figures';
import { socialFigures, type SocialPages, type SocialFigures } from './social';
import { ownValue } from '../../lib/own';

/** One reporting year's items as the dashboard reads them. */
export interface DashboardYearInput {
  yearEnd: string;
  emissions: EmissionsJson;
  social: SocialPages;
}

export interface YearStack extends ScopeStack {
  yearEnd: string;
  removals: DashboardFigure;
  factorSet: FactorSet;
}

export interface Dashboard {
  yearEnd: string;
  compareYearEnd: string | null;
  location: string | null;
  factorSet: FactorSet;
  /** Every figure with the comparison year's beside it and the change in % (compare.ts keys). */
  figures: Record<string, ComparedFigure>;
  /** Scope 1/2/3 by month of the year (of the location filtered by); null for one location of an old snapshot. */
  byMonth: ScopeStack[] | null;
  /** Scope 1/2/3 of this year and the (up to) two reporting years before it, oldest first. */
  years: YearStack[];
  /** The whole company's breakdown by location (whatever the filter), with its names. */
  locations: (LocationFigures & { name: string | null })[];
  energyTypes: string[];
  companyWide: SocialFigures['companyWide'];
}

/** The Employment page's regions name a location by its name (the boundary's locations list). */
const yearFigures = (y: DashboardYearInput, location?: string, locationName?: string) => {
  const emissions = emissionsFigures(y.emissions, location);
  const social = socialFigures(y.social, location === undefined ? undefined : (locationName ?? location));
  return { emissions, social, figures: figureMap(emissions, social) };
};

/**
 * GET /api/dashboard/{year}'s answer, pure: the year's figures (for the company or one location),
 * compared with another year's, the last three years' stacks and the location breakdown. The
 * report reads the same figures through `emissionsFigures` and `socialFigures`.
 */
/**
 * Locations in the order the company lists them (its reporting boundary, `locationNames`' order), any other after by
 * id: a year's figures list them in the order their rows were read, which differs from one read to the next.
 */
function inBoundaryOrder<T extends { locationId: string }>(
  locations: readonly T[],
  names?: Readonly<Record<string, string>>,
) {
  const order = Object.keys(names ?? {});
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...locations].sort(
    (a, b) => rank(a.locationId) - rank(b.locationId) || a.locationId.localeCompare(b.locationId),
  );
}

export function dashboardOf(
  current: DashboardYearInput,
  options: {
    compare?: DashboardYearInput;
    earlier?: readonly DashboardYearInput[];
    location?: string;
    locationNames?: Readonly<Record<string, string>>;
  } = {},
): Dashboard {
  const { location } = options;
  const name = location === undefined ? undefined : ownValue(options.locationNames, location);
  const now = yearFigures(current, location, name);
  const before = options.compare ? yearFigures(options.compare, location, name) : undefined;
  const stack = (y: DashboardYearInput, e = emissionsFigures(y.emissions, location)): YearStack => ({
    yearEnd: y.yearEnd,
    scope1: e.ghg.scope1,
    scope2: e.ghg.scope2,
    scope3: e.ghg.scope3,
    removals: e.ghg.removals,
    factorSet: e.factorSet,
  });
  const earlier = [...(options.earlier ?? [])].sort((a, b) => a.yearEnd.localeCompare(b.yearEnd)).slice(-2);
  return {
    yearEnd: current.yearEnd,
    compareYearEnd: options.compare?.yearEnd ?? null,
    location: location ?? null,
    factorSet: now.emissions.factorSet,
    figures: compareFigures(now.figures, before?.figures),
    byMonth: now.emissions.byMonth,
    years: [...earlier.map((y) => stack(y)), stack(current, now.emissions)],
    locations: inBoundaryOrder(now.emissions.locations, options.locationNames).map((l) => ({
      ...l,
      name: options.locationNames?.[l.locationId] ?? null,
    })),
    energyTypes: Object.keys(now.emissions.energy.byType).sort(byEnergyType),
    companyWide: now.social.companyWide,
  };
}
