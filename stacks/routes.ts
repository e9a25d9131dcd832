/**
 * The route contract turned into API Gateway terms: one function per resource group, one route
 * per contract entry. Pure (no SST globals): `stacks/api.ts` deploys it, the unit test checks it.
 */
import { routeGroups } from '@esg/core/contract/index';
import { GROUPS, type Group, type RouteDef } from '@esg/core/contract/route';
import { groupLinks, type LinkName } from './settings';

export interface PlannedRoute {
  /** Contract id, unique across groups; also names the Pulumi route resource. */
  id: string;
  /** API Gateway route key, `METHOD /api/path/{param}`: what the handler sees as `event.routeKey`. */
  key: string;
  /** Whether the Cognito JWT authorizer guards the route (every access but `public`). */
  auth: boolean;
  /** The contract's abuse limit, if any (ADR 0023). */
  throttle?: RouteDef['throttle'];
}

export interface PlannedFunction {
  group: Group;
  /** SST handler string, relative to the repository root. */
  handler: string;
  /** The source file that must export `handler`. */
  handlerPath: string;
  links: LinkName[];
  routes: PlannedRoute[];
}

export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** Two keys API Gateway cannot tell apart: same method and path with parameter names erased. */
export const routeShape = (key: string) => key.replace(/\{[^}]+\}/g, '{}');

export function planFunctions(
  groups: Partial<Record<Group, Record<string, RouteDef>>> = routeGroups,
): PlannedFunction[] {
  return GROUPS.flatMap((group) => {
    const routes = Object.entries(groups[group] ?? {}).map(([id, r]) => {
      if (r.group !== group) throw new Error(`route ${id} declares group ${r.group} but is listed under ${group}`);
      if (!/^\/api(\/[\w.-]+|\/\{\w+\})+$/.test(r.path)) throw new Error(`route ${id}: path ${r.path} is not /api/...`);
      return { id, key: routeKey(r), auth: r.access !== 'public', ...(r.throttle ? { throttle: r.throttle } : {}) };
    });
    if (routes.length === 0) return [];
    return [
      {
        group,
        handler: `functions/src/handlers/${group}.handler`,
        handlerPath: `functions/src/handlers/${group}.ts`,
        links: groupLinks(group),
        routes,
      },
    ];
  });
}

/** `getSession` → `GetSession`, `session` → `Session`: Pulumi logical names. */
export const pascal = (id: string) =>
  id.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_m, _sep, c: string) => c.toUpperCase());

/**
 * API Gateway route throttling from the contract's `throttle` (ADR 0023). API Gateway's limit is per
 * route and shared by every caller, not per address: the per-IP bucket scaled to `PER_IP_TO_ROUTE`
 * simultaneous clients, so one prober cannot lock everyone out; the per-IP limit itself needs WAF.
 */
export const PER_IP_TO_ROUTE = 20;

export function throttleSettings(plans: PlannedFunction[] = planFunctions()) {
  return plans.flatMap((p) =>
    p.routes.flatMap((r) =>
      r.throttle
        ? [
            {
              routeKey: r.key,
              throttlingBurstLimit: r.throttle.perIp.burst * PER_IP_TO_ROUTE,
              throttlingRateLimit: (r.throttle.perIp.ratePerMinute / 60) * PER_IP_TO_ROUTE,
            },
          ]
        : [],
    ),
  );
}
