import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { RouteDef } from '@esg/core/contract/route';
import { callRoute, type CallInput, type CallOutput, type RouteLocation } from './client';

/**
 * The query key of a read of the route contract: the route (method and path), then the params and the
 * query it is read with. Derived, never written by hand: the same GET read by two screens is one cache
 * entry and one request, and a write refreshes every screen that reads what it changed.
 *
 * As a filter (invalidateQueries, getQueriesData) it matches by prefix: `routeKey(route)` names every
 * read of the route, `routeKey(route, { params: { year } })` every read of that year.
 */
export const routeKey = <R extends RouteDef>(route: R, location: Partial<RouteLocation<R>> = {}) =>
  [
    `${route.method} ${route.path}`,
    (location.params ?? {}) as Record<string, unknown>,
    (location.query ?? {}) as Record<string, unknown>,
  ] as const;

type LocationArgs<R extends RouteDef> =
  Partial<RouteLocation<R>> extends RouteLocation<R> ? [RouteLocation<R>?] : [RouteLocation<R>];

/**
 * The query of one GET of the contract (for useQuery, fetchQuery, prefetchQuery): its derived key and
 * its call. Options a screen needs of its own (staleTime, enabled, select) are spread over it.
 */
export function routeQuery<R extends RouteDef>(route: R, ...[location]: LocationArgs<R>) {
  return queryOptions({
    queryKey: routeKey(route, location ?? {}),
    queryFn: ({ signal }): Promise<CallOutput<R>> =>
      (callRoute as (r: R, input: CallInput<R>) => Promise<CallOutput<R>>)(route, {
        ...location,
        signal,
      } as CallInput<R>),
  });
}

/** Marks every read of the routes stale (the ones on screen are read again): what a write calls after it lands. */
export const invalidateRoutes = (client: QueryClient, ...routes: RouteDef[]) =>
  Promise.all(routes.map((route) => client.invalidateQueries({ queryKey: routeKey(route) })));
