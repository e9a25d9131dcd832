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
export function createRouter() {
  const table = Object.entries(routeGroups)
    .flatMap(([group, routes]) =>
      Object.values(routes ?? {}).map((route) => ({ group: group as Group, route, pattern: pathPattern(route.path) })),
    )
    .sort((a, b) => paramCount(a.route.path) - paramCount(b.route.path));
  return (method: string, path: string): Match | 'method-not-allowed' | undefined => {
    let pathKnown = false;
    for (const { group, route, pattern } of table) {
      const m = pattern.exec(path);
      if (!m) continue;
      pathKnown = true;
      if (route.method !== method) continue;
      const pathParameters = Object.fromEntries(
        Object.entries(m.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]),
      );
      return { group, route, routeKey: `${route.method} ${route.path}`, pathParameters };
    }
    return pathKnown ? 'method-not-allowed' : undefined;
  };
}

const paramCount = (path: string) => (path.match(/\{/g) ?? []).length;
