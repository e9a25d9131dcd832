import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { MiddlewareObj, Request } from '@middy/core';
import type { RouteDef, RouteInput, RouteOutput } from '@esg/core/contract/route';
import type { CompanyMembership, Membership } from '@esg/core/domain/membership';

/** The caller an implementation gets: none on public routes, a company's on company-scoped ones. */
export type CallerOf<R extends RouteDef> = R['access'] extends 'public'
  ? undefined
  : R['scope'] extends 'company'
    ? CompanyMembership
    : Membership;

/** What an implementation gets: parsed input, and the caller for non-public routes. */
export type Call<R extends RouteDef> = RouteInput<R> & {
  m: CallerOf<R>;
  /** The raw bearer token, for the few Cognito calls that act as the user. */
  token: string | undefined;
};

export type Impl<R extends RouteDef> = (call: Call<R>) => Promise<RouteOutput<R>>;

/** A group's implementations: one per route of its contract, or it does not compile. */
export type Impls<Routes extends Record<string, RouteDef>> = { [K in keyof Routes]: Impl<Routes[K]> };

/** Per-invocation state the middlewares hand to each other. */
export interface Esg {
  routeId: string;
  route: RouteDef;
  requestId: string;
  token?: string;
  membership?: Membership;
  input?: RouteInput<RouteDef>;
}

/** Middy hands the Lambda context to the handler, so per-request state rides on it. */
export type EsgContext = Context & { esg: Esg };
export type HttpRequest = Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, EsgContext>;
export type HttpMiddleware = MiddlewareObj<
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Error,
  EsgContext
>;
