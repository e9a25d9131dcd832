import { getItem, queryAll } from '../infra/db/repo';
import * as keys from '../infra/db/itemKeys';
import type { PeriodRecord, RoleRecord, TenantRecord } from './records';

/** What every request of a tenant needs and what rarely changes: the company, its roles, its periods. */
export interface TenantFacts {
  tenant?: TenantRecord;
  roles: Map<string, RoleRecord>;
  /** Oldest first: the last is the current reporting year (the spec's entities). */
  periods: PeriodRecord[];
}

const CACHE_MS = 5_000;
const cache = new Map<string, { at: number; facts: Promise<TenantFacts> }>();

/**
 * Cached per process for 5 s (docs/decisions/0003-actor-cache.md); concurrent first requests
 * share one load instead of each reading the same three things.
 */
export function tenantFacts(tenantId: string): Promise<TenantFacts> {
  const hit = cache.get(tenantId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.facts;
  const facts = load(tenantId);
  cache.set(tenantId, { at: Date.now(), facts });
  facts.catch(() => cache.delete(tenantId));
  return facts;
}

async function load(tenantId: string): Promise<TenantFacts> {
  const [tenant, roles, periods] = await Promise.all([
    getItem<TenantRecord>(keys.tenant(tenantId)),
    queryAll<RoleRecord>(keys.rolePrefix(tenantId)),
    queryAll<PeriodRecord>(keys.periodPrefix(tenantId)),
  ]);
  return {
    tenant,
    roles: new Map(roles.map((r) => [r.id, r])),
    periods: periods.sort((a, b) => a.yearEnd.localeCompare(b.yearEnd)),
  };
}

/** Bumped whenever a tenant's facts are forgotten, so caches built on them (memberships) can tell they are stale. */
const generations = new Map<string, number>();
export const factsGeneration = (tenantId: string) => generations.get(tenantId) ?? 0;

/**
 * Call after changing a tenant's company item, roles or periods, so this process sees it at once —
 * including the memberships that copied them (a year reopened must take writes on the next request).
 */
export function forgetTenantFacts(tenantId: string) {
  cache.delete(tenantId);
  generations.set(tenantId, factsGeneration(tenantId) + 1);
}
