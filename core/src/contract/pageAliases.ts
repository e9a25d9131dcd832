import type * as z from 'zod';
import { route, type Group, type RouteDef } from './route';
import type { DataPage, DataPageGroup, SpecCall } from '../catalogue/dataPage';
import { PeriodIdParams, YearParams } from '../schemas/common';
import { AliasPeriodSave, AliasSave, AliasYearSave, PageDataView } from '../schemas/pageData';

/** The Lambda group that serves a section's spec calls. */
const GROUP_OF: Readonly<Record<DataPageGroup, Group>> = {
  background: 'background',
  environmental: 'environmental',
  climate: 'climate',
  social: 'social',
  miscellaneous: 'misc',
};

const PARAMS = { year: YearParams, period: PeriodIdParams } as const;
const BODY = { year: AliasSave, period: AliasSave, bodyYear: AliasYearSave, bodyPeriod: AliasPeriodSave } as const;

/** A spec call's route: GET reads the page-data view, PUT saves and answers it. */
export interface AliasRoute extends RouteDef {
  access: 'company:read' | 'company:write';
  scope: 'company';
  params?: z.ZodType;
  body?: z.ZodType;
  response: typeof PageDataView;
}

const aliasRoute = (page: DataPage, call: SpecCall): AliasRoute => {
  const params = call.year === 'year' || call.year === 'period' ? PARAMS[call.year] : undefined;
  return route({
    method: call.method,
    path: call.path,
    group: GROUP_OF[page.nav.group],
    access: call.method === 'GET' ? 'company:read' : 'company:write',
    scope: 'company',
    ...(params ? { params } : {}),
    ...(call.method === 'PUT' ? { body: BODY[call.year] } : {}),
    response: PageDataView,
    spec: call.spec,
  });
};

/** A spec call over one page's data, and its route. */
export interface PageAlias {
  page: DataPage;
  call: SpecCall;
  route: AliasRoute;
}

/**
 * The spec's plain page aliases of these pages (docs/spec-coverage.md; ADR 0080), by route id, generated from the
 * page modules' `specCalls`: each is the page-data API under the spec's name (domain/pageData/aliases.ts), on the
 * Lambda group of its page's section. Calls that answer more than a page's data stay hand-written. The contract
 * lists every page's (./aliasTable.ts); a group's handler builds its section's alone, from that section's pages
 * (ADR 0145).
 */
export const pageAliases = (pages: readonly DataPage[]): Readonly<Record<string, PageAlias>> =>
  Object.fromEntries(
    pages.flatMap((page) => page.specCalls.map((call) => [call.id, { page, call, route: aliasRoute(page, call) }])),
  );
