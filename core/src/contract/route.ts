import type { z } from 'zod';
import type { Access } from '../vocabulary/privileges';
import type { BinaryReply } from '../lib/binary';

/** Resource groups: one Lambda each in the cloud (docs/architecture.md). */
export const GROUPS = [
  'session',
  'users',
  'admin',
  'company',
  'background',
  'environmental',
  'climate',
  'social',
  'dashboard',
  'misc',
  'files',
  'reporting',
  'questionnaire',
  'excel',
  'workflow',
  'assurance',
] as const;
export type Group = (typeof GROUPS)[number];

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type { Access };

export interface RouteDef {
  method: Method;
  /** Full path including the `/api` prefix, with `{name}` parameters. */
  path: string;
  group: Group;
  access: Access;
  /**
   * `company`: the route acts on the caller's own company. Platform staff have none: the middleware
   * answers them 404 before the implementation runs, and the implementation receives a
   * `CompanyMembership` (its actor's tenant is a company, never the platform).
   */
  scope?: 'company';
  /**
   * The one exception to "tenant from the token": a platform route that names the company it acts
   * on in the request, and where (`body.companyId`, `params.id`, …). Honoured for `platform:admin`
   * only; docs/permissions.md lists these routes from this field.
   */
  tenantFrom?: `${'params' | 'query' | 'body'}.${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /**
   * How the success body is encoded; defaults to json. `binary` bodies travel base64 (API Gateway
   * decodes); `redirect` answers 302 to the URL the implementation returns.
   */
  kind?: 'json' | 'text' | 'empty' | 'binary' | 'redirect';
  /** Success status; defaults to 200. */
  status?: 200 | 201 | 204;
  /** docs/spec-coverage.md call this route implements (for docs/spec-coverage.md). */
  spec?: string;
  /**
   * Abuse limit of a public route (ADR 0023): a token bucket per client address that
   * holds `burst` requests and refills at `ratePerMinute`. The local gateway enforces it per IP;
   * stacks/api.ts turns it into API Gateway route throttling (shared by all callers).
   */
  throttle?: Throttle;
}

export interface Throttle {
  perIp: { ratePerMinute: number; burst: number };
}

/**
 * The public account routes whose answers ('Login name already used!', 'Email is already in use!',
 * an unknown reset key) let anyone probe other companies' logins and addresses.
 */
export const ACCOUNT_THROTTLE = { perIp: { ratePerMinute: 12, burst: 5 } } as const satisfies Throttle;

/**
 * The public routes of e-mailed links (ADR 0030; supplier requests, ADR 0119): per client address, a
 * burst of 10 then 30 a minute — a recipient opens and submits a few times; guessing a 256-bit link is
 * hopeless either way.
 */
export const LINK_THROTTLE = { perIp: { ratePerMinute: 30, burst: 10 } } as const satisfies Throttle;

/** Identity function that keeps the literal types of a route declaration. */
export const route = <const R extends RouteDef>(def: R): R => def;

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What an implementation receives: parsed, typed input. */
export interface RouteInput<R extends RouteDef> {
  params: Out<R['params']>;
  query: Out<R['query']>;
  body: Out<R['body']>;
}

export type { BinaryReply };

export type RouteOutput<R extends RouteDef> = R['response'] extends z.ZodType
  ? z.input<R['response']>
  : R['kind'] extends 'text' | 'redirect'
    ? string
    : R['kind'] extends 'binary'
      ? BinaryReply
      : void;

/** Path template → regular expression with named groups; ids never contain '/'. */
export function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((seg) => {
      const m = /^\{(\w+)\}$/.exec(seg);
      return m ? `(?<${m[1]}>[^/]+)` : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}
