import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '@esg/core/contract/route';
import { CALLERS, routeAllowed, type Caller } from '@esg/core/domain/access/matrix';
import { ulid } from 'ulid';
import { call, signIn } from './api';
import { freshCompany, type YearSpec } from './company';
import { freshUser, whoIs } from './tenants';
import { asAuditorOf } from './auditor';

/**
 * One cell's request. `instead`: the answer an allowed caller gets when the route has nothing of
 * theirs to act on, with the reason; the permission still holds (the cell must not answer 401/403).
 * Platform staff on a company-scoped route (`scope: 'company'`) need none: they have no company,
 * so the contract itself says 404.
 */
export interface CellRequest {
  path: string;
  body?: unknown;
  instead?: { status: number; why: string };
}

const NO_COMPANY = { status: 404, why: 'a company-scoped route, and platform staff have no company' };

/** What a cell's request acts on; the board member's link carries no token. */
export interface CallerFixture {
  token?: string;
}

/** A valid-shaped request for every route of a group (a route missing here fails to compile and the suite). */
export type Requests<R extends Record<string, RouteDef>, F> = Record<keyof R, (f: F) => Promise<CellRequest>>;

/**
 * The caller as a fresh user, so no cell touches an account another test uses: a company role in a
 * company of its own with `years`, platform staff in the platform. The board member's link has no
 * token and no company: Acme's id stands in, the call must be refused before it matters.
 */
export async function freshCaller(c: Caller, years: YearSpec[] = []): Promise<CallerFixture & { tenantId: string }> {
  switch (c.id) {
    case 'platformAdmin': {
      const u = await freshUser(c.login);
      return { token: await signIn(u.login, u.password), tenantId: u.tenantId };
    }
    case 'boardMember':
      return { tenantId: (await whoIs('acme.user')).tenantId };
    default: {
      // The auditor's data is made by its company's administrator; roleMatrix then signs the auditor in.
      const co = await freshCompany(years, c.id === 'auditor' ? 'companyAdmin' : c.id);
      return { token: co.token, tenantId: co.tenantId };
    }
  }
}

/** A fresh caller with one open year and that year's company period id, which the spec's Social and Miscellaneous calls name. */
export interface PeriodFixture extends CallerFixture {
  periodId: string;
}
export async function periodCaller(c: Caller, yearEnd: string): Promise<PeriodFixture & { tenantId: string }> {
  const caller = await freshCaller(c, [{ yearEnd }]);
  // Platform staff and the board member's link have no company period: any id stands in.
  if (c.id === 'platformAdmin' || !caller.token) return { ...caller, periodId: ulid() };
  const year = await call('GET', `/api/comp-location/by-year-end/${yearEnd}`, { token: caller.token });
  if (year.status !== 200) throw new Error(`fixture: ${JSON.stringify(year.body)}`);
  return { ...caller, periodId: year.body.periodId as string };
}

/**
 * The role matrix of one contract group: every caller of CALLERS × every route, each sent
 * a request valid for an allowed caller. Exactly the cells `routeAllowed` grants (the rule the
 * middleware applies) succeed; the others answer 403, or 401 without a token.
 */
export function roleMatrix<R extends Record<string, RouteDef>, F extends CallerFixture>(spec: {
  group: string;
  routes: R;
  requests: Requests<R, F>;
  fixture: (c: Caller) => Promise<F>;
}) {
  const fixtures = new Map<Caller['id'], F>();
  beforeAll(async () => {
    const admin = CALLERS.find((c) => c.id === 'companyAdmin')!;
    // The auditor reads what its company's administrator made (ADR 0115): the same fixture, then its own token.
    const made = await Promise.all(
      CALLERS.map((c) => (c.id === 'auditor' ? spec.fixture(admin).then(asAuditorOf) : spec.fixture(c))),
    );
    CALLERS.forEach((c, i) => fixtures.set(c.id, made[i]!));
  });

  describe(`role matrix: the ${spec.group} group × default roles and the board member link`, () => {
    it('has a request for every route of the group', () => {
      expect(Object.keys(spec.requests).sort()).toEqual(Object.keys(spec.routes).sort());
    });

    const cells = CALLERS.flatMap((c) => Object.entries(spec.routes).map(([id, r]) => ({ c, id, r })));

    it.each(cells.map((cell) => [cell.c.title, `${cell.r.method} ${cell.r.path}`, cell] as const))(
      '%s → %s',
      async (_who, _route, { c, id, r }) => {
        const f = fixtures.get(c.id)!;
        const req = await spec.requests[id as keyof R](f);
        const res = await call(r.method, req.path, { token: f.token, body: req.body });
        const reply = JSON.stringify(res.body);
        // The contract answers platform staff on a company-scoped route before any cell's own reason applies.
        const instead = c.id === 'platformAdmin' && r.scope === 'company' ? NO_COMPANY : req.instead;
        if (!routeAllowed(r, c, id)) expect(res.status, reply).toBe(c.login ? 403 : 401);
        else if (instead) expect(res.status, `${instead.why}: ${reply}`).toBe(instead.status);
        else {
          expect(res.status, reply).toBeGreaterThanOrEqual(200);
          expect(res.status, reply).toBeLessThan(300);
        }
      },
    );
  });
}
