import { routeGroups } from '@esg/core/contract/index';
import { pathPattern, type Group, type RouteDef } from '@esg/core/contract/route';

export interface Match {
  group: Group;
  route: RouteDef;
  routeKey: string;
  pathParameters: Record<string, string>;
}

/**
 * Routes by the contract, as API Gateway does with the routes stacks/api.ts creates from it:
 * literal segments win over parameters (API Gateway's "most specific route" rule).
 */
/** What API Gateway answers 400 for before any route runs: a path parameter that does not percent-decode. */
export const BAD_ESCAPE = 'bad-escape';

const decodeParam = (v: string) => {
  try {
    return decodeURIComponent(v);
  } catch {
    return undefined;
  }
};

export function createRouter() {
  const table = Object.entries(routeGroups)
    .flatMap(([group, routes]) =>
      Object.values(routes ?? {}).map((route) => ({ group: group as Group, route, pattern: pathPattern(route.path) })),
    )
    .sort((a, b) => paramCount(a.route.path) - paramCount(b.route.path));
  return (method: string, path: string): Match | 'method-not-allowed' | typeof BAD_ESCAPE | undefined => {
    let pathKnown = false;
    for (const { group, route, pattern } of table) {
      const m = pattern.exec(path);
      if (!m) continue;
      pathKnown = true;
      if (route.method !== method) continue;
      const decoded = Object.entries(m.groups ?? {}).map(([k, v]) => [k, decodeParam(v)] as const);
      if (decoded.some(([, v]) => v === undefined)) return BAD_ESCAPE;
      const pathParameters = Object.fromEntries(decoded) as Record<string, string>;
      return { group, route, routeKey: `${route.method} ${route.path}`, pathParameters };
    }
    return pathKnown ? 'method-not-allowed' : undefined;
  };
}

const paramCount = (path: string) => (path.match(/\{/g) ?? []).length;
