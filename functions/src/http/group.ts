import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RouteDef } from '@esg/core/contract/route';
import { runInContext } from '@esg/core/context';
import { NotFound } from '@esg/core/errors';
import { authenticate } from './authenticate';
import { auditorScope } from './auditor';
import type { ItemYear } from '@esg/core/domain/access/auditorItems';
import { logger } from './logger';
import { parse } from './parse';
import { errorResponse, success } from './respond';
import type { Call, EsgContext, HttpMiddleware, Impl, Impls } from './types';

/** Finds the contract route API Gateway matched (its routeKey is "METHOD /path/{param}"). */
const selectRoute = (byKey: Map<string, [string, RouteDef]>): HttpMiddleware => ({
  before: (request) => {
    const hit = byKey.get(request.event.routeKey);
    const requestId = request.event.requestContext.requestId;
    request.context.esg = { routeId: hit?.[0] ?? 'unknown', route: hit?.[1] as RouteDef, requestId };
    logger.appendKeys({ route: request.context.esg.routeId, requestId });
    if (!hit) throw NotFound();
  },
});

/** A route generated from a table (the spec's page aliases) and its implementation. */
export interface Generated {
  route: RouteDef;
  impl: (call: Call<RouteDef>) => Promise<unknown>;
}

/**
 * One Lambda handler for a resource group: logger → route → JWT + actor + privilege →
 * input parsing → an auditor's years (`itemYears`: the year of each item a route names by id, ADR 0115) →
 * implementation → response schema; the error middleware is registered last.
 */
export function groupHandler<Routes extends Record<string, RouteDef>>(
  routes: Routes,
  impls: Impls<Routes>,
  generated: Readonly<Record<string, Generated>> = {},
  itemYears: { readonly [K in keyof Routes]?: ItemYear } = {},
) {
  const all: Record<string, RouteDef> = { ...routes };
  const implOf: Record<string, Impl<RouteDef>> = { ...(impls as Record<string, Impl<RouteDef>>) };
  for (const [id, g] of Object.entries(generated)) [all[id], implOf[id]] = [g.route, g.impl as Impl<RouteDef>];
  const byKey = new Map(Object.entries(all).map(([id, r]) => [`${r.method} ${r.path}`, [id, r] as [string, RouteDef]]));
  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, EsgContext>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(selectRoute(byKey))
    .use(authenticate())
    .use(parse())
    .use(auditorScope(itemYears as Readonly<Record<string, ItemYear>>))
    .use(errorResponse())
    .handler(async (_event, context) => {
      const { esg } = context;
      const impl = implOf[esg.routeId]!;
      const call = { ...esg.input, m: esg.membership, token: esg.token } as Call<RouteDef>;
      return success(esg.route, await impl(call));
    });
  // The request context (actor, request id, IP) must span the whole chain for the audit writer.
  return (event: APIGatewayProxyEventV2, context: EsgContext) =>
    runInContext(
      {
        requestId: event.requestContext.requestId,
        ip: event.requestContext.http.sourceIp,
        userAgent: event.headers['user-agent'],
      },
      () => handler(event, context),
    );
}
