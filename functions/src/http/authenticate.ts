import { verifyAccessToken } from '@esg/core/infra/auth/verify';
import { bearerToken } from '@esg/core/infra/auth/bearer';
import { companyMembership, resolveMembership } from '@esg/core/domain/membership';
import { allows } from '@esg/core/vocabulary/privileges';
import { auditorMayCall } from '@esg/core/domain/access/auditor';
import { Forbidden, Unauthorized } from '@esg/core/errors';
import { requestContext } from '@esg/core/context';
import { logger } from './logger';
import type { HttpMiddleware } from './types';

/**
 * Verifies the access token (again: the API Gateway authorizer did so already in AWS), resolves
 * the caller's membership, and checks the privilege the contract names for the route and, on a
 * company-scoped route, that the caller has a company.
 */
export const authenticate = (): HttpMiddleware => ({
  before: async (request) => {
    const { event } = request;
    const { esg } = request.context;
    esg.token = bearerToken(event.headers.authorization);
    if (esg.route.access === 'public') return;
    if (!esg.token) throw Unauthorized();
    let claims;
    try {
      claims = await verifyAccessToken(esg.token);
    } catch {
      throw Unauthorized();
    }
    const m = await resolveMembership(claims, {
      ip: event.requestContext.http.sourceIp,
      userAgent: event.headers['user-agent'],
    });
    esg.membership = m;
    requestContext().actor = m.actor;
    logger.appendKeys({ tenantId: m.actor.tenantId, userId: m.actor.userId });
    // The same rule docs/permissions.md and the role-matrix test are generated from.
    if (!allows(esg.route.access, m.actor.privileges)) throw Forbidden();
    // An invited auditor reads only, and only routes whose year can be established (ADR 0115): whatever the body.
    if (m.auditor && !auditorMayCall(esg.routeId, esg.route)) throw Forbidden();
    // Company routes refuse platform staff here, once, instead of in each implementation.
    if (esg.route.scope === 'company') esg.membership = companyMembership(m);
  },
});
